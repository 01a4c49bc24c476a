// Group commit on SQLite (always SQLite, whatever engine the suite runs on).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connect';
import { inTransaction } from './transaction';

const path = join(tmpdir(), `group-commit-${randomBytes(4).toString('hex')}.sqlite`);
let database: Database;

const counter = async () =>
  Number((await sql<{ n: number }>`select n from counter`.execute(database.db)).rows[0]!.n);

beforeAll(async () => {
  database = openDatabase({ sqlitePath: path });
  await sql`create table counter (n integer not null)`.execute(database.db);
  await sql`insert into counter (n) values (0)`.execute(database.db);
});
afterAll(async () => {
  await database.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
});

describe('SQLite group commit', () => {
  it('runs concurrent transactions one at a time, each with its own result', async () => {
    const before = await counter();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(database, async (tx) => {
          const { n } = (await sql<{ n: number }>`select n from counter`.execute(tx)).rows[0]!;
          await new Promise((resolve) => setImmediate(resolve)); // nothing else may run meanwhile
          await sql`update counter set n = ${n + 1}`.execute(tx);
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(await counter()).toBe(before + 20);
  });

  it('rolls back a failing transaction alone; the others of its batch commit', async () => {
    const before = await counter();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        inTransaction(database, async (tx) => {
          await sql`update counter set n = n + 1`.execute(tx);
          if (i % 3 === 0) throw new Error(`no ${i}`);
          return i;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4);
    expect(await counter()).toBe(before + 6);
  });

  it('fails every transaction of a batch that cannot begin, and recovers afterwards', async () => {
    await sql`pragma busy_timeout = 20`.execute(database.db);
    const other = new SQLite(path);
    other.exec('begin immediate');
    try {
      const before = await counter();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 3 }, () =>
          inTransaction(database, (tx) => sql`update counter set n = n + 1`.execute(tx)),
        ),
      );
      expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
      other.exec('rollback');
      expect(await counter()).toBe(before);
      await inTransaction(database, (tx) => sql`update counter set n = n + 1`.execute(tx));
      expect(await counter()).toBe(before + 1);
    } finally {
      if (other.inTransaction) other.exec('rollback');
      other.close();
      await sql`pragma busy_timeout = 5000`.execute(database.db);
    }
  });
});
