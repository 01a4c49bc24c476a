// Payments Paystack reports as abandoned and the customer pays later: the Paystack provider against a
// Paystack-compatible server, settling, the sweeper and the webhook route together, with ticketing faked.
// Whatever the order of events: nothing bought twice, nothing charged twice, nothing left paid and not sold.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PurchaseOutcome } from '@/server/ticketing/flows/purchase';
import type { ReserveOutcome } from '@/server/ticketing/flows/reserve';
import { captureLog } from '@/server/test-support/log-lines';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import { findPayment, openPayment } from './ledger';
import { paystackProvider } from './paystack';
import { REFUND_REASONS, type SettleDeps } from './settle';
import { sweepPayments } from './sweep';
import { startPaystackServer, type PaystackServer } from './testing/paystack-server';
import { testStoreDatabase } from './testing/store';

const SECRET = 'sk_test_late0123456789abcdef0123';
const state = vi.hoisted(() => ({ deps: undefined as unknown as SettleDeps }));

vi.mock('@/server/payments/service', async () => {
  const { settlePayment } = await import('./settle');
  return {
    paymentsDatabase: async () => state.deps.db,
    paymentProvider: () => state.deps.provider,
    settle: (reference: string) => settlePayment(state.deps, reference),
    settleDeps: async () => state.deps,
  };
});

const { POST: webhook } = await import('@/app/api/webhooks/payments/route');

const A = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const B = 'web-BBBBBBBBBBBBBBBBBBBBBB';
const AMOUNT = 2_100_000;
const checkout = eventCheckout({ holds: ['h1'], merchantReference: A });
/** The customer came back from an unfinished payment and pays again for the same holds under a new reference. */
const retry: CheckoutState = { ...checkout, merchantReference: B, orderKey: A };

/** The inventory service as settling sees it: a hold is bought once, orders are kept by merchant reference. */
function fakeTicketing(stock: number) {
  const live = new Set(['h1']);
  const orders = new Map<string, string[]>();
  let left = stock;
  const confirmed = (merchantReference: string): PurchaseOutcome => ({
    status: 'confirmed',
    merchantReference,
    order: null,
  });
  return {
    orders,
    /** The holds lapse (the customer took longer than the hold's life to pay). */
    expire: () => live.clear(),
    async purchase(c: CheckoutState): Promise<PurchaseOutcome> {
      if (orders.has(c.merchantReference)) return confirmed(c.merchantReference);
      if (!c.holds.every((hold) => live.has(hold)))
        return { status: 'failed', reason: 'expired', message: 'expired' };
      for (const hold of c.holds) live.delete(hold);
      orders.set(c.merchantReference, c.holds);
      return confirmed(c.merchantReference);
    },
    async reserveAgain(c: CheckoutState): Promise<ReserveOutcome> {
      if (left === 0) return { ok: false, message: 'Sold out' };
      const hold = `h-again-${left--}`;
      live.add(hold);
      return {
        ok: true,
        checkout: { ...c, holds: [hold], merchantReference: 'web-NEWNEWNEWNEWNEWNEWNEWN' },
      };
    },
    lookUp: async (reference: string) =>
      orders.has(reference) ? ('found' as const) : ('missing' as const),
  };
}

let api: PaystackServer;
let db: StoreDatabase;
let clock: number;
let ticketing: ReturnType<typeof fakeTicketing>;
let confirmations: string[];

beforeAll(async () => {
  api = await startPaystackServer(SECRET);
});
afterAll(() => api.close());

function useDeps(stock = 10) {
  ticketing = fakeTicketing(stock);
  state.deps = {
    db,
    provider: paystackProvider(SECRET, api.url),
    purchase: ticketing.purchase,
    reserveAgain: ticketing.reserveAgain,
    lookUp: ticketing.lookUp,
    recordTickets: async () => {},
    confirmed: async (reference) => void confirmations.push(reference),
    now: () => clock,
  };
}

