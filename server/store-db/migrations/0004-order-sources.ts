// Where each order came from: its channel, the embedding host and the UTM tags, with its amount.
import type { Kysely, Migration } from 'kysely';

export const orderSourcesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_sources')
      .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('host', 'varchar(255)')
      .addColumn('utm_source', 'varchar(100)')
      .addColumn('utm_medium', 'varchar(100)')
      .addColumn('utm_campaign', 'varchar(100)')
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_sources_created')
      .on('order_sources')
      .column('created_at')
      .execute();
  },
};
