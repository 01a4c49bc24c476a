// Every ticket sold, the door's check-ins, and the scans two offline devices both recorded.
import type { Kysely, Migration } from 'kysely';

export const ticketsAndCheckInsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Every ticket the storefront sold (web, embed, box office), written when the purchase completes: the door's lists.
    await db.schema
      .createTable('tickets')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('reference', 'varchar(255)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('service_code', 'varchar(255)', (c) => c.notNull())
      .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('list_title', 'varchar(255)', (c) => c.notNull())
      .addColumn('starts_at', 'bigint')
      .addColumn('valid_from', 'bigint', (c) => c.notNull())
      .addColumn('valid_until', 'bigint', (c) => c.notNull())
      .addColumn('ticket_type', 'varchar(255)', (c) => c.notNull())
      .addColumn('seat', 'varchar(32)')
      .addColumn('room', 'varchar(255)')
      .addColumn('nights', 'integer')
      .addColumn('holder_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('holder_email', 'varchar(254)', (c) => c.notNull())
      .addColumn('holder_phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('channel', 'varchar(8)', (c) => c.notNull())
      .addColumn('signed_code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('tickets_reference_position', ['reference', 'position'])
      .execute();
    await db.schema
      .createIndex('tickets_list')
      .on('tickets')
      .columns(['list_key', 'starts_at'])
      .execute();
    await db.schema
      .createIndex('tickets_service_code')
      .on('tickets')
      .column('service_code')
      .execute();
    // One row per ticket, entry and direction: a check-in is recorded once, whichever device sends it first.
    await db.schema
      .createTable('check_ins')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('ticket_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('entry', 'integer', (c) => c.notNull())
      .addColumn('direction', 'varchar(3)', (c) => c.notNull())
      .addColumn('gate', 'varchar(64)', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('scanned_at', 'bigint', (c) => c.notNull())
      .addColumn('recorded_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('check_ins_once', ['ticket_id', 'entry', 'direction'])
      .execute();
    await db.schema
      .createIndex('check_ins_list')
      .on('check_ins')
      .columns(['list_key', 'gate'])
      .execute();
    // A scan another device had already recorded (two devices offline at once): shown to supervisors after sync.
    await db.schema
      .createTable('check_in_conflicts')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('ticket_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('check_in_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('gate', 'varchar(64)', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('scanned_at', 'bigint', (c) => c.notNull())
      .addColumn('recorded_at', 'bigint', (c) => c.notNull())
      .addColumn('resolved_at', 'bigint')
      .addColumn('resolved_by', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('check_in_conflicts_list')
      .on('check_in_conflicts')
      .columns(['list_key', 'resolved_at'])
      .execute();
  },
};
