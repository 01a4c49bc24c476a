// One database transaction per write request, on either engine.
import type { Kysely } from 'kysely';
import type { Database } from './connect';
import type { DB } from './schema';
import { groupCommitOf } from './sqlite-group-commit';

export type Tx = Kysely<DB>;

/**
 * Runs `work` in a transaction. On SQLite it is `BEGIN IMMEDIATE`, which takes the write lock up
 * front, so two processes sharing the file never deadlock upgrading a read lock; transactions
 * that arrive together share one commit (see sqlite-group-commit.ts), each in its own savepoint.
 * On PostgreSQL it is a READ COMMITTED transaction: writers use conditional updates or row locks.
 */
export async function inTransaction<T>(
  database: Database,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (database.engine === 'postgres') return database.db.transaction().execute(work);
  return groupCommitOf(database.db).run(work);
}

/** True when `error` is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** The SQLSTATE (or SQLite code) of a database error; undefined for anything else. */
export function databaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** True when PostgreSQL aborted the transaction to break a deadlock or a serialization conflict. */
export function isTransientConflict(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === '40P01' || code === '40001';
}
