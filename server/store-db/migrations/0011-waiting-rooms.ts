// Waiting rooms in front of an on-sale, and each browser's place in one.
import type { Kysely, Migration } from 'kysely';

export const waitingRoomsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A waiting room in front of an on-sale: for one event (`event:<experienceId>`) or the whole shop (`shop`).
    // `admitted` counts the places let in so far; it only grows, under the row's lock, so two instances never
    // admit the same turn twice.
    await db.schema
      .createTable('waiting_rooms')
      .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('opens_at', 'bigint', (c) => c.notNull())
      .addColumn('on_sale_at', 'bigint', (c) => c.notNull())
      .addColumn('admit_per_minute', 'integer')
      .addColumn('max_active', 'integer')
      .addColumn('turn_seconds', 'integer', (c) => c.notNull())
      .addColumn('admitted', 'integer', (c) => c.notNull())
      .addColumn('last_admit_at', 'bigint')
      .addColumn('sold_out_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .execute();
    // One place per browser and room. Arrivals before the on-sale (`early` = 1) are ordered by a random draw,
    // later ones by arrival: `sort_key` holds the one or the other.
    await db.schema
      .createTable('waiting_room_places')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('room_id', 'varchar(255)', (c) => c.notNull())
      .addColumn('address_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addColumn('early', 'integer', (c) => c.notNull())
      .addColumn('sort_key', 'bigint', (c) => c.notNull())
      .addColumn('admitted_at', 'bigint')
      .addColumn('turn_ends_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .addColumn('email', 'varchar(254)')
      .addColumn('notified_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('waiting_room_places_order')
      .on('waiting_room_places')
      .columns(['room_id', 'admitted_at', 'early', 'sort_key'])
      .execute();
    await db.schema
      .createIndex('waiting_room_places_address')
      .on('waiting_room_places')
      .columns(['room_id', 'address_key'])
      .execute();
    await db.schema
      .createIndex('waiting_room_places_turns')
      .on('waiting_room_places')
      .columns(['room_id', 'turn_ends_at'])
      .execute();
  },
};
