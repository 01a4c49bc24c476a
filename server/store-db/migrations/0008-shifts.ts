// Cashiers' shifts, closed with the cash counted against the cash expected.
import { sql, type Kysely, type Migration } from 'kysely';

export const shiftsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A cashier's shift, opened at sign-in and closed with the cash counted against the cash expected.
    await db.schema
      .createTable('shifts')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .addColumn('closed_at', 'bigint')
      .addColumn('closed_by', 'varchar(64)')
      .addColumn('opening_float_kobo', 'bigint')
      .addColumn('cash_sales_kobo', 'bigint')
      .addColumn('cash_refunds_kobo', 'bigint')
      .addColumn('expected_kobo', 'bigint')
      .addColumn('counted_kobo', 'bigint')
      .addColumn('difference_kobo', 'bigint')
      .execute();
    // One open shift per staff member: two sign-ins at once continue the same shift.
    await db.schema
      .createIndex('shifts_one_open')
      .on('shifts')
      .column('staff_id')
      .unique()
      .where(sql.ref('closed_at'), 'is', null)
      .execute();
    await db.schema.createIndex('shifts_closed').on('shifts').column('closed_at').execute();
  },
};
