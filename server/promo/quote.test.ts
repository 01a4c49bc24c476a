// A code quoted from the database: its rules, and its caps counted from the uses of other orders and this customer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { createPromoCode } from './codes';
import { quotePromoCode } from './quote';
import { claimOf, codeInput, NOW } from './test-support';
import { claimPromoUse } from './uses';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

const order = {
  selection: { kind: 'event', eventId: '11111111-1111-4111-8111-111111111111' } as const,
  lines: [{ id: 'vip', quantity: 2, unitKobo: 5_000_00 }],
};
const ada = { email: 'ada@example.com', phone: null };

describe('quotePromoCode', () => {
  it('quotes a known code, however it is typed', async () => {
    await createPromoCode(db, codeInput(), 'staff-1', NOW);
    expect(await quotePromoCode(db, ' launch', order, ada, NOW)).toMatchObject({
      ok: true,
      code: 'LAUNCH',
      beforeKobo: 10_000_00,
      discountKobo: 1_000_00,
      afterKobo: 9_000_00,
    });
    expect(await quotePromoCode(db, 'nope', order, ada, NOW)).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
  });

  it('refuses a code used up by other orders, or by this customer, but not for the order that holds the use', async () => {
    await createPromoCode(db, codeInput({ maxUses: 1 }), 'staff-1', NOW);
    await createPromoCode(db, codeInput({ code: 'ONCE', maxUsesPerCustomer: 1 }), 'staff-1', NOW);
    await claimPromoUse(db, claimOf('order-1', { email: 'ada@example.com' }), NOW);
    await claimPromoUse(db, claimOf('order-1b', { code: 'ONCE', email: 'ada@example.com' }), NOW);
    expect(
      await quotePromoCode(db, 'LAUNCH', order, { email: 'bo@example.com', phone: null }, NOW),
    ).toMatchObject({ ok: false, reason: 'used-up' });
    expect(
      (await quotePromoCode(db, 'LAUNCH', order, { ...ada, orderKey: 'order-1' }, NOW)).ok,
    ).toBe(true);
    expect(
      await quotePromoCode(db, 'ONCE', order, { email: 'ADA@example.com', phone: null }, NOW),
    ).toMatchObject({ ok: false, reason: 'customer-used-up' });
    expect(
      (await quotePromoCode(db, 'ONCE', order, { email: 'bo@example.com', phone: null }, NOW)).ok,
    ).toBe(true);
  });
});
