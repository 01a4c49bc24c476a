// An embedded checkout's continue links: sealed state under a token's hash, until it expires.
import type { Kysely, Migration } from 'kysely';

export const embedContinueLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('embed_continue_links')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('sealed', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('embed_continue_links_expires')
      .on('embed_continue_links')
      .column('expires_at')
      .execute();
  },
};
