// Tests of a paid basket: every part bought under its own reference, a part that cannot be had refunded alone (or
// the whole order, when the merchant says all or nothing), and a retry that never buys a part twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketReference, partReference } from '@/lib/basket/part-reference';
import type { BasketCheckout } from '@/server/basket/state';
import type { CheckoutState } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PurchaseOutcome } from '@/server/ticketing/flows/purchase';
import { findPayment, openPayment } from './ledger';
import type { PaymentProvider } from './provider';
import { settlePayment, type SettleDeps } from './settle';
import { PART_FAILURES } from './buy-parts';
import { testCheckout } from './testing/checkout';
import { testStoreDatabase } from './testing/store';

const REF = basketReference('web-BBBBBBBBBBBBBBBBBBBBBB');
const EXPIRES = '2026-11-23T12:03:00.000Z';

/** A concert (2 × ₦10,500), a coach there (₦8,000), a coach back (₦8,000) and a night in a hotel (₦30,000). */
function basket(): BasketCheckout {
  const concert = testCheckout(partReference(REF, 0));
  const coach = (index: number, scheduleId: number): CheckoutState => ({
    ...testCheckout(partReference(REF, index)),
    selection: {
      kind: 'bus',
      scheduleId,
      scheduleType: 'random',
      routeId: 1,
      busId: 2,
      departureDate: '2026-11-28',
    },
    title: index === 1 ? 'Abuja → Lagos' : 'Lagos → Abuja',
    lines: [{ id: String(scheduleId), title: 'Seat on the coach', quantity: 1, unitPrice: 8000 }],
    holds: [`h${index}`],
  });
  const hotel: CheckoutState = {
    ...testCheckout(partReference(REF, 3)),
    selection: {
      kind: 'hotel',
      hotelId: 1,
      roomId: 2,
      checkin: '2026-11-28',
      checkout: '2026-11-29',
      guests: 2,
    },
    title: 'Eko Suites',
    lines: [{ id: '2', title: 'Double room', quantity: 1, unitPrice: 30000 }],
    holds: ['h3'],
  };
  return {
    merchantReference: REF,
    channel: 'web',
    contact: concert.contact,
    expiresAt: EXPIRES,
    clockOffsetMs: 0,
    parts: [concert, coach(1, 11), coach(2, 12), hotel],
  };
}

const TOTAL_KOBO = (21_000 + 8_000 + 8_000 + 30_000) * 100;

let db: StoreDatabase;
let clock: number;
let refunds: { reference: string; amountKobo: number | undefined }[];

function provider(): PaymentProvider {
  return {
    name: 'test',
    initialize: async () => ({ authorizationUrl: 'http://pay.test/x' }),
    verify: async () => ({ status: 'success', amountKobo: TOTAL_KOBO, currency: 'NGN' }),
    refund: async (reference, amountKobo) => {
      refunds.push({ reference, amountKobo });
      return { status: 'processed' };
    },
    verifyWebhook: () => true,
    parseWebhook: () => null,
    returnedReference: () => null,
  };
}

/** Deps whose purchase answers per part reference (`outcomes`), confirmed by default; every purchase is counted. */
function deps(
  outcomes: Record<string, PurchaseOutcome['status'] | 'expired' | 'unavailable'> = {},
  overrides: Partial<SettleDeps> = {},
) {
  const purchases: string[] = [];
  const recorded: string[] = [];
  const confirmations: string[] = [];
  const d: SettleDeps = {
    db,
    provider: provider(),
    purchase: async (part) => {
      purchases.push(part.merchantReference);
      const outcome = outcomes[part.merchantReference] ?? 'confirmed';
      if (outcome === 'confirmed')
        return { status: 'confirmed', merchantReference: part.merchantReference, order: null };
      return {
        status: 'failed',
        reason: outcome === 'failed' ? 'rejected' : outcome,
        message: String(outcome),
      };
    },
    reserveAgain: async () => ({ ok: false, message: 'sold out' }),
    lookUp: async () => 'missing',
    recordTickets: async (reference) => void recorded.push(reference),
    confirmed: async (reference) => void confirmations.push(reference),
    now: () => clock,
    ...overrides,
  };
  return { d, purchases, recorded, confirmations };
}

const stored = async () => JSON.parse((await findPayment(db, REF))!.checkout) as BasketCheckout;

