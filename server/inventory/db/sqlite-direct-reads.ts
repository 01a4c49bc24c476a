// Reads of the compiled statements (compiled-query.ts) run straight on better-sqlite3 when the
// connection is outside any transaction. Through Kysely, every statement on SQLite also takes
// and gives back its one connection's lock, half a dozen promises, for a call that is itself
// synchronous: on a catalogue read, about as much CPU as the statement. Inside a transaction (a
// hold's, or a group commit's, which spans awaits) a read must wait its turn for the lock, or it
// would see that transaction's uncommitted rows: those, and every write, still go through Kysely.
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

interface DirectReads {
  sqlite: SQLite.Database;
  /** the connection's statement cache (connect.ts), shared with Kysely's driver */
  prepare(sql: string): SQLite.Statement;
}

const registered = new WeakMap<Kysely<DB>, DirectReads>();

/** Lets reads on `db` (the database's own handle, not its transactions) skip Kysely's lock. */
export function allowDirectReads(db: Kysely<DB>, reads: DirectReads): void {
  registered.set(db, reads);
}

/**
 * The rows of `sql` read now, or undefined when the read must go through Kysely: `db` is a
 * transaction or a PostgreSQL handle, the connection is inside a transaction, or the statement
 * writes.
 */
export function readNow(
  db: Kysely<DB>,
  sql: string,
  parameters: readonly unknown[],
): unknown[] | undefined {
  const reads = registered.get(db);
  if (!reads || reads.sqlite.inTransaction) return undefined;
  const statement = reads.prepare(sql);
  return statement.reader && statement.readonly ? statement.all(parameters) : undefined;
}
