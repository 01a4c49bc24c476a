// Tests of the storefront database's migrations: the names databases have recorded, and a database that already holds payments (SQLite in memory).
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreDatabase, migrateStoreDatabase, type StoreDatabase } from './connect';
import { STORE_MIGRATIONS } from './migrations';

let db: StoreDatabase | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

/** The names existing databases have recorded, in order: a renamed migration would run again on each of them. */
const RECORDED_NAMES = [
  '0001-payments',
  '0002-staff',
  '0003-box-office-sales',
  '0004-order-sources',
  '0005-embed-continue-links',
  '0006-payment-orders',
  '0007-test-payment-description',
  '0008-shifts',
  '0009-bus-passengers',
  '0010-tickets-and-check-ins',
  '0011-waiting-rooms',
  '0012-baskets',
  '0013-sale-parts',
  '0014-promo-codes',
  '0015-waiting-lists',
];

describe('storefront migration names', () => {
  it('are those existing databases recorded, in the same order', () => {
    expect(Object.keys(STORE_MIGRATIONS).slice(0, RECORDED_NAMES.length)).toEqual(RECORDED_NAMES);
  });

  it('sort as they apply, so Kysely runs them in the listed order', () => {
    const names = Object.keys(STORE_MIGRATIONS);
    expect([...names].sort()).toEqual(names);
  });

  it('leave a database that recorded every one of them with nothing to run', async () => {
    db = createStoreDatabase({ sqlitePath: ':memory:' });
    await migrateStoreDatabase(db);
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(STORE_MIGRATIONS));
    const again = new Migrator({ db, provider: { getMigrations: async () => STORE_MIGRATIONS } });
    await expect(again.migrateToLatest()).resolves.toEqual({ results: [] });
  });
});

describe('storefront migrations', () => {
  it('give each payment made before order keys an order of its own, and keep it payable', async () => {
    db = createStoreDatabase({ sqlitePath: ':memory:' });
    await new Migrator({ db, provider: { getMigrations: async () => STORE_MIGRATIONS } }).migrateTo(
      '0004-order-sources',
    );
    const earlier = {
      reference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
      provider: 'test',
      status: 'abandoned',
      amount_kobo: 100,
      currency: 'NGN',
      email: 'a@example.com',
      checkout: '{}',
      origin: 'https://shop.test',
      created_at: 1,
      updated_at: 1,
    } as const;
    // A row of the table as it was, before order keys (so not of the current type).
    await db
      .insertInto('payments')
      .values(earlier as never)
      .execute();
    await migrateStoreDatabase(db);
    const payment = await db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      reference: earlier.reference,
      order_key: earlier.reference,
      status: 'abandoned',
    });
    await expect(db.selectFrom('order_claims').selectAll().execute()).resolves.toEqual([]);
  });
});
