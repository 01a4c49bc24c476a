// The promo report: completed purchases only, within the period, per code and per campaign, by channel; its CSV.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { createPromoCode } from './codes';
import { promoReport, promoReportCsv } from './report';
import { claimOf, codeInput, NOW } from './test-support';
import { claimPromoUse, givePromoUseBack, markPromoUseUsed, type PromoClaim } from './uses';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
  await createPromoCode(db, codeInput({ code: 'RADIO', campaign: 'launch-week' }), 'staff-1', NOW);
  await createPromoCode(db, codeInput({ code: 'POSTER', campaign: 'launch-week' }), 'staff-1', NOW);
  await createPromoCode(db, codeInput({ code: 'STAFF', campaign: null }), 'staff-1', NOW);
});
afterEach(async () => {
  await db.destroy();
});

const HOUR = 3_600_000;

async function bought(orderKey: string, over: Partial<PromoClaim>, at = NOW): Promise<void> {
  expect((await claimPromoUse(db, claimOf(orderKey, over), NOW)).ok).toBe(true);
  await markPromoUseUsed(db, orderKey, at);
}

describe('the promo report', () => {
  beforeEach(async () => {
    await bought('o1', { code: 'RADIO', tickets: 2, grossKobo: 10_000_00, discountKobo: 1_000_00 });
    await bought('o2', {
      code: 'RADIO',
      tickets: 1,
      grossKobo: 5_000_00,
      discountKobo: 500_00,
      channel: 'embed',
    });
    await bought('o3', {
      code: 'POSTER',
      tickets: 4,
      grossKobo: 8_000_00,
      discountKobo: 4_000_00,
      channel: 'pos',
    });
    await bought('o4', { code: 'STAFF', tickets: 1, grossKobo: 3_000_00, discountKobo: 3_000_00 });
    // Not counted: bought outside the period, claimed and unpaid, given back.
    await bought('o5', { code: 'RADIO' }, NOW + 2 * HOUR);
    await claimPromoUse(db, claimOf('o6', { code: 'RADIO' }), NOW);
    await claimPromoUse(db, claimOf('o7', { code: 'POSTER' }), NOW);
    await givePromoUseBack(db, 'o7', 'declined', NOW);
  });

  it('adds up the bought orders per code and per campaign, gross, discount and net', async () => {
    const report = await promoReport(db, { from: NOW - HOUR, to: NOW + HOUR });
    expect(report.codes).toEqual([
      {
        code: 'POSTER',
        campaign: 'launch-week',
        batch: null,
        orders: 1,
        tickets: 4,
        grossKobo: 8_000_00,
        discountKobo: 4_000_00,
        netKobo: 4_000_00,
      },
      {
        code: 'STAFF',
        campaign: null,
        batch: null,
        orders: 1,
        tickets: 1,
        grossKobo: 3_000_00,
        discountKobo: 3_000_00,
        netKobo: 0,
      },
      {
        code: 'RADIO',
        campaign: 'launch-week',
        batch: null,
        orders: 2,
        tickets: 3,
        grossKobo: 15_000_00,
        discountKobo: 1_500_00,
        netKobo: 13_500_00,
      },
    ]);
    expect(report.campaigns).toEqual([
      {
        campaign: 'launch-week',
        codes: 2,
        orders: 3,
        tickets: 7,
        grossKobo: 23_000_00,
        discountKobo: 5_500_00,
        netKobo: 17_500_00,
      },
      {
        campaign: null,
        codes: 1,
        orders: 1,
        tickets: 1,
        grossKobo: 3_000_00,
        discountKobo: 3_000_00,
        netKobo: 0,
      },
    ]);
    expect(report.total).toEqual({
      orders: 4,
      tickets: 8,
      grossKobo: 26_000_00,
      discountKobo: 8_500_00,
      netKobo: 17_500_00,
    });
  });

  it('counts a purchase in the period it completed, the end excluded', async () => {
    expect((await promoReport(db, { from: NOW + HOUR, to: NOW + 3 * HOUR })).total.orders).toBe(1);
    expect((await promoReport(db, { from: NOW + 3 * HOUR, to: NOW + 4 * HOUR })).codes).toEqual([]);
    expect((await promoReport(db, { from: NOW - HOUR, to: NOW })).total.orders).toBe(0);
  });

  it('keeps to the channels asked for', async () => {
    const pos = await promoReport(db, { from: NOW - HOUR, to: NOW + HOUR, channels: ['pos'] });
    expect(pos.codes.map((code) => code.code)).toEqual(['POSTER']);
    expect(pos.total.discountKobo).toBe(4_000_00);
    expect(
      (await promoReport(db, { from: NOW - HOUR, to: NOW + HOUR, channels: [] })).total.orders,
    ).toBe(0);
  });

  it('writes a CSV row per code, per campaign and the total, in Naira', async () => {
    const csv = promoReportCsv(await promoReport(db, { from: NOW - HOUR, to: NOW + HOUR }));
    expect(csv.split('\r\n')).toEqual([
      'row,code,campaign,orders,tickets,gross_naira,discount_naira,net_naira',
      'code,POSTER,launch-week,1,4,8000.00,4000.00,4000.00',
      'code,STAFF,,1,1,3000.00,3000.00,0.00',
      'code,RADIO,launch-week,2,3,15000.00,1500.00,13500.00',
      'campaign,,launch-week,3,7,23000.00,5500.00,17500.00',
      'campaign,,(none),1,1,3000.00,3000.00,0.00',
      'total,,,4,8,26000.00,8500.00,17500.00',
      '',
    ]);
  });
});
