// Tests of the coach passengers' names in the storefront's database (SQLite, or PostgreSQL when a URL is set).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { passengersOf, savePassengers } from './passengers';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(() => db.destroy());

const REFERENCE = 'web-AAAAAAAAAAAAAAAAAAAAAA';

describe('passengers', () => {
  it('keeps the names of an order in seat order, and none for another order', async () => {
    await savePassengers(
      db,
      REFERENCE,
      [
        { seatNumber: '4', name: 'Tunde Bello' },
        { seatNumber: '5', name: 'Bola Ade' },
      ],
      1,
    );
    expect(await passengersOf(db, REFERENCE)).toEqual([
      { seatNumber: '4', name: 'Tunde Bello' },
      { seatNumber: '5', name: 'Bola Ade' },
    ]);
    expect(await passengersOf(db, 'web-BBBBBBBBBBBBBBBBBBBBBB')).toEqual([]);
  });

  it('replaces the names when the customer pays again with others, fewer included', async () => {
    await savePassengers(
      db,
      REFERENCE,
      [
        { seatNumber: null, name: 'Ada' },
        { seatNumber: null, name: 'Obi' },
      ],
      1,
    );
    await savePassengers(db, REFERENCE, [{ seatNumber: null, name: 'Chi' }], 2);
    expect(await passengersOf(db, REFERENCE)).toEqual([{ seatNumber: null, name: 'Chi' }]);
  });
});
