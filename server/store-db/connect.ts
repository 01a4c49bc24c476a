// Opens the storefront's own database once per process: SQLite by default, PostgreSQL when a URL is set.
import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { StoreDatabaseSettings } from '@/server/env';
import { log } from '@/server/log';
import { STORE_MIGRATIONS } from './migrations';
import type { StoreDB } from './schema';

export type StoreDatabase = Kysely<StoreDB>;

// Counts and bigint columns would otherwise arrive as strings; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface StoreDatabaseOptions {
  url?: string | undefined;
  sqlitePath: string;
}

export const storeDatabaseOptionsOf = (settings: StoreDatabaseSettings): StoreDatabaseOptions => ({
  url: settings.STOREFRONT_DATABASE_URL,
  sqlitePath: settings.STOREFRONT_DB_PATH,
});

export function createStoreDatabase(options: StoreDatabaseOptions): StoreDatabase {
  if (options.url)
    return new Kysely<StoreDB>({ dialect: new PostgresDialect({ pool: storePool(options.url) }) });
  if (options.sqlitePath !== ':memory:')
    mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<StoreDB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** How long a request waits for a connection before it fails with an error of its own. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool that outlives its connections. PostgreSQL ending one (a restart: `terminating connection
 * due to administrator command`) or a failed socket emits 'error' on the client, and on the pool
 * when the client is idle; with no listener, Node ends the process. Each client keeps a listener
 * for its whole life (pg-pool removes its own while the client is checked out): the error is only
 * reported, the query under way or the next one fails with it, and the pool drops the client and
 * opens new connections as they are needed.
 */
function storePool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('connect', (client) => client.on('error', reportLostConnection));
  // An idle client's error, already reported by the client's own listener.
  pool.on('error', () => undefined);
  return pool;
}

/** One log line, without the error object (which carries the connection's settings). */
function reportLostConnection(error: Error & { code?: string }): void {
  log.warn({ code: error.code, error: error.message }, 'storefront database connection lost');
}

async function migrateOnce(db: StoreDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => STORE_MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(`storefront migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** What another process migrating the same SQLite file at the same moment makes a migration fail with. */
const RACED = /already exists|SQLITE_BUSY|database is locked/;

/**
 * Brings the database to the latest migration. On SQLite, Kysely takes no lock between processes (the storefront
 * starting while `npm run staff` or `npm run waiting-room` migrates the same file): the one that loses the race
 * fails, its transaction rolled back, and tries again once the other has committed, finding the work done.
 */
export async function migrateStoreDatabase(db: StoreDatabase, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      if (attempt >= attempts || !RACED.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

// One database per process, kept across Next's module reloads in development.
const holder = globalThis as typeof globalThis & { storeDatabase?: Promise<StoreDatabase> };

/**
 * The process's database, migrated on first use. A first open that fails (the database away) is
 * not kept: the next call tries again, so the storefront recovers once the database is back.
 */
export function storeDatabase(options: () => StoreDatabaseOptions): Promise<StoreDatabase> {
  if (holder.storeDatabase) return holder.storeDatabase;
  const opening = (async () => {
    const db = createStoreDatabase(options());
    try {
      await migrateStoreDatabase(db);
    } catch (error) {
      await db.destroy().catch(() => undefined);
      throw error;
    }
    return db;
  })();
  holder.storeDatabase = opening;
  opening.catch(() => {
    if (holder.storeDatabase === opening) delete holder.storeDatabase;
  });
  return opening;
}
