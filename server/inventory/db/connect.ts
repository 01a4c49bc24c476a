// Opens the inventory database: SQLite (WAL) by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
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
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    pool.on('connect', preparingCompiledStatements);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
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
  const checkpointer = options.checkpoints === false ? undefined : startCheckpointer(options.sqlitePath);
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
function withStatementCache(sqlite: SQLite.Database): SqliteDialectConfig['database'] & { prepare(sql: string): SQLite.Statement } {
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
