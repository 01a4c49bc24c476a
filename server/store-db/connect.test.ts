// The storefront's database connection: on PostgreSQL (STOREFRONT_DATABASE_URL, as npm run test:pg
// sets it) a connection the server ends, idle or in a transaction, never ends the process and the
// next query works; a first open that failed is tried again on the next call, not remembered; several processes
// migrating one SQLite file at once all succeed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog, type CapturedLog } from '@/server/test-support/log-lines';
import {
  createStoreDatabase,
  migrateStoreDatabase,
  storeDatabase,
  type StoreDatabase,
} from './connect';
import { STORE_MIGRATIONS } from './migrations';

const url = process.env.STOREFRONT_DATABASE_URL;

describe.runIf(url)('the storefront pool when PostgreSQL ends its connections', () => {
  let db: StoreDatabase;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => void uncaught.push(error);
  let captured: CapturedLog;
  beforeAll(() => {
    process.on('uncaughtException', record);
    captured = captureLog();
    db = createStoreDatabase({ url, sqlitePath: ':memory:' });
  });
  afterAll(async () => {
    await db.destroy();
    process.off('uncaughtException', record);
    vi.restoreAllMocks();
  });

  const backendPid = async (on: StoreDatabase = db) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(on)).rows[0]!.pid;

  /** Ends the connection of `pid` as a restart does (57P01) and waits until it is gone. */
  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 100; i += 1) {
        const { rowCount } = await admin.query('select 1 from pg_stat_activity where pid = $1', [
          pid,
        ]);
        if (rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await admin.end();
    }
    // The client reads the server's goodbye on its own socket a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('an idle connection ended by the server: the process goes on and the next query works', async () => {
    await terminate(await backendPid());
    expect(uncaught).toEqual([]);
    expect(captured.entries()).toContainEqual(
      expect.objectContaining({ msg: 'storefront database connection lost', code: '57P01' }),
    );
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('a connection ended inside a transaction: the transaction fails, the process goes on, the next query works', async () => {
    const transaction = db.transaction().execute(async (trx) => {
      await terminate(await backendPid(trx));
      expect(uncaught).toEqual([]);
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow(/not queryable|Connection terminated/);
    expect(uncaught).toEqual([]);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});

describe('storeDatabase', () => {
  const holder = globalThis as { storeDatabase?: unknown };
  afterEach(async () => {
    const opened = holder.storeDatabase as Promise<StoreDatabase> | undefined;
    delete holder.storeDatabase;
    await opened?.then(
      (db) => db.destroy(),
      () => undefined,
    );
  });

  it('tries again after a first open that failed, rather than failing for the life of the process', async () => {
    delete holder.storeDatabase;
    // Nothing listens on port 1: the database is away.
    const away = { url: 'postgres://storefront@127.0.0.1:1/storefront', sqlitePath: ':memory:' };
    await expect(storeDatabase(() => away)).rejects.toThrow(/ECONNREFUSED/);
    const db = await storeDatabase(() => ({ sqlitePath: ':memory:' }));
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});

describe('migrating one SQLite file from several processes at once', () => {
  it('brings it to the latest migration from each (the one that loses the race tries again)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'store-migrate-')), 'store.sqlite');
    // Each its own connection, as the storefront and `npm run staff` starting together have.
    const dbs = [0, 1, 2].map(() => createStoreDatabase({ sqlitePath: path }));
    try {
      const results = await Promise.allSettled(dbs.map((db) => migrateStoreDatabase(db)));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const applied = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
        dbs[0]!,
      );
      expect(applied.rows[0]?.n).toBe(Object.keys(STORE_MIGRATIONS).length);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });
});
