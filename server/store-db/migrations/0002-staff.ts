// Staff accounts and the audit log of what staff did.
import type { Kysely, Migration } from 'kysely';

export const staffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      // Stored lower-cased, so one address is one account however it is typed.
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('disabled_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(36)')
      .addColumn('action', 'varchar(32)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)')
      .addColumn('detail', 'text')
      .addColumn('address', 'varchar(64)')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema
      .createIndex('audit_log_staff')
      .on('audit_log')
      .columns(['staff_id', 'at'])
      .execute();
    await db.schema
      .createIndex('audit_log_action')
      .on('audit_log')
      .columns(['action', 'at'])
      .execute();
  },
};
