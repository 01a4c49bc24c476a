// Tests of the sales records: a period's sales, one seller's or everyone's, and reprints counted.
import { beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import { countPrint, findSale, listSales, openSale } from './sales';

const HOUR = 60 * 60 * 1000;
const NOON = Date.parse('2026-11-23T11:00:00.000Z');

let db: StoreDatabase;
const open = (reference: string, staffId: string, at: number) =>
  openSale(db, staffId, eventCheckout({ channel: 'pos', merchantReference: reference }), null, at);

beforeEach(async () => {
  db = await testStoreDatabase();
  await open('pos-AAAAAAAAAAAAAAAAAAAAAA', 'ada', NOON - 3 * HOUR);
  await open('pos-BBBBBBBBBBBBBBBBBBBBBB', 'ada', NOON);
  await open('pos-CCCCCCCCCCCCCCCCCCCCCC', 'bola', NOON + HOUR);
});

describe('listSales', () => {
  it('lists a period’s sales, newest first, everyone’s or one seller’s', async () => {
    expect((await listSales(db, NOON - HOUR)).map((s) => s.reference)).toEqual([
      'pos-CCCCCCCCCCCCCCCCCCCCCC',
      'pos-BBBBBBBBBBBBBBBBBBBBBB',
    ]);
    expect((await listSales(db, 0, 'ada')).map((s) => s.reference)).toEqual([
      'pos-BBBBBBBBBBBBBBBBBBBBBB',
      'pos-AAAAAAAAAAAAAAAAAAAAAA',
    ]);
  });

  it('reads back the amount in kobo, the lines and a walk-in without a customer', async () => {
    const [sale] = await listSales(db, NOON + HOUR);
    expect(sale).toMatchObject({
      amount_kobo: 2_100_000,
      customer: null,
      status: 'held',
      lines: [{ title: 'VIP', quantity: 2 }],
    });
  });
});

describe('countPrint', () => {
  it('counts each print', async () => {
    await countPrint(db, 'pos-AAAAAAAAAAAAAAAAAAAAAA');
    await countPrint(db, 'pos-AAAAAAAAAAAAAAAAAAAAAA');
    expect((await findSale(db, 'pos-AAAAAAAAAAAAAAAAAAAAAA'))?.printed_count).toBe(2);
  });
});
