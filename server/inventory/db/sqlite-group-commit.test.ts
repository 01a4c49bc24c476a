// Group commit on SQLite (always SQLite, whatever engine the suite runs on).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connect';
import type { DB } from './schema';
import { SqliteGroupCommit } from './sqlite-group-commit';
import { inTransaction } from './transaction';

const path = join(tmpdir(), `group-commit-${randomBytes(4).toString('hex')}.sqlite`);
let database: Database;

const counter = async () =>
  Number((await sql<{ n: number }>`select n from counter`.execute(database.db)).rows[0]!.n);

beforeAll(async () => {
  database = openDatabase({ sqlitePath: path });
  await sql`create table counter (n integer not null)`.execute(database.db);
  await sql`insert into counter (n) values (0)`.execute(database.db);
  await sql`create table marks (label text not null)`.execute(database.db);
  await sql`create table parents (id integer primary key)`.execute(database.db);
  await sql`create table children (parent_id integer not null references parents (id) deferrable initially deferred)`.execute(
    database.db,
  );
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

  it('settles a transaction only once its COMMIT is done: another connection already sees it', async () => {
    const reader = new SQLite(path, { readonly: true });
    try {
      const seen = (label: string) =>
        (
          reader.prepare('select count(*) as n from marks where label = ?').get(label) as {
            n: number;
          }
        ).n;
      const observed = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          inTransaction(database, (tx) =>
            sql`insert into marks (label) values (${`durable-${i}`})`.execute(tx),
          ).then(() => seen(`durable-${i}`)),
        ),
      );
      expect(observed).toEqual(Array.from({ length: 8 }, () => 1));
    } finally {
      reader.close();
    }
  });

  it('hides what a failed transaction wrote from the rest of its batch', async () => {
    const [failed, after] = await Promise.allSettled([
      inTransaction(database, async (tx) => {
        await sql`insert into marks (label) values ('rolled-back')`.execute(tx);
        throw new Error('fails after writing');
      }),
      inTransaction(database, async (tx) =>
        Number(
          (
            await sql<{
              n: number;
            }>`select count(*) as n from marks where label = 'rolled-back'`.execute(tx)
          ).rows[0]!.n,
        ),
      ),
    ]);
    expect(failed.status).toBe('rejected');
    expect(after).toEqual({ status: 'fulfilled', value: 0 });
  });

  it('fails every transaction of a batch whose COMMIT fails, reporting none as done', async () => {
    const before = await counter();
    // The third one's row breaks a deferred foreign key: no statement fails, the COMMIT does.
    const outcomes = await Promise.allSettled([
      inTransaction(database, (tx) => sql`update counter set n = n + 1`.execute(tx)),
      inTransaction(database, async (tx) => {
        await sql`insert into marks (label) values ('commit-fails')`.execute(tx);
        throw new Error('its own failure');
      }),
      inTransaction(database, (tx) =>
        sql`insert into children (parent_id) values (404)`.execute(tx),
      ),
      // Reads what the first wrote: had the batch been reported, this count would have leaked.
      inTransaction(database, async (tx) =>
        Number((await sql<{ n: number }>`select n from counter`.execute(tx)).rows[0]!.n),
      ),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
      });
    }
    expect(await counter()).toBe(before);
    const children = await sql<{ n: number }>`select count(*) as n from children`.execute(
      database.db,
    );
    expect(Number(children.rows[0]!.n)).toBe(0);
    await inTransaction(database, (tx) => sql`update counter set n = n + 1`.execute(tx));
    expect(await counter()).toBe(before + 1);
  });

  it('fails the whole batch when another process keeps the COMMIT waiting (SQLITE_BUSY), then recovers', async () => {
    // A rollback journal makes a COMMIT wait for readers of other processes (WAL never does).
    const journalPath = join(
      tmpdir(),
      `group-commit-journal-${randomBytes(4).toString('hex')}.sqlite`,
    );
    const writer = new SQLite(journalPath);
    writer.pragma('journal_mode = DELETE');
    writer.pragma('busy_timeout = 20');
    writer.exec('create table counter (n integer not null); insert into counter (n) values (0);');
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: writer }) });
    const committer = new SqliteGroupCommit(db);
    const value = () => (writer.prepare('select n from counter').get() as { n: number }).n;
    const reader = new SQLite(journalPath);
    try {
      reader.exec('begin');
      reader.prepare('select n from counter').get(); // holds a shared lock until it ends
      const outcomes = await Promise.allSettled([
        committer.run((tx) => sql`update counter set n = n + 1`.execute(tx)),
        committer.run(async (tx) =>
          Number((await sql<{ n: number }>`select n from counter`.execute(tx)).rows[0]!.n),
        ),
      ]);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_BUSY' });
      }
      reader.exec('rollback');
      expect(writer.inTransaction).toBe(false);
      expect(value()).toBe(0);
      await committer.run((tx) => sql`update counter set n = n + 1`.execute(tx));
      expect(value()).toBe(1);
    } finally {
      if (reader.inTransaction) reader.exec('rollback');
      reader.close();
      await db.destroy();
      for (const suffix of ['', '-journal']) rmSync(journalPath + suffix, { force: true });
    }
  });

  it('reports exactly what was written when SQLite rolls a batch back by itself (disk full)', async () => {
    const fullPath = join(tmpdir(), `group-commit-full-${randomBytes(4).toString('hex')}.sqlite`);
    const full = openDatabase({ sqlitePath: fullPath });
    try {
      await sql`create table marks (label text not null, data blob)`.execute(full.db);
      const pages = Number(
        (await sql<{ page_count: number }>`pragma page_count`.execute(full.db)).rows[0]!.page_count,
      );
      await sql.raw(`pragma max_page_count = ${pages + 4}`).execute(full.db);
      const mark = (label: string, bytes: number) =>
        inTransaction(full, (tx) =>
          sql`insert into marks (label, data) values (${label}, ${Buffer.alloc(bytes)})`.execute(
            tx,
          ),
        );
      const labels = ['small-1', 'too-big', 'small-2'];
      const outcomes = await Promise.allSettled(
        labels.map((label) => mark(label, label === 'too-big' ? 1_000_000 : 10)),
      );
      const stored = (
        await sql<{ label: string }>`select label from marks`.execute(full.db)
      ).rows.map((r) => r.label);
      // Whatever SQLite chose to undo, a transaction is reported done exactly when its row is there.
      labels.forEach((label, i) =>
        expect(stored.includes(label), label).toBe(outcomes[i]!.status === 'fulfilled'),
      );
      expect(outcomes[1]!.status).toBe('rejected');
      const cause = (outcomes[1] as PromiseRejectedResult).reason as {
        code?: string;
        cause?: { code?: string };
      };
      expect(cause.code ?? cause.cause?.code).toBe('SQLITE_FULL');
      await mark('after', 10);
      expect(
        (await sql<{ label: string }>`select label from marks`.execute(full.db)).rows.map(
          (r) => r.label,
        ),
      ).toContain('after');
    } finally {
      await full.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(fullPath + suffix, { force: true });
    }
  });
});