beforeEach(async () => {
  db = await testStoreDatabase();
  clock = Date.parse('2026-11-23T12:00:00.000Z');
  confirmations = [];
  api.transactions.clear();
  api.seen.length = 0;
  api.outage.on = false;
  useDeps();
  captureLog();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.destroy();
});

/** What the checkout's Pay does: the payment recorded under the checkout's reference, then started at Paystack. */
async function begin(c: CheckoutState) {
  await openPayment(
    db,
    {
      reference: c.merchantReference,
      provider: 'paystack',
      amountKobo: AMOUNT,
      email: c.contact.email,
      checkout: c,
      origin: 'http://shop.test',
    },
    clock,
  );
  await state.deps.provider.initialize({
    reference: c.merchantReference,
    amountKobo: AMOUNT,
    currency: 'NGN',
    email: c.contact.email,
    callbackUrl: 'http://shop.test/checkout/return',
    description: c.title,
    metadata: {},
  });
}

const statusOf = async (reference: string) => (await findPayment(db, reference))!.status;
const verifications = () =>
  api.seen.filter((call) => call.url.startsWith('/transaction/verify/')).length;
const refundsAsked = () =>
  api.seen
    .filter((call) => call.url === '/refund')
    .map((call) => (call.body as { transaction: string }).transaction);
const sweepAt = async (ms: number) => {
  clock += ms;
  await sweepPayments(state.deps);
};

describe('a payment Paystack reports as abandoned', () => {
  it('is awaited, not dropped: paid five minutes later, the sweeper buys it and the customer is told', async () => {
    await begin(checkout);
    await sweepAt(20_000);
    expect(await statusOf(A)).toBe('abandoned');
    api.pay(A);
    await sweepAt(5 * 60_000);
    expect(await statusOf(A)).toBe('bought');
    expect([...ticketing.orders.keys()]).toEqual([A]);
    expect(confirmations).toEqual([A]);
  });

  it('is checked less often as it ages, and no longer by the sweeper after a day', async () => {
    await begin(checkout);
    const checkedAt = async (ms: number) => {
      const before = verifications();
      await sweepAt(ms);
      return verifications() - before;
    };
    expect(await checkedAt(20_000)).toBe(1);
    expect(await checkedAt(5_000)).toBe(0);
    expect(await checkedAt(15_000)).toBe(1);
    // Half an hour in: every two minutes.
    expect(await checkedAt(30 * 60_000)).toBe(1);
    expect(await checkedAt(60_000)).toBe(0);
    expect(await checkedAt(61_000)).toBe(1);
    // Three hours in: every quarter of an hour.
    expect(await checkedAt(3 * 3600_000)).toBe(1);
    expect(await checkedAt(5 * 60_000)).toBe(0);
    expect(await checkedAt(11 * 60_000)).toBe(1);
    expect(await checkedAt(21 * 3600_000)).toBe(0);
    expect(await checkedAt(3600_000)).toBe(0);
    expect(await statusOf(A)).toBe('abandoned');
  });

  it('paid a day later, after the sweeper stopped looking: the signed charge.success is verified and bought', async () => {
    await begin(checkout);
    await sweepAt(20_000);
    await sweepAt(25 * 3600_000);
    api.pay(A);
    const response = await api.sendChargeSuccess(A, webhook);
    expect(response.status).toBe(200);
    expect(await statusOf(A)).toBe('bought');
    expect(confirmations).toEqual([A]);
  });

  /** Started, found abandoned by the sweeper, then paid once the holds had lapsed; Paystack tells the shop. */
  async function paidAfterTheHoldsLapsed() {
    await begin(checkout);
    await sweepAt(20_000);
    ticketing.expire();
    api.pay(A);
    await api.sendChargeSuccess(A, webhook);
  }

  it('paid after the holds lapsed: held again and bought under its own reference', async () => {
    await paidAfterTheHoldsLapsed();
    expect(await statusOf(A)).toBe('bought');
    expect(ticketing.orders.get(A)).toEqual(['h-again-10']);
    expect(refundsAsked()).toEqual([]);
  });

  it('paid after the holds lapsed and the tickets are gone: refunded in full, and done once Paystack confirms', async () => {
    useDeps(0);
    await paidAfterTheHoldsLapsed();
    expect(await statusOf(A)).toBe('refunding');
    expect((await findPayment(db, A))!.failure).toBe(REFUND_REASONS.soldOut);
    expect(refundsAsked()).toEqual([A]);
    await api.sendRefundProcessed(A, webhook);
    expect(await statusOf(A)).toBe('refunded');
    expect(ticketing.orders.size).toBe(0);
  });

  it('declined, then paid after all: the success is verified and honoured', async () => {
    await begin(checkout);
    api.decline(A);
    await sweepAt(20_000);
    expect(await statusOf(A)).toBe('declined');
    api.pay(A);
    expect((await api.sendChargeSuccess(A, webhook)).status).toBe(200);
    expect(await statusOf(A)).toBe('bought');
  });
});

