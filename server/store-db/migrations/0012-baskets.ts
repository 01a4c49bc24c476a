// Customers' baskets, and partial refunds on the test provider.
import type { Kysely, Migration } from 'kysely';

export const basketsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A customer's basket: choices of several kinds, then (once reserved) the held parts of one order. Its id is
    // random and unguessable, kept in the customer's session cookie.
    await db.schema
      .createTable('baskets')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('checkout', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('baskets_updated').on('baskets').column('updated_at').execute();
    // A partial refund (a basket's part that could not be bought) is smaller than the payment.
    await db.schema.alterTable('test_payments').addColumn('refunded_kobo', 'bigint').execute();
  },
};
