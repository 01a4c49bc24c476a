// Group commit for SQLite: write transactions that arrive while one is running are run together
// in the next single `BEGIN IMMEDIATE … COMMIT`, each inside its own savepoint. SQLite runs one
// writer at a time anyway; what a shared commit saves is I/O: pages that several transactions
// touch (a pool's counter, the tail of the holds table and its indexes) reach the WAL once, and
// WAL checkpoints come far less often. That roughly halved the cost of a hold on this machine.
//
// For each caller nothing changes: its work runs alone (nothing else runs on the connection
// meanwhile), rolls back alone if it throws, and its promise settles only after the COMMIT
// succeeded (with WAL and synchronous=NORMAL a commit survives a crash of the process; a power
// loss may undo the last ones). If the COMMIT fails, or SQLite itself rolls the transaction back
// (disk full, I/O error), every transaction of the batch fails with it: none is reported done,
// so no reply can rest on what another transaction of the batch wrote and then lost.
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema';

type Tx = Kysely<DB>;

interface Pending {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const BEGIN = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');
const SAVEPOINT = CompiledQuery.raw('savepoint one_transaction');
const RELEASE = CompiledQuery.raw('release one_transaction');
const ROLLBACK_TO = CompiledQuery.raw('rollback to one_transaction');

/** Bounds how long readers wait for the connection behind one batch. */
const MAX_BATCH = 64;

export class SqliteGroupCommit {
  private readonly queue: Pending[] = [];
  private draining = false;

  constructor(private readonly db: Kysely<DB>) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.draining) return;
      this.draining = true;
      // Start after the event loop's current I/O phase, so that the requests it is reading right
      // now join this batch (better-sqlite3 is synchronous: once a batch starts, no new request
      // is read until it has committed).
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.runBatch(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.draining = false;
    }
  }

  private async runBatch(batch: Pending[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.connection().execute(async (conn) => {
        await conn.executeQuery(BEGIN);
        try {
          for (const pending of batch) {
            await conn.executeQuery(SAVEPOINT);
            try {
              const value = await pending.work(conn);
              await conn.executeQuery(RELEASE);
              outcomes.push({ ok: true, value });
            } catch (error) {
              // Undo this transaction only; the others of the batch stand. Unless SQLite has
              // already rolled back the whole transaction: then no savepoint is left to go to.
              await conn.executeQuery(ROLLBACK_TO).catch(() => {
                throw new Error('SQLite rolled back the transaction of this batch.', {
                  cause: error,
                });
              });
              await conn.executeQuery(RELEASE);
              outcomes.push({ ok: false, error });
            }
          }
          await conn.executeQuery(COMMIT);
        } catch (error) {
          await conn.executeQuery(ROLLBACK).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      // BEGIN, a savepoint or the COMMIT failed: nothing of this batch was written.
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }
}

const committers = new WeakMap<Kysely<DB>, SqliteGroupCommit>();

export function groupCommitOf(db: Kysely<DB>): SqliteGroupCommit {
  let committer = committers.get(db);
  if (!committer) {
    committer = new SqliteGroupCommit(db);
    committers.set(db, committer);
  }
  return committer;
}
