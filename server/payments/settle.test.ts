// Tests of the payment state machine: paid in time, paid after expiry (held again, or refunded), declined,
// abandoned, webhook before or after the return, duplicates, a service that stays down (looked up before any
// refund), a wrong amount.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseOutcome } from '@/server/ticketing/flows/purchase';
import type { ReserveOutcome } from '@/server/ticketing/flows/reserve';
import type { CheckoutState } from '@/server/session/checkout-state';
import { storefrontMetrics } from '@/server/metrics/registry';
import type { StoreDatabase } from '@/server/store-db/connect';
import { eventsOf, findPayment, openPayment } from './ledger';
import type { PaymentProvider, Verification } from './provider';
import {
  BUY_RETRY_WINDOW_MS,
  REFUND_REASONS,
  settlePayment,
  STALE_BUY_MS,
  type SettleDeps,
} from './settle';
import { sweepPayments, SWEEP_BATCH } from './sweep';
import { testCheckout } from './testing/checkout';
import { testStoreDatabase } from './testing/store';

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const checkout = testCheckout(REF);

const confirmed: PurchaseOutcome = { status: 'confirmed', merchantReference: REF, order: null };
const failed = (reason: 'expired' | 'unavailable' | 'rejected' | 'wallet'): PurchaseOutcome => ({
  status: 'failed',
  reason,
  message: reason,
});

let db: StoreDatabase;
let clock: number;
let verification: Verification;
let refunds: string[];

function provider(): PaymentProvider {
  return {
    name: 'test',
    initialize: async () => ({ authorizationUrl: 'http://pay.test/x' }),
    verify: async () => verification,
    refund: async (reference) => {
      refunds.push(reference);
      return { status: 'processed' };
    },
    verifyWebhook: () => true,
    parseWebhook: () => null,
    returnedReference: () => null,
  };
}

function deps(
  overrides: Partial<SettleDeps> = {},
): SettleDeps & { purchases: CheckoutState[]; confirmations: string[]; recorded: string[] } {
  const purchases: CheckoutState[] = [];
  const confirmations: string[] = [];
  const recorded: string[] = [];
  return {
    db,
    provider: provider(),
    purchase: async (c) => {
      purchases.push(c);
      return confirmed;
    },
    reserveAgain: async () => ({ ok: false, message: 'sold out' }),
    lookUp: async () => 'missing',
    recordTickets: async (reference) => void recorded.push(reference),
    confirmed: async (reference) => void confirmations.push(reference),
    now: () => clock,
    purchases,
    confirmations,
    recorded,
    ...overrides,
  };
}

beforeEach(async () => {
  db = await testStoreDatabase();
  clock = Date.parse('2026-11-23T12:00:00.000Z');
  verification = { status: 'success', amountKobo: 2_100_000, currency: 'NGN' };
  refunds = [];
  await openPayment(
    db,
    {
      reference: REF,
      provider: 'test',
      amountKobo: 2_100_000,
      email: 'ada@example.com',
      checkout,
      origin: 'http://shop.test',
    },
    clock,
  );
});

afterEach(() => db.destroy());

const statusOf = async () => (await findPayment(db, REF))!.status;

