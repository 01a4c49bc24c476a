// An order's use of a code: claimed within the caps (total and per customer, by email or phone), refused with the
// reason, one per order, given back and marked used once however often asked, in step with its payment, returned
// when its holds lapse.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PaymentStatus } from '@/server/store-db/schema';
import { createPromoCode, findPromoCode, setPromoCodeEnabled } from './codes';
import { claimOf, codeInput, HOLD_MS, NOW } from './test-support';
import {
  claimPromoUse,
  givePromoUseBack,
  markPromoUseUsed,
  promoCustomerPhone,
  promoUseCounts,
  promoUsesOf,
  returnLapsedPromoUses,
  syncPromoUseWithPayment,
} from './uses';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

const claimed = async (code = 'LAUNCH') => (await findPromoCode(db, code))?.claimed;
const statusOf = async (orderKey: string) => (await promoUsesOf(db, orderKey))?.status;

describe('claiming a use', () => {
  it('records the order’s use with the customer’s keys and counts it', async () => {
    await createPromoCode(db, codeInput({ maxUses: 5 }), 'staff-1', NOW);
    expect(
      await claimPromoUse(
        db,
        claimOf('order-1', {
          code: ' launch ',
          email: ' Ada@Example.COM ',
          phone: '0803 123 4567',
        }),
        NOW,
      ),
    ).toEqual({ ok: true });
    expect(await promoUsesOf(db, 'order-1')).toEqual({
      orderKey: 'order-1',
      reference: 'order-1',
      code: 'LAUNCH',
      channel: 'web',
      email: 'ada@example.com',
      phone: '+2348031234567',
      tickets: 2,
      grossKobo: 10_000_00,
      discountKobo: 1_000_00,
      status: 'claimed',
      expiresAt: NOW + HOLD_MS,
      usedAt: null,
      createdAt: NOW,
      updatedAt: NOW,
      returnedReason: null,
    });
    expect(await claimed()).toBe(1);
  });

  it('refuses once the total cap is reached, and again after a use is given back', async () => {
    await createPromoCode(db, codeInput({ maxUses: 2 }), 'staff-1', NOW);
    expect((await claimPromoUse(db, claimOf('order-1'), NOW)).ok).toBe(true);
    expect((await claimPromoUse(db, claimOf('order-2'), NOW)).ok).toBe(true);
    expect(await claimPromoUse(db, claimOf('order-3'), NOW)).toEqual({
      ok: false,
      reason: 'used-up',
      message: 'This code has been used as many times as it may be.',
    });
    expect(await claimed()).toBe(2);
    expect(await promoUsesOf(db, 'order-3')).toBeUndefined();
    await givePromoUseBack(db, 'order-1', 'declined', NOW);
    expect((await claimPromoUse(db, claimOf('order-3'), NOW)).ok).toBe(true);
    expect(await claimed()).toBe(2);
  });

  it('keeps one use when the same order claims again, with the new reference and amounts', async () => {
    await createPromoCode(db, codeInput({ maxUses: 1 }), 'staff-1', NOW);
    await claimPromoUse(db, claimOf('order-1'), NOW);
    expect(
      await claimPromoUse(
        db,
        claimOf('order-1', {
          reference: 'order-1-r2',
          discountKobo: 2_000_00,
          expiresAt: NOW + 2 * HOLD_MS,
        }),
        NOW + 5,
      ),
    ).toEqual({ ok: true });
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({
      reference: 'order-1-r2',
      discountKobo: 2_000_00,
      expiresAt: NOW + 2 * HOLD_MS,
      status: 'claimed',
      createdAt: NOW,
      updatedAt: NOW + 5,
    });
    expect(await claimed()).toBe(1);
  });

  it('gives back the order’s use of another code before claiming the new one', async () => {
    await createPromoCode(db, codeInput({ code: 'FIRST' }), 'staff-1', NOW);
    await createPromoCode(db, codeInput(), 'staff-1', NOW);
    await claimPromoUse(db, claimOf('order-1', { code: 'FIRST' }), NOW);
    expect((await claimPromoUse(db, claimOf('order-1'), NOW)).ok).toBe(true);
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({ code: 'LAUNCH', status: 'claimed' });
    expect(await claimed('FIRST')).toBe(0);
    expect(await claimed('LAUNCH')).toBe(1);
  });

  it('leaves the earlier code’s use as it was when the new code is refused', async () => {
    await createPromoCode(db, codeInput({ code: 'FIRST' }), 'staff-1', NOW);
    await createPromoCode(db, codeInput({ maxUses: 1 }), 'staff-1', NOW);
    await claimPromoUse(db, claimOf('order-0'), NOW);
    await claimPromoUse(db, claimOf('order-1', { code: 'FIRST' }), NOW);
    expect(await claimPromoUse(db, claimOf('order-1'), NOW)).toMatchObject({
      ok: false,
      reason: 'used-up',
    });
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({ code: 'FIRST', status: 'claimed' });
    expect(await claimed('FIRST')).toBe(1);
  });

  it('refuses an unknown code, a code turned off after it was quoted, and one outside its dates', async () => {
    await createPromoCode(
      db,
      codeInput({ validFrom: NOW, validUntil: NOW + 1_000 }),
      'staff-1',
      NOW,
    );
    expect(await claimPromoUse(db, claimOf('order-1', { code: 'NOPE' }), NOW)).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
    expect(await claimPromoUse(db, claimOf('order-1', { code: '?' }), NOW)).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
    expect(await claimPromoUse(db, claimOf('order-1'), NOW - 1)).toMatchObject({
      ok: false,
      reason: 'not-yet',
    });
    expect(await claimPromoUse(db, claimOf('order-1'), NOW + 1_000)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    await setPromoCodeEnabled(db, 'LAUNCH', false, 'staff-1', NOW);
    expect(await claimPromoUse(db, claimOf('order-1'), NOW)).toMatchObject({
      ok: false,
      reason: 'disabled',
    });
    expect(await claimed()).toBe(0);
    expect(await promoUsesOf(db, 'order-1')).toBeUndefined();
  });
});

describe('the per-customer cap', () => {
  beforeEach(async () => {
    await createPromoCode(db, codeInput({ maxUsesPerCustomer: 1 }), 'staff-1', NOW);
  });

  it('matches a customer’s earlier use on the email, however it is written', async () => {
    await claimPromoUse(
      db,
      claimOf('order-1', { email: 'ada@example.com', phone: '+2348031234567' }),
      NOW,
    );
    expect(
      await claimPromoUse(
        db,
        claimOf('order-2', { email: '  ADA@example.com', phone: '+2348000000000' }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      reason: 'customer-used-up',
      message: 'You have already used this code as many times as it allows.',
    });
    expect(await claimed()).toBe(1);
  });

  it('matches on the phone, national or international', async () => {
    await claimPromoUse(
      db,
      claimOf('order-1', { email: 'ada@example.com', phone: '08031234567' }),
      NOW,
    );
    expect(
      await claimPromoUse(
        db,
        claimOf('order-2', { email: 'other@example.com', phone: '+234 803 123 4567' }),
        NOW,
      ),
    ).toMatchObject({ reason: 'customer-used-up' });
    expect(
      (
        await claimPromoUse(
          db,
          claimOf('order-3', { email: 'third@example.com', phone: '+234 803 123 4568' }),
          NOW,
        )
      ).ok,
    ).toBe(true);
  });

  it('counts only uses claimed or used, not one given back, nor the order’s own', async () => {
    await claimPromoUse(db, claimOf('order-1', { email: 'ada@example.com' }), NOW);
    expect(
      (await claimPromoUse(db, claimOf('order-1', { email: 'ada@example.com' }), NOW)).ok,
    ).toBe(true);
    await givePromoUseBack(db, 'order-1', 'declined', NOW);
    expect(
      (await claimPromoUse(db, claimOf('order-2', { email: 'ada@example.com' }), NOW)).ok,
    ).toBe(true);
    await markPromoUseUsed(db, 'order-2', NOW);
    expect(
      await claimPromoUse(db, claimOf('order-3', { email: 'ada@example.com' }), NOW),
    ).toMatchObject({ reason: 'customer-used-up' });
    expect(await promoUseCounts(db, 'launch', { email: 'ADA@example.com', phone: null })).toEqual({
      total: 1,
      customer: 1,
    });
    expect(
      await promoUseCounts(db, 'launch', {
        email: 'ada@example.com',
        phone: null,
        orderKey: 'order-2',
      }),
    ).toEqual({ total: 0, customer: 0 });
  });

  it('does not apply to a customer with neither email nor phone', async () => {
    await claimPromoUse(db, claimOf('order-1', { email: null }), NOW);
    expect((await claimPromoUse(db, claimOf('order-2', { email: '  ' }), NOW)).ok).toBe(true);
  });
});

describe('promoCustomerPhone', () => {
  it('keeps the international form, else the digits after a +', () => {
    expect(promoCustomerPhone('0803-123-4567')).toBe('+2348031234567');
    expect(promoCustomerPhone('+1 415 555 0123')).toBe('+14155550123');
    expect(promoCustomerPhone('12')).toBe('+12');
    expect(promoCustomerPhone('  ')).toBeNull();
    expect(promoCustomerPhone(null)).toBeNull();
  });
});

describe('giving back and marking used', () => {
  beforeEach(async () => {
    await createPromoCode(db, codeInput({ maxUses: 3 }), 'staff-1', NOW);
  });

  it('gives a claimed use back once, however often asked', async () => {
    await claimPromoUse(db, claimOf('order-1'), NOW);
    await claimPromoUse(db, claimOf('order-2'), NOW);
    expect(await givePromoUseBack(db, 'order-1', 'declined', NOW)).toBe(true);
    expect(await givePromoUseBack(db, 'order-1', 'declined', NOW)).toBe(false);
    expect(await claimed()).toBe(1);
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({
      status: 'returned',
      returnedReason: 'declined',
    });
    expect(await givePromoUseBack(db, 'no-order', 'declined', NOW)).toBe(false);
  });

  it('gives back at once for concurrent calls', async () => {
    await claimPromoUse(db, claimOf('order-1'), NOW);
    const results = await Promise.all([
      givePromoUseBack(db, 'order-1', 'declined', NOW),
      givePromoUseBack(db, 'order-1', 'lapsed', NOW),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimed()).toBe(0);
  });

  it('ends used and counted once when the purchase completes as its holds lapse', async () => {
    await claimPromoUse(db, claimOf('order-1'), NOW);
    const [, marked] = await Promise.all([
      givePromoUseBack(db, 'order-1', 'lapsed', NOW),
      markPromoUseUsed(db, 'order-1', NOW),
    ]);
    expect(marked).toBe(true);
    expect(await statusOf('order-1')).toBe('used');
    expect(await claimed()).toBe(1);
  });

  it('marks used once; a used use is not given back', async () => {
    await claimPromoUse(db, claimOf('order-1'), NOW);
    expect(await markPromoUseUsed(db, 'order-1', NOW + 1)).toBe(true);
    expect(await markPromoUseUsed(db, 'order-1', NOW + 2)).toBe(false);
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({ status: 'used', usedAt: NOW + 1 });
    expect(await givePromoUseBack(db, 'order-1', 'lapsed', NOW)).toBe(false);
    expect(await claimed()).toBe(1);
    expect(await markPromoUseUsed(db, 'no-order', NOW)).toBe(false);
  });

  it('takes a use given back meanwhile again, past the cap, for the purchase stands', async () => {
    await claimPromoUse(db, claimOf('order-1'), NOW);
    await givePromoUseBack(db, 'order-1', 'lapsed', NOW);
    for (const order of ['order-2', 'order-3', 'order-4'])
      await claimPromoUse(db, claimOf(order), NOW);
    expect(await markPromoUseUsed(db, 'order-1', NOW)).toBe(true);
    expect(await markPromoUseUsed(db, 'order-1', NOW)).toBe(false);
    expect(await claimed()).toBe(4);
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({
      status: 'used',
      returnedReason: null,
    });
  });

  it('keeps a bought order’s use as it was when it claims again', async () => {
    await claimPromoUse(db, claimOf('order-1'), NOW);
    await markPromoUseUsed(db, 'order-1', NOW);
    expect((await claimPromoUse(db, claimOf('order-1', { discountKobo: 5 }), NOW)).ok).toBe(true);
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({
      status: 'used',
      discountKobo: 1_000_00,
    });
    expect(await claimed()).toBe(1);
  });
});

describe('in step with the payment', () => {
  beforeEach(async () => {
    await createPromoCode(db, codeInput(), 'staff-1', NOW);
    await claimPromoUse(db, claimOf('order-1', { reference: 'pay-2' }), NOW);
  });

  const sync = (status: PaymentStatus, now = NOW, reference = 'pay-2') =>
    syncPromoUseWithPayment(db, { reference, order_key: 'order-1', status }, now);

  it('bought: used, once', async () => {
    expect(await sync('bought')).toBe('used');
    expect(await sync('bought')).toBeNull();
    expect(await statusOf('order-1')).toBe('used');
  });

  it.each([
    ['declined', 'declined'],
    ['refunding', 'refunded'],
    ['refunded', 'refunded'],
  ] as const)('%s: returned (%s), once', async (status, reason) => {
    expect(await sync(status)).toBe('returned');
    expect(await sync(status)).toBeNull();
    expect(await promoUsesOf(db, 'order-1')).toMatchObject({
      status: 'returned',
      returnedReason: reason,
    });
    expect(await claimed()).toBe(0);
  });

  it('pending or abandoned: returned only once the holds lapsed', async () => {
    expect(await sync('pending', NOW + HOLD_MS - 1)).toBeNull();
    expect(await sync('abandoned', NOW + HOLD_MS - 1)).toBeNull();
    expect(await statusOf('order-1')).toBe('claimed');
    expect(await sync('abandoned', NOW + HOLD_MS)).toBe('returned');
  });

  it('paid or buying: unchanged, even past the holds', async () => {
    expect(await sync('paid', NOW + HOLD_MS * 2)).toBeNull();
    expect(await sync('buying', NOW + HOLD_MS * 2)).toBeNull();
    expect(await statusOf('order-1')).toBe('claimed');
  });

  it('an earlier payment of the same order does not give back the use of the latest', async () => {
    expect(await sync('declined', NOW, 'pay-1')).toBeNull();
    expect(await sync('abandoned', NOW + HOLD_MS, 'pay-1')).toBeNull();
    expect(await statusOf('order-1')).toBe('claimed');
  });

  it('an order with no use: nothing', async () => {
    expect(
      await syncPromoUseWithPayment(
        db,
        { reference: 'x', order_key: 'none', status: 'declined' },
        NOW,
      ),
    ).toBeNull();
  });
});

describe('lapsed claims', () => {
  it('gives back the claims whose holds lapsed, not those paid or tendered meanwhile, once', async () => {
    await createPromoCode(db, codeInput(), 'staff-1', NOW);
    await claimPromoUse(db, claimOf('lapsed'), NOW);
    await claimPromoUse(db, claimOf('paid'), NOW);
    await claimPromoUse(db, claimOf('later', { expiresAt: NOW + 2 * HOLD_MS }), NOW);
    await db
      .insertInto('payments')
      .values({
        reference: 'paid',
        order_key: 'paid',
        provider: 'test',
        status: 'buying',
        amount_kobo: 9_000_00,
        currency: 'NGN',
        email: 'a@example.com',
        checkout: '{}',
        origin: 'https://shop.test',
        authorization_url: null,
        failure: null,
        created_at: NOW,
        updated_at: NOW,
        paid_at: NOW,
        settled_at: null,
      })
      .execute();
    await claimPromoUse(db, claimOf('pos-tendered', { channel: 'pos' }), NOW);
    await claimPromoUse(db, claimOf('pos-held', { channel: 'pos' }), NOW);
    const sale = {
      staff_id: 'staff-1',
      kind: 'event',
      title: 'Show',
      subtitle: null,
      lines: '[]',
      checkout: '{}',
      amount_kobo: 9_000_00,
      currency: 'NGN',
      tender: null,
      cash_received_kobo: null,
      change_kobo: null,
      tender_reference: null,
      failure: null,
      customer: null,
      created_at: NOW,
      updated_at: NOW,
      tendered_at: null,
      settled_at: null,
    } as const;
    await db
      .insertInto('sales')
      .values([
        { ...sale, reference: 'pos-tendered', status: 'tendered' },
        { ...sale, reference: 'pos-held', status: 'held' },
      ])
      .execute();
    expect(await returnLapsedPromoUses(db, NOW + HOLD_MS - 1)).toEqual([]);
    expect((await returnLapsedPromoUses(db, NOW + HOLD_MS)).sort()).toEqual(['lapsed', 'pos-held']);
    expect(await returnLapsedPromoUses(db, NOW + HOLD_MS)).toEqual([]);
    expect(await promoUsesOf(db, 'lapsed')).toMatchObject({
      status: 'returned',
      returnedReason: 'lapsed',
    });
    expect(await statusOf('paid')).toBe('claimed');
    expect(await statusOf('later')).toBe('claimed');
    expect(await statusOf('pos-tendered')).toBe('claimed');
    expect(await claimed()).toBe(3);
  });
});