describe('two payments of one order (a retry under a new reference for the same holds)', () => {
  /** The first payment found abandoned, and the customer back at the checkout paying again. */
  async function abandonedThenRetried() {
    await begin(checkout);
    await sweepAt(20_000);
    await begin(retry);
  }

  /** The customer pays, and Paystack tells the shop. */
  function pays(reference: string) {
    api.pay(reference);
    return api.sendChargeSuccess(reference, webhook);
  }

  it('the first paid late, after the retry was bought: the first is refunded, the order bought once', async () => {
    await abandonedThenRetried();
    await pays(B);
    expect(await statusOf(B)).toBe('bought');
    api.pay(A);
    await sweepAt(10 * 60_000);
    expect(await statusOf(A)).toBe('refunding');
    expect((await findPayment(db, A))!.failure).toBe(REFUND_REASONS.paidTwice);
    expect(refundsAsked()).toEqual([A]);
    expect([...ticketing.orders.keys()]).toEqual([B]);
    expect(confirmations).toEqual([B]);
  });

  it('the first paid late and bought before the retry is paid: the retry is refunded', async () => {
    await abandonedThenRetried();
    await pays(A);
    await pays(B);
    expect([await statusOf(A), await statusOf(B)]).toEqual(['bought', 'refunding']);
    expect([...ticketing.orders.keys()]).toEqual([A]);
    expect(refundsAsked()).toEqual([B]);
  });

  it('both paid at the same moment, the webhooks arriving together: one bought, the other refunded', async () => {
    await begin(checkout);
    await begin(retry);
    api.pay(A);
    api.pay(B);
    await Promise.all([
      api.sendChargeSuccess(A, webhook),
      api.sendChargeSuccess(B, webhook),
      sweepAt(20_000),
    ]);
    await sweepAt(5_000);
    const statuses = [await statusOf(A), await statusOf(B)].sort();
    expect(statuses).toEqual(['bought', 'refunding']);
    expect(ticketing.orders.size).toBe(1);
    expect(refundsAsked()).toHaveLength(1);
    expect(confirmations).toHaveLength(1);
  });
});

describe('the charge.success webhook', () => {
  it('delivered twice, late and at once, buys once and tells the customer once', async () => {
    await begin(checkout);
    await sweepAt(20_000);
    api.pay(A);
    await Promise.all([api.sendChargeSuccess(A, webhook), api.sendChargeSuccess(A, webhook)]);
    await api.sendChargeSuccess(A, webhook);
    expect(await statusOf(A)).toBe('bought');
    expect(ticketing.orders.size).toBe(1);
    expect(confirmations).toEqual([A]);
  });

  it('that Paystack cannot confirm yet is answered 503, so its next delivery is honoured', async () => {
    await begin(checkout);
    api.pay(A);
    api.outage.on = true;
    expect((await api.sendChargeSuccess(A, webhook)).status).toBe(503);
    expect(await statusOf(A)).toBe('pending');
    api.outage.on = false;
    expect((await api.sendChargeSuccess(A, webhook)).status).toBe(200);
    expect(await statusOf(A)).toBe('bought');
  });
});
