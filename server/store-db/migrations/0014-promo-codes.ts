// Promo codes, their uses (one per order), and a box-office sale's code or manual discount.
import type { Kysely, Migration } from 'kysely';

export const promoCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A promo code: its discount, where it applies, when, and its caps. `claimed` counts the uses claimed or used;
    // it changes only by a conditional update under the row's lock, so it never passes `max_uses`.
    await db.schema
      .createTable('promo_codes')
      .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('campaign', 'varchar(100)')
      .addColumn('note', 'text')
      .addColumn('discount_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('discount_value', 'bigint', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('valid_from', 'bigint')
      .addColumn('valid_until', 'bigint')
      .addColumn('max_uses', 'integer')
      .addColumn('max_uses_per_customer', 'integer')
      .addColumn('max_tickets_per_order', 'integer')
      .addColumn('min_tickets', 'integer')
      .addColumn('batch', 'varchar(64)')
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('promo_codes_batch').on('promo_codes').column('batch').execute();
    await db.schema
      .createIndex('promo_codes_campaign')
      .on('promo_codes')
      .column('campaign')
      .execute();
    // One use per order (a web checkout's order key, a box-office sale's reference): claimed when payment starts,
    // used once bought, returned when the payment fails or the holds lapse.
    await db.schema
      .createTable('promo_uses')
      .addColumn('order_key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('reference', 'varchar(255)', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('customer_email', 'varchar(254)')
      .addColumn('customer_phone', 'varchar(32)')
      .addColumn('tickets', 'integer', (c) => c.notNull())
      .addColumn('gross_kobo', 'bigint', (c) => c.notNull())
      .addColumn('discount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('returned_reason', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('promo_uses_code')
      .on('promo_uses')
      .columns(['code', 'status'])
      .execute();
    await db.schema
      .createIndex('promo_uses_email')
      .on('promo_uses')
      .columns(['code', 'customer_email'])
      .execute();
    await db.schema
      .createIndex('promo_uses_phone')
      .on('promo_uses')
      .columns(['code', 'customer_phone'])
      .execute();
    await db.schema
      .createIndex('promo_uses_lapse')
      .on('promo_uses')
      .columns(['status', 'expires_at'])
      .execute();
    await db.schema
      .createIndex('promo_uses_used')
      .on('promo_uses')
      .columns(['status', 'used_at'])
      .execute();
    // A box-office sale's code, or a supervisor's manual discount with its reason.
    await db.schema.alterTable('sales').addColumn('promo_code', 'varchar(32)').execute();
    await db.schema.alterTable('sales').addColumn('discount_kobo', 'bigint').execute();
    await db.schema.alterTable('sales').addColumn('discount_reason', 'text').execute();
  },
};
