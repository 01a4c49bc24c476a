// Tests of a promo code's use following its payment through settling and the sweeper: used once bought, given back
// when declined, refunded or left unpaid past the holds, and counted once when the return, the webhook and the
// sweeper settle the same payment at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreDatabase } from '@/server/store-db/connect';
import { createPromoCode, findPromoCode } from '@/server/promo/codes';
import { claimPromoUse, givePromoUseBack, promoUsesOf } from '@/server/promo/uses';
import { findPayment, openPayment } from './ledger';
import type { PaymentProvider, Verification } from './provider';
import { settlePayment, type SettleDeps } from './settle';
import { sweepPayments } from './sweep';
import { testCheckout } from './testing/checkout';
import { testStoreDatabase } from './testing/store';

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
/** Another order holding a use of the same code, so a use given back twice would show in the counter. */
const OTHER = 'web-OOOOOOOOOOOOOOOOOOOOOO';
const CODE = 'LAUNCH';
const T0 = Date.parse('2026-11-23T12:00:00.000Z');
/** testCheckout's holds lapse at 12:03. */
const HOLDS_LAPSE = Date.parse('2026-11-23T12:03:00.000Z');
const PROMO = {
  code: CODE,
  campaign: null,
  beforeKobo: 2_100_000,
  discountKobo: 420_000,
  afterKobo: 1_680_000,
};

let db: StoreDatabase;
let clock: number;
let verification: Verification;

function deps(overrides: Partial<SettleDeps> = {}): SettleDeps {
  const provider: PaymentProvider = {
    name: 'test',
    initialize: async () => ({ authorizationUrl: 'http://pay.test/x' }),
    verify: async () => verification,
    refund: async () => ({ status: 'processed' }),
    verifyWebhook: () => true,
    parseWebhook: () => null,
    returnedReference: () => null,
  };
  return {
    db,
    provider,
    purchase: async () => ({ status: 'confirmed', merchantReference: REF, order: null }),
    reserveAgain: async () => ({ ok: false, message: 'sold out' }),
    lookUp: async () => 'missing',
    recordTickets: async () => undefined,
    confirmed: async () => undefined,
    now: () => clock,
    ...overrides,
  };
}

const claim = (orderKey: string, expiresAt = HOLDS_LAPSE) =>
  claimPromoUse(
    db,
    {
      code: CODE,
      orderKey,
      reference: orderKey,
      channel: 'web',
      email: `${orderKey}@example.com`,
      phone: null,
      tickets: 2,
      grossKobo: 2_100_000,
      discountKobo: 420_000,
      expiresAt,
    },
    T0,
  );

/** A payment of `amountKobo` under REF, made with the code (as Pay opens it) unless `promo` is null. */
const pay = (amountKobo = PROMO.afterKobo, promo: typeof PROMO | null = PROMO) =>
  openPayment(
    db,
    {
      reference: REF,
      provider: 'test',
      amountKobo,
      email: 'ada@example.com',
      checkout: { ...testCheckout(REF), ...(promo && { promoCode: CODE, promo }) },
      origin: 'http://shop.test',
    },
    T0,
  );

const useStatus = async () => (await promoUsesOf(db, REF))?.status;
const claimed = async () => (await findPromoCode(db, CODE))!.claimed;

beforeEach(async () => {
  db = await testStoreDatabase();
  clock = T0 + 60_000;
  verification = { status: 'success', amountKobo: PROMO.afterKobo, currency: 'NGN' };
  await createPromoCode(
    db,
    { code: CODE, discount: { kind: 'percent', percent: 20 }, scope: { type: 'shop' }, maxUses: 5 },
    'test',
    T0,
  );
  await claim(OTHER, HOLDS_LAPSE + 3_600_000);
  await claim(REF);
  await pay();
});

afterEach(() => db.destroy());

describe('a promo code’s use follows its payment', () => {
  it('bought: the use is used, and counted once', async () => {
    await expect(settlePayment(deps(), REF)).resolves.toBe('bought');
    expect(await useStatus()).toBe('used');
    expect(await claimed()).toBe(2);
  });

  it('declined: the use goes back; a success the provider reports later takes it again, for the purchase stands', async () => {
    verification = { ...verification, status: 'failed' };
    await expect(settlePayment(deps(), REF)).resolves.toBe('declined');
    expect(await useStatus()).toBe('returned');
    expect(await claimed()).toBe(1);
    verification = { ...verification, status: 'success' };
    await expect(settlePayment(deps(), REF)).resolves.toBe('bought');
    expect(await useStatus()).toBe('used');
    expect(await claimed()).toBe(2);
  });

  it('refunded (the amount paid is not the discounted total): the use goes back', async () => {
    verification = { ...verification, amountKobo: PROMO.beforeKobo };
    await expect(settlePayment(deps(), REF)).resolves.toBe('refunded');
    expect(await useStatus()).toBe('returned');
    expect(await claimed()).toBe(1);
  });

  it('left unpaid past its holds: the sweeper gives the use back; before then it stays claimed', async () => {
    verification = { ...verification, status: 'abandoned' };
    await sweepPayments(deps());
    expect(await useStatus()).toBe('claimed');
    clock = HOLDS_LAPSE + 60_000;
    await sweepPayments(deps());
    expect(await useStatus()).toBe('returned');
    expect(await claimed()).toBe(1);
  });

  it('a paid payment whose holds lapsed keeps its use through the sweep, and it is used once bought', async () => {
    verification = { ...verification, status: 'success' };
    clock = HOLDS_LAPSE + 60_000;
    await sweepPayments(deps());
    expect(await useStatus()).toBe('used');
    expect(await claimed()).toBe(2);
  });

  it('the return, the webhook and the sweeper at once: bought once, used once, nothing counted twice', async () => {
    const d = deps();
    await Promise.all([settlePayment(d, REF), settlePayment(d, REF), sweepPayments(d)]);
    expect((await findPayment(db, REF))!.status).toBe('bought');
    expect(await useStatus()).toBe('used');
    expect(await claimed()).toBe(2);
  });

  it('declined, reported by all three at once: given back once (the other order’s use still counted)', async () => {
    verification = { ...verification, status: 'failed' };
    const d = deps();
    await Promise.all([settlePayment(d, REF), settlePayment(d, REF), sweepPayments(d)]);
    expect(await useStatus()).toBe('returned');
    expect(await claimed()).toBe(1);
  });

  it('a payment made without the code (removed before paying again) never marks the order’s use used', async () => {
    await db.deleteFrom('payments').execute();
    await givePromoUseBack(db, REF, 'removed', T0);
    await pay(PROMO.beforeKobo, null);
    verification = { ...verification, amountKobo: PROMO.beforeKobo };
    await expect(settlePayment(deps(), REF)).resolves.toBe('bought');
    expect(await useStatus()).toBe('returned');
    expect(await claimed()).toBe(1);
  });

  it('held again after the holds lapsed: the payment keeps its code and amounts, and the use is used', async () => {
    const d = deps({
      purchase: async (checkout) =>
        checkout.holds[0] === 'h2'
          ? { status: 'confirmed', merchantReference: REF, order: null }
          : { status: 'failed', reason: 'expired', message: 'expired' },
      reserveAgain: async (checkout) => ({ ok: true, checkout: { ...checkout, holds: ['h2'] } }),
    });
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    // Kept as an order of one part, with the payment's code beside it.
    expect(JSON.parse((await findPayment(db, REF))!.checkout)).toMatchObject({
      parts: [{ holds: ['h2'] }],
      promo: PROMO,
    });
    expect(await useStatus()).toBe('used');
  });
});
