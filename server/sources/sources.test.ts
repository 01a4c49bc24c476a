// Tests of order sources: one record per bought order, and sales summed by channel, embedding site and utm source.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { CheckoutState } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import { captureLog } from '@/server/test-support/log-lines';
import { recordOrderSource, recordOrderSourceSafely } from './record-source';
import { salesBySource } from './sales-by-source';

const base: CheckoutState = {
  selection: { kind: 'event', eventId: '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10' },
  title: 'Lagos Jazz Night',
  lines: [
    { id: 'vip', title: 'VIP', quantity: 2, unitPrice: 10500 },
    { id: 'reg', title: 'Regular', quantity: 1, unitPrice: 2500.5 },
  ],
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
  holds: ['h1', 'h2'],
  expiresAt: '2026-11-23T12:03:00.000Z',
  clockOffsetMs: 0,
  merchantReference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
  channel: 'web',
};
const BLOG = {
  host: 'https://blog.example',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'jazz',
};
const order = (reference: string, patch: Partial<CheckoutState> = {}): CheckoutState => ({
  ...base,
  merchantReference: reference,
  ...patch,
});

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

describe('recordOrderSource', () => {
  it('records channel, embedding site, campaign and amount under the merchant reference', async () => {
    await recordOrderSource(db, order('emb-1', { channel: 'embed', source: BLOG }), 1_000);
    expect(await db.selectFrom('order_sources').selectAll().execute()).toEqual([
      {
        reference: 'emb-1',
        channel: 'embed',
        host: 'https://blog.example',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'jazz',
        amount_kobo: 2_350_050,
        currency: 'NGN',
        created_at: 1_000,
      },
    ]);
  });

  it('records what the customer paid when a promo code took something off', async () => {
    await recordOrderSource(db, order('web-9'), 1_000, 1_880_040);
    expect(await db.selectFrom('order_sources').select('amount_kobo').executeTakeFirst()).toEqual({
      amount_kobo: 1_880_040,
    });
  });

  it('keeps the first record of a reference (a settle replayed after the return and the webhook)', async () => {
    await recordOrderSource(db, order('emb-1', { channel: 'embed', source: BLOG }), 1_000);
    await recordOrderSource(db, order('emb-1', { channel: 'web' }), 2_000);
    const rows = await db.selectFrom('order_sources').select(['channel', 'created_at']).execute();
    expect(rows).toEqual([{ channel: 'embed', created_at: 1_000 }]);
  });

  it('a web order without a source has no host nor campaign', async () => {
    await recordOrderSource(db, order('web-1'), 1_000);
    expect(
      await db
        .selectFrom('order_sources')
        .select(['host', 'utm_source', 'utm_medium', 'utm_campaign'])
        .executeTakeFirst(),
    ).toEqual({
      host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('the safe variant logs a failed write instead of throwing', async () => {
    await db.destroy();
    const closed = db;
    db = await testStoreDatabase();
    const captured = captureLog();
    await expect(
      recordOrderSourceSafely(async () => closed, order('web-2'), 1_000),
    ).resolves.toBeUndefined();
    await expect(
      recordOrderSourceSafely(
        () => Promise.reject(new Error('no database')),
        order('web-3'),
        1_000,
      ),
    ).resolves.toBeUndefined();
    vi.restoreAllMocks();
    expect(captured.entries()).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'order source not recorded',
        reference: 'web-2',
      }),
      expect.objectContaining({
        level: 'error',
        msg: 'order source not recorded',
        reference: 'web-3',
        error: 'no database',
      }),
    ]);
    expect(captured.lines().join('\n')).not.toContain('ada@example.com');
  });
});

describe('salesBySource', () => {
  beforeEach(async () => {
    const one = [{ id: 'reg', title: 'Regular', quantity: 1, unitPrice: 1000 }];
    await recordOrderSource(
      db,
      order('emb-1', { channel: 'embed', source: BLOG, lines: one }),
      100,
    );
    await recordOrderSource(
      db,
      order('emb-2', { channel: 'embed', source: BLOG, lines: one }),
      200,
    );
    await recordOrderSource(
      db,
      order('emb-3', { channel: 'embed', source: { ...BLOG, utmSource: 'twitter' }, lines: one }),
      300,
    );
    await recordOrderSource(db, order('web-1', { lines: [{ ...one[0]!, quantity: 5 }] }), 400);
    await recordOrderSource(db, order('pos-1', { channel: 'pos', lines: one }), 500);
    await recordOrderSource(db, order('web-late', { lines: one }), 1_000);
  });

  it('counts orders and adds amounts per channel, host and utm source in the period, largest first', async () => {
    expect(await salesBySource(db, 0, 1_000)).toEqual([
      {
        channel: 'web',
        host: null,
        utmSource: null,
        currency: 'NGN',
        orders: 1,
        amountKobo: 500_000,
      },
      {
        channel: 'embed',
        host: 'https://blog.example',
        utmSource: 'newsletter',
        currency: 'NGN',
        orders: 2,
        amountKobo: 200_000,
      },
      {
        channel: 'embed',
        host: 'https://blog.example',
        utmSource: 'twitter',
        currency: 'NGN',
        orders: 1,
        amountKobo: 100_000,
      },
      {
        channel: 'pos',
        host: null,
        utmSource: null,
        currency: 'NGN',
        orders: 1,
        amountKobo: 100_000,
      },
    ]);
  });

  it('includes the start and excludes the end of the period', async () => {
    expect(await salesBySource(db, 200, 300)).toEqual([
      {
        channel: 'embed',
        host: 'https://blog.example',
        utmSource: 'newsletter',
        currency: 'NGN',
        orders: 1,
        amountKobo: 100_000,
      },
    ]);
    expect(await salesBySource(db, 2_000, 3_000)).toEqual([]);
  });

  it('refuses a period that ends before it starts', async () => {
    await expect(salesBySource(db, 10, 5)).rejects.toThrow(RangeError);
    await expect(salesBySource(db, Number.NaN, 5)).rejects.toThrow(RangeError);
  });
});
