// Box-office sales and each sale's trail of events.
import type { Kysely, Migration } from 'kysely';

export const boxOfficeSalesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sales')
      .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('subtitle', 'varchar(255)')
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('checkout', 'text', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('tender', 'varchar(16)')
      .addColumn('cash_received_kobo', 'bigint')
      .addColumn('change_kobo', 'bigint')
      .addColumn('tender_reference', 'varchar(64)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('failure', 'text')
      .addColumn('customer', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('tendered_at', 'bigint')
      .addColumn('settled_at', 'bigint')
      .addColumn('printed_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('sales_staff_status')
      .on('sales')
      .columns(['staff_id', 'status'])
      .execute();
    await db.schema.createIndex('sales_created').on('sales').column('created_at').execute();
    await db.schema
      .createTable('sale_events')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('reference', 'varchar(64)', (c) => c.notNull())
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(64)')
      .addColumn('detail', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sale_events_reference')
      .on('sale_events')
      .column('reference')
      .execute();
  },
};
