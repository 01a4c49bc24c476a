// The first tables: web payments, the providers' events about them, refunds, and the test provider's payments.
import type { Kysely, Migration } from 'kysely';

export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('provider', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('checkout', 'text', (c) => c.notNull())
      .addColumn('origin', 'varchar(255)', (c) => c.notNull())
      .addColumn('authorization_url', 'text')
      .addColumn('failure', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('settled_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('payments_status')
      .on('payments')
      .columns(['status', 'updated_at'])
      .execute();
    await db.schema
      .createTable('payment_events')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('reference', 'varchar(255)', (c) => c.notNull())
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('delivery_id', 'varchar(255)')
      .addColumn('detail', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_events_reference')
      .on('payment_events')
      .column('reference')
      .execute();
    // A webhook delivered twice is recorded once.
    await db.schema
      .createIndex('payment_events_delivery')
      .on('payment_events')
      .column('delivery_id')
      .unique()
      .execute();
    await db.schema
      .createTable('refunds')
      .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('test_payments')
      .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('callback_url', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('succeeds_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
