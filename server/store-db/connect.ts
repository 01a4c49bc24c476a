// Opens the storefront's own database once per process: SQLite by default, PostgreSQL when a URL is set.
import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { STORE_MIGRATIONS } from './migrations';
import type { StoreDB } from './schema';

export type StoreDatabase = Kysely<StoreDB>;

// Counts and bigint columns would otherwise arrive as strings; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface StoreDatabaseOptions {
  url?: string | undefined;
  sqlitePath: string;
}

export function createStoreDatabase(options: StoreDatabaseOptions): StoreDatabase {
  if (options.url) return new Kysely<StoreDB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.url, max: 10 }) }) });
  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<StoreDB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateStoreDatabase(db: StoreDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => STORE_MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`storefront migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

// One database per process, kept across Next's module reloads in development.
const holder = globalThis as typeof globalThis & { storeDatabase?: Promise<StoreDatabase> };

/** The process's database, migrated on first use. */
export function storeDatabase(options: () => StoreDatabaseOptions): Promise<StoreDatabase> {
  holder.storeDatabase ??= (async () => {
    const db = createStoreDatabase(options());
    await migrateStoreDatabase(db);
    return db;
  })();
  return holder.storeDatabase;
}
