// Order keys on payments and one claim per order, so the payments of one checkout buy it once.
import { sql, type Kysely, type Migration } from 'kysely';

export const paymentOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Payments of one checkout (a retry under a new reference for the same holds) share an order key:
    // the first reference. A payment made before keys existed is an order of its own.
    await db.schema.alterTable('payments').addColumn('order_key', 'varchar(255)').execute();
    await sql`update payments set order_key = reference`.execute(db);
    await db.schema
      .createIndex('payments_order_key')
      .on('payments')
      .columns(['order_key', 'status'])
      .execute();
    // Which payment of an order may buy it: one row per order, so two payments paid together buy once.
    await db.schema
      .createTable('order_claims')
      .addColumn('order_key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('reference', 'varchar(255)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
