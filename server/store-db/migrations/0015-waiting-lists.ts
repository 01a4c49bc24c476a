// Waiting lists for sold-out choices, and the entries on them.
import type { Kysely, Migration } from 'kysely';

export const waitingListsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A waiting list for one sold-out thing a customer can choose (an event's ticket category, a screening's ticket
    // type, a departure, a room type for some dates), under a stable key (`event:<eventId>:<categoryId>`, …). Its
    // row is what a hand-on locks, so two storefront instances never offer the same tickets twice.
    await db.schema
      .createTable('waiting_lists')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('selection', 'text', (c) => c.notNull())
      .addColumn('line_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('href', 'varchar(512)', (c) => c.notNull())
      // The shop's address the list was joined on: each storefront hands on its own shop's lists only.
      .addColumn('origin', 'varchar(255)', (c) => c.notNull())
      .addColumn('offered', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // One entry per email and list, served in order of joining. `status`: waiting, offered (a turn given, until
    // `offer_ends_at`), reserved (held in the turn, under `reserved_reference`), lapsed or left. Tokens are random.
    await db.schema
      .createTable('waiting_list_entries')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(16)')
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('leave_token', 'varchar(64)', (c) => c.notNull())
      .addColumn('turn_token', 'varchar(64)')
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addColumn('offered_at', 'bigint')
      .addColumn('offer_ends_at', 'bigint')
      .addColumn('offered_quantity', 'integer')
      .addColumn('reserved_reference', 'varchar(255)')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('waiting_list_entries_email')
      .on('waiting_list_entries')
      .columns(['list_key', 'email'])
      .unique()
      .execute();
    await db.schema
      .createIndex('waiting_list_entries_order')
      .on('waiting_list_entries')
      .columns(['list_key', 'status', 'joined_at'])
      .execute();
    await db.schema
      .createIndex('waiting_list_entries_leave')
      .on('waiting_list_entries')
      .column('leave_token')
      .unique()
      .execute();
    await db.schema
      .createIndex('waiting_list_entries_turn')
      .on('waiting_list_entries')
      .column('turn_token')
      .unique()
      .execute();
  },
};