beforeEach(async () => {
  db = await testStoreDatabase();
  clock = Date.parse('2026-11-23T12:00:00.000Z');
  refunds = [];
  await openPayment(
    db,
    {
      reference: REF,
      provider: 'test',
      amountKobo: TOTAL_KOBO,
      email: 'ada@example.com',
      checkout: basket(),
      origin: 'http://shop.test',
    },
    clock,
  );
});

afterEach(() => db.destroy());

describe('a paid basket', () => {
  it('buys every part under its own reference, records each part’s tickets and sends one confirmation', async () => {
    const { d, purchases, recorded, confirmations } = deps();
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    const parts = [0, 1, 2, 3].map((i) => partReference(REF, i));
    expect(purchases).toEqual(parts);
    expect(recorded).toEqual(parts);
    expect(confirmations).toEqual([REF]);
    expect((await stored()).parts.map((part) => part.outcome)).toEqual([
      'bought',
      'bought',
      'bought',
      'bought',
    ]);
    expect(refunds).toEqual([]);
    // Settled again (the webhook after the return): nothing bought twice.
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(purchases).toHaveLength(4);
  });

  it('refunds a part sold out after payment alone, for its amount, and keeps the rest', async () => {
    const hotel = partReference(REF, 3);
    const { d, recorded } = deps({ [hotel]: 'expired' });
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(refunds).toEqual([{ reference: REF, amountKobo: 30_000 * 100 }]);
    expect(recorded).toEqual([0, 1, 2].map((i) => partReference(REF, i)));
    const after = await stored();
    expect(after.parts[3]).toMatchObject({ outcome: 'failed', failure: PART_FAILURES.expired });
    const refund = await db
      .selectFrom('refunds')
      .selectAll()
      .where('reference', '=', REF)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ amount_kobo: 30_000 * 100, status: 'processed' });
    expect(refund.reason).toContain('Eko Suites');
    expect((await findPayment(db, REF))!.status).toBe('bought');
  });

  it('counts a part the service recorded despite a failed reply as bought (looked up before any refund)', async () => {
    const back = partReference(REF, 2);
    const { d } = deps(
      { [back]: 'expired' },
      { lookUp: async (reference) => (reference === back ? 'found' : 'missing') },
    );
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(refunds).toEqual([]);
    expect((await stored()).parts[2]!.outcome).toBe('bought');
  });

  it('carries on after ticketing was down, without buying a bought part again', async () => {
    const back = partReference(REF, 2);
    const first = deps({ [back]: 'unavailable' });
    await expect(settlePayment(first.d, REF)).resolves.toBe('retrying');
    expect(first.purchases).toEqual([0, 1, 2].map((i) => partReference(REF, i)));
    const second = deps();
    await expect(settlePayment(second.d, REF)).resolves.toBe('bought');
    expect(second.purchases).toEqual([partReference(REF, 2), partReference(REF, 3)]);
  });

  it('refunds everything when nothing could be bought', async () => {
    const all = Object.fromEntries(
      [0, 1, 2, 3].map((i) => [partReference(REF, i), 'expired' as const]),
    );
    const { d, confirmations } = deps(all);
    await expect(settlePayment(d, REF)).resolves.toBe('refunded');
    expect(refunds).toEqual([{ reference: REF, amountKobo: undefined }]);
    expect(confirmations).toEqual([]);
  });

  it('all or nothing: a part gone before anything was bought refunds the whole order and buys nothing more', async () => {
    const concert = partReference(REF, 0);
    const { d, purchases } = deps({ [concert]: 'expired' }, { basketFailedPart: 'refund-all' });
    await expect(settlePayment(d, REF)).resolves.toBe('refunded');
    expect(purchases).toEqual([concert]);
    expect(refunds).toEqual([{ reference: REF, amountKobo: undefined }]);
    expect((await stored()).parts.map((part) => part.outcome)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
  });

  it('all or nothing: lapsed holds are held again before buying; one that cannot be refunds all, nothing bought', async () => {
    clock = Date.parse(EXPIRES) + 1_000;
    const { d, purchases } = deps({}, { basketFailedPart: 'refund-all' });
    await expect(settlePayment(d, REF)).resolves.toBe('refunded');
    expect(purchases).toEqual([]);
    expect(refunds).toEqual([{ reference: REF, amountKobo: undefined }]);
  });
});
