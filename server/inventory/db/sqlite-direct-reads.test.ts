// Compiled reads on SQLite skip Kysely's connection lock only outside transactions: a read never
// sees another request's uncommitted rows, and writes keep their turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, compiled } from './compiled-query';
import { openDatabase, type Database } from './connect';
import { migrateToLatest } from './migrate';

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'direct-reads-'));
  database = openDatabase({ sqlitePath: join(dir, 'inventory.sqlite'), checkpoints: false });
  await migrateToLatest(database);
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const names = compiled<{ prefix: string }>()((db, p) =>
  db.selectFrom('categories').select('name').where('slug', 'like', p.prefix).orderBy('name'),
);
const insertReturning = compiled<{ id: string; slug: string; name: string }>()((db, p) =>
  db
    .insertInto('categories')
    .values(columnsOf(p, ['id', 'slug', 'name']))
    .returning('id'),
);

/** Holds Kysely's one connection until `release()`: inside a transaction (BEGIN run) or not. */
async function holdConnection(inTransaction: boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const done = database.db.connection().execute(async (conn) => {
    if (inTransaction) {
      await sql`begin`.execute(conn);
      await sql`insert into categories (id, slug, name) values ('u-1', 'dr-uncommitted', 'Uncommitted')`.execute(
        conn,
      );
    }
    taken();
    await released;
    if (inTransaction) await sql`commit`.execute(conn);
  });
  await isTaken;
  return { release, done };
}

/** Whether `promise` settles within a few turns of the event loop. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('compiled reads on SQLite', () => {
  it('answer while the connection is taken outside a transaction (no wait for the lock)', async () => {
    await insertReturning.rows(database.db, { id: 'c-1', slug: 'dr-committed', name: 'Committed' });
    const held = await holdConnection(false);
    const read = names.rows(database.db, { prefix: 'dr-%' });
    expect(await settlesSoon(read)).toBe(true);
    expect(await read).toEqual([{ name: 'Committed' }]);
    held.release();
    await held.done;
  });

  it('wait for an open transaction and then see only what it committed', async () => {
    const held = await holdConnection(true);
    const read = names.rows(database.db, { prefix: 'dr-%' });
    // Read straight away, it would see the transaction's uncommitted row.
    expect(await settlesSoon(read)).toBe(false);
    held.release();
    await held.done;
    expect(await read).toEqual([{ name: 'Committed' }, { name: 'Uncommitted' }]);
  });

  it('leave writes (a RETURNING insert reads rows too) to Kysely and its lock', async () => {
    const held = await holdConnection(false);
    const write = insertReturning.rows(database.db, {
      id: 'w-1',
      slug: 'dr-written',
      name: 'Written',
    });
    expect(await settlesSoon(write)).toBe(false);
    held.release();
    await held.done;
    expect(await write).toEqual([{ id: 'w-1' }]);
  });
});
