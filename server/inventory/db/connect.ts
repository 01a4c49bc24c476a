// Opens the inventory database: SQLite (WAL) by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import { preparedName } from './prepared-names';
import { BACKSTOP_AUTOCHECKPOINT_PAGES, startCheckpointer } from './sqlite-checkpointer';
import { allowDirectReads } from './sqlite-direct-reads';
import type { DB } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}

// int8 (count(*), bigint columns) would otherwise arrive as strings; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqlitePath: string;
  poolSize?: number;
  /** SQLite: checkpoint the WAL from a worker thread (sqlite-checkpointer.ts); default true */
  checkpoints?: boolean;
  /** PostgreSQL: where a lost connection is reported (warn); unreported without one */
  logger?: Pick<Logger, 'warn'>;
}

/** How long a request waits for a PostgreSQL connection before it fails (503: unavailable.ts). */
const CONNECT_TIMEOUT_MS = 5_000;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    survivingLostConnections(pool, options.logger);
    pool.on('connect', preparingCompiledStatements);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:')
    mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements }) });
  allowDirectReads(db, { sqlite, prepare: statements.prepare });
  if (options.sqlitePath === ':memory:') return { db, engine: 'sqlite', close: () => db.destroy() };
  // Checkpoints run beside the service, not inside its commits (sqlite-checkpointer.ts).
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
  const checkpointer =
    options.checkpoints === false ? undefined : startCheckpointer(options.sqlitePath);
  return {
    db,
    engine: 'sqlite',
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * A connection that PostgreSQL ends (a restart: `terminating connection due to administrator
 * command`) or whose socket fails emits 'error' on its client, and an idle one's on the pool too:
 * with no listener, Node ends the process. Each client gets a listener for its whole life (pg-pool
 * removes its own while the client is checked out), so the error is only reported: a query under
 * way fails with it, the next one fails as not queryable (a 503 either way), and the pool drops
 * the client when it comes back or, idle, at once. New connections are opened as requests need them.
 */
function survivingLostConnections(pool: pg.Pool, logger: DatabaseOptions['logger']): void {
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      logger?.warn({ code: error.code, error: error.message }, 'database connection lost');
    });
  });
  // An idle client's error, already reported by the client's own listener.
  pool.on('error', () => undefined);
}

/**
 * Runs the compiled statements (compiled-query.ts) of a PostgreSQL connection as named prepared
 * statements, as the floor does: parsed and planned once per connection. Kysely calls
 * `query(text, values)`; any other SQL goes through unchanged.
 */
function preparingCompiledStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? preparedName(text) : undefined;
    if (name && Array.isArray(rest[0]) && rest.length === 1)
      return query({ name, text, values: rest[0] });
    return query(text, ...rest);
  }) as typeof client.query;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles SQL on every `prepare`, and Kysely prepares each query it runs: on the
 * hot paths that compile was an eighth of the service's CPU. The same SQL text gets the same
 * statement back. Safe because Kysely runs a statement to completion synchronously (no
 * iterators here) on the one connection. Bounded: the query shapes are few, but not fixed (`in`
 * lists vary in length), so the cache starts over when full.
 */
function withStatementCache(
  sqlite: SQLite.Database,
): SqliteDialectConfig['database'] & { prepare(sql: string): SQLite.Statement } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
