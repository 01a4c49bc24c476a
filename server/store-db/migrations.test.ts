// Tests of the storefront database's migrations on a database that already holds payments (SQLite in memory).
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreDatabase, migrateStoreDatabase, type StoreDatabase } from './connect';
import { STORE_MIGRATIONS } from './migrations';

let db: StoreDatabase;
afterEach(() => db.destroy());

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