describe('settlePayment', () => {
  it('paid in time: verified, bought once with the stored checkout, and the customer told once', async () => {
    const d = deps();
    const counted = async () =>
      (await storefrontMetrics().purchases.get()).values.find((v) => v.labels.channel === 'online')
        ?.value ?? 0;
    const before = await counted();
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(d.purchases).toEqual([checkout]);
    expect(d.confirmations).toEqual([REF]);
    expect(await statusOf()).toBe('bought');
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(d.purchases).toHaveLength(1);
    expect((await eventsOf(db, REF)).map((e) => e.type)).toEqual(['verified', 'bought']);
    expect(await counted()).toBe(before + 1);
  });

  it('records the tickets once, before the confirmation email, when the order is bought', async () => {
    const order: string[] = [];
    const d = deps({
      recordTickets: async (reference) => void order.push(`tickets ${reference}`),
      confirmed: async (reference) => void order.push(`email ${reference}`),
    });
    await settlePayment(d, REF);
    await settlePayment(d, REF);
    expect(order).toEqual([`tickets ${REF}`, `email ${REF}`]);
  });

  it('stays bought, and still emails the customer, when the tickets cannot be recorded', async () => {
    const d = deps({
      recordTickets: async () => {
        throw new Error('ticketing down');
      },
    });
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(await statusOf()).toBe('bought');
    expect(d.confirmations).toEqual([REF]);
  });

  it('with `later` (the customer’s return), answers before the email is made; the email then goes once', async () => {
    const tasks: Array<() => Promise<void>> = [];
    const d = deps({ later: (task) => void tasks.push(task) });
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(d.recorded).toEqual([REF]);
    expect(d.confirmations).toEqual([]);
    expect(tasks).toHaveLength(1);
    await tasks[0]!();
    expect(d.confirmations).toEqual([REF]);
    // The webhook (no `later`) and another return after it: bought already, nothing sent or scheduled again.
    await expect(settlePayment(deps({ confirmed: d.confirmed }), REF)).resolves.toBe('bought');
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(tasks).toHaveLength(1);
    expect(d.confirmations).toEqual([REF]);
  });

  it('an email sent later that fails leaves the order bought and throws nothing after the response', async () => {
    const tasks: Array<() => Promise<void>> = [];
    const d = deps({
      later: (task) => void tasks.push(task),
      confirmed: async () => {
        throw new Error('smtp down');
      },
    });
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    await expect(tasks[0]!()).resolves.toBeUndefined();
    expect(await statusOf()).toBe('bought');
  });

  it('webhook and return at the same moment buy once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const purchases: CheckoutState[] = [];
    const d = deps({
      purchase: async (c) => {
        purchases.push(c);
        await gate;
        return confirmed;
      },
    });
    const both = Promise.all([settlePayment(d, REF), settlePayment(d, REF), settlePayment(d, REF)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const results = await both;
    expect(purchases).toHaveLength(1);
    expect(results).toContain('bought');
    expect(results.filter((r) => r === 'bought' || r === 'busy')).toHaveLength(3);
    expect(await statusOf()).toBe('bought');
  });

  it('not yet paid: stays pending and buys nothing', async () => {
    verification = { ...verification, status: 'pending' };
    const d = deps();
    await expect(settlePayment(d, REF)).resolves.toBe('pending');
    expect(d.purchases).toHaveLength(0);
    expect(await statusOf()).toBe('pending');
  });

  it('declined or abandoned: recorded, nothing bought or refunded', async () => {
    verification = { ...verification, status: 'failed' };
    const d = deps();
    await expect(settlePayment(d, REF)).resolves.toBe('declined');
    expect(d.purchases).toHaveLength(0);
    expect(refunds).toHaveLength(0);
    expect(await statusOf()).toBe('declined');
  });

  it('abandoned at the provider: recorded, nothing bought or refunded', async () => {
    verification = { ...verification, status: 'abandoned' };
    const d = deps();
    await expect(settlePayment(d, REF)).resolves.toBe('abandoned');
    expect(d.purchases).toHaveLength(0);
    expect(refunds).toHaveLength(0);
    expect(await statusOf()).toBe('abandoned');
  });

  it('an amount or currency other than the order is never bought, and refunded', async () => {
    verification = { ...verification, amountKobo: 100 };
    const d = deps();
    await expect(settlePayment(d, REF)).resolves.toBe('refunded');
    expect(d.purchases).toHaveLength(0);
    expect(refunds).toEqual([REF]);
    expect((await findPayment(db, REF))!.failure).toBe(REFUND_REASONS.amount);
  });

  it('paid after the holds expired: held again at once and bought under the same reference', async () => {
    const outcomes = [failed('expired'), confirmed];
    const again: ReserveOutcome = {
      ok: true,
      checkout: { ...checkout, holds: ['h2'], merchantReference: 'web-BBBBBBBBBBBBBBBBBBBBBB' },
    };
    const d = deps({
      purchase: async (c) => (d.purchases.push(c), outcomes.shift()!),
      reserveAgain: async () => again,
    });
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(d.purchases[1]).toMatchObject({ holds: ['h2'], merchantReference: REF });
    expect(refunds).toHaveLength(0);
    expect((await eventsOf(db, REF)).map((e) => e.type)).toContain('held_again');
  });

  it('paid after the holds expired and the tickets are gone: refunded in full, once', async () => {
    const d = deps({ purchase: async () => failed('expired') });
    await expect(settlePayment(d, REF)).resolves.toBe('refunded');
    await expect(settlePayment(d, REF)).resolves.toBe('refunded');
    expect(refunds).toEqual([REF]);
    const refund = await db
      .selectFrom('refunds')
      .selectAll()
      .where('reference', '=', REF)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ status: 'processed', reason: REFUND_REASONS.soldOut });
    expect(Number(refund.amount_kobo)).toBe(2_100_000);
  });

  it('ticketing down: retried later with the same reference, and refunded once the retry window has passed', async () => {
    const d = deps({ purchase: async (c) => (d.purchases.push(c), failed('unavailable')) });
    await expect(settlePayment(d, REF)).resolves.toBe('retrying');
    expect(await statusOf()).toBe('paid');
    clock += 60_000;
    await expect(sweepPayments(d)).resolves.toBe(1);
    expect(d.purchases.map((c) => c.merchantReference)).toEqual([REF, REF]);
    clock += BUY_RETRY_WINDOW_MS;
    await sweepPayments(d);
    expect(await statusOf()).toBe('refunded');
    expect(refunds).toEqual([REF]);
  });

  describe('a buy whose outcome is unknown when the retry window has passed', () => {
    const down = () => deps({ purchase: async () => failed('unavailable') });

    it('is looked up at the service first: found there, it is bought and the customer told, never refunded', async () => {
      const d = { ...down(), lookUp: async () => 'found' as const };
      await expect(settlePayment(d, REF)).resolves.toBe('retrying');
      clock += BUY_RETRY_WINDOW_MS + 1;
      await expect(settlePayment(d, REF)).resolves.toBe('bought');
      expect(refunds).toEqual([]);
      expect(d.confirmations).toEqual([REF]);
      expect(await statusOf()).toBe('bought');
    });

    it('is kept and tried again while the service cannot say whether it was bought', async () => {
      const d = { ...down(), lookUp: async () => 'unreachable' as const };
      await settlePayment(d, REF);
      clock += BUY_RETRY_WINDOW_MS + 1;
      await expect(settlePayment(d, REF)).resolves.toBe('retrying');
      expect(refunds).toEqual([]);
      expect(await statusOf()).toBe('paid');
    });

    it('is refunded once the service says nothing was bought under its reference', async () => {
      const looked: string[] = [];
      const d = {
        ...down(),
        lookUp: async (reference: string) => (looked.push(reference), 'missing' as const),
      };
      await settlePayment(d, REF);
      clock += BUY_RETRY_WINDOW_MS + 1;
      await expect(settlePayment(d, REF)).resolves.toBe('refunded');
      expect(looked).toEqual([REF]);
      expect(refunds).toEqual([REF]);
    });
  });

  it('a rejected order found at the service after all (an earlier reply lost) is bought, not refunded', async () => {
    const d = deps({ purchase: async () => failed('rejected'), lookUp: async () => 'found' });
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(refunds).toEqual([]);
  });

  it('a rejected order is refunded at once', async () => {
    const d = deps({ purchase: async () => failed('rejected') });
    await expect(settlePayment(d, REF)).resolves.toBe('refunded');
  });

  it('a buy whose worker died is taken over only once it is stale', async () => {
    await db
      .updateTable('payments')
      .set({ status: 'buying', updated_at: clock })
      .where('reference', '=', REF)
      .execute();
    const d = deps();
    await expect(settlePayment(d, REF)).resolves.toBe('busy');
    expect(d.purchases).toHaveLength(0);
    clock += STALE_BUY_MS + 1;
    await expect(settlePayment(d, REF)).resolves.toBe('bought');
    expect(d.purchases).toHaveLength(1);
  });

  it('payments left open at the provider take their turn, so a newer one paid meanwhile is bought by the next sweeps', async () => {
    const open = Array.from(
      { length: SWEEP_BATCH },
      (_, i) => `web-OPEN${String(i).padStart(18, '0')}`,
    );
    for (const reference of open) {
      await openPayment(
        db,
        {
          reference,
          provider: 'test',
          amountKobo: 2_100_000,
          email: 'ada@example.com',
          checkout,
          origin: 'http://shop.test',
        },
        clock - 60_000,
      );
    }
    const checked: string[] = [];
    const d = deps({
      provider: {
        ...provider(),
        verify: async (reference) => {
          checked.push(reference);
          return reference === REF ? verification : { ...verification, status: 'pending' };
        },
      },
    });
    clock += 20_000;
    await sweepPayments(d);
    expect(checked).not.toContain(REF);
    clock += 5_000;
    await sweepPayments(d);
    expect(checked).toContain(REF);
    expect(await statusOf()).toBe('bought');
    expect(d.purchases).toEqual([checkout]);
  });

  it('an unknown reference is unknown', async () => {
    await expect(settlePayment(deps(), 'web-unknown')).resolves.toBe('unknown');
  });

  it('a refund the provider fails is sent again by the sweeper', async () => {
    let attempts = 0;
    const flaky = {
      ...provider(),
      refund: async () =>
        ++attempts === 1 ? Promise.reject(new Error('down')) : { status: 'processed' as const },
    };
    const d = deps({ provider: flaky, purchase: async () => failed('rejected') });
    await expect(settlePayment(d, REF)).resolves.toBe('refunding');
    await sweepPayments(d);
    expect(attempts).toBe(2);
    expect(await statusOf()).toBe('refunded');
  });
});
