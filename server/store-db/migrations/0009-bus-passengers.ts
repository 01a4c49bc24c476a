// A coach order's passengers, one row per seat or place.
import type { Kysely, Migration } from 'kysely';

export const busPassengersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A coach order's passengers, one row per seat (or place), under the order's merchant reference.
    await db.schema
      .createTable('bus_passengers')
      .addColumn('reference', 'varchar(255)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('seat_number', 'varchar(16)')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('bus_passengers_pk', ['reference', 'position'])
      .execute();
  },
};
