// The parts of a box-office sale of several items, each held, bought and refunded on its own.
import type { Kysely, Migration } from 'kysely';

export const salePartsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The parts of a box-office sale of several items (its reference ends `-0`): each held, bought and refunded on
    // its own, under its own reference (`-1` to `-9`). A sale of one item has none.
    await db.schema
      .createTable('sale_parts')
      .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('sale_reference', 'varchar(64)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('subtitle', 'varchar(255)')
      .addColumn('checkout', 'text', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('failure', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sale_parts_sale')
      .on('sale_parts')
      .columns(['sale_reference', 'position'])
      .execute();
  },
};
