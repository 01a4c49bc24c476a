// Tests of the customer's return from the payment provider: a retry keeps the order it belongs to, and the
// first payment of that order paid late ends the retry and shows its order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPayment } from '@/server/payments/ledger';
import type { SettleResult } from '@/server/payments/settle';
import { testStoreDatabase } from '@/server/payments/testing/store';
import { sessionCheckout } from '@/server/checkout/test-support';
import { getCheckoutSession, type CheckoutState } from '@/server/session/checkout-session';
import type { StoreDatabase } from '@/server/store-db/connect';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import {
  clearCookies,
  redirectOf,
  startRequest,
} from '@/server/ticketing/test-support/next-request';

const state = vi.hoisted(() => ({
  db: undefined as unknown as StoreDatabase,
  results: new Map<string, string>(),
}));

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});
vi.mock('@/server/payments/service', async () => {
  const { paystackReturnedReference } = await import('@/server/payments/signature');
  return {
    paymentsDatabase: async () => state.db,
    paymentProvider: () => ({ returnedReference: paystackReturnedReference }),
    settle: async (reference: string) => state.results.get(reference) ?? 'unknown',
  };
});

const { GET } = await import('./route');

const A = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const B = 'web-BBBBBBBBBBBBBBBBBBBBBB';
const first = eventCheckout({ merchantReference: A });

const settles = (reference: string, result: SettleResult) => state.results.set(reference, result);
const comeBack = (reference: string) =>
  redirectOf(
    GET(
      new Request(
        `https://shop.example/checkout/return?reference=${reference}&trxref=${reference}`,
      ),
    ),
  );

async function holding(checkout: CheckoutState) {
  const session = await getCheckoutSession();
  session.checkout = checkout;
  await session.save();
}

async function pay(checkout: CheckoutState) {
  await openPayment(
    state.db,
    {
      reference: checkout.merchantReference,
      provider: 'test',
      amountKobo: 100,
      email: 'ada@example.com',
      checkout,
      origin: 'https://shop.example',
    },
    Date.now(),
  );
}

beforeEach(async () => {
  state.db = await testStoreDatabase();
  state.results.clear();
  clearCookies();
  startRequest();
});
afterEach(() => state.db.destroy());

describe('return from the payment provider', () => {
  it.each([
    ['abandoned', '/checkout?payment=unfinished'],
    ['declined', '/checkout?payment=declined'],
  ] as const)(
    '%s: the next attempt gets a new reference, and keeps the order it belongs to',
    async (result, page) => {
      await holding(first);
      await pay(first);
      settles(A, result);
      await expect(comeBack(A)).resolves.toBe(page);
      const checkout = await sessionCheckout();
      expect(checkout?.merchantReference).not.toBe(A);
      expect(checkout?.orderKey).toBe(A);
      expect(checkout?.holds).toEqual(first.holds);
    },
  );

  it('cancelled on the provider’s page: the checkout says so, but only when the provider too says it is unpaid', async () => {
    await holding(first);
    await pay(first);
    settles(A, 'abandoned');
    const cancelled = (reference: string) =>
      redirectOf(
        GET(new Request(`https://shop.example/checkout/return?reference=${reference}&cancelled=1`)),
      );
    await expect(cancelled(A)).resolves.toBe('/checkout?payment=cancelled');
    expect((await sessionCheckout())?.holds).toEqual(first.holds);
    settles(B, 'bought');
    await expect(cancelled(B)).resolves.toBe(`/orders/${B}`);
  });

  it('a second unfinished attempt still belongs to the first reference', async () => {
    const retry = { ...first, merchantReference: B, orderKey: A };
    await holding(retry);
    await pay(retry);
    settles(B, 'abandoned');
    await comeBack(B);
    const checkout = await sessionCheckout();
    expect(checkout?.merchantReference).not.toBe(B);
    expect(checkout?.orderKey).toBe(A);
  });

  it('the first payment paid late while the session holds its retry: the checkout ends and the customer sees that order', async () => {
    await pay(first);
    await holding({ ...first, merchantReference: B, orderKey: A });
    settles(A, 'bought');
    await expect(comeBack(A)).resolves.toBe(`/orders/${A}`);
    const session = await getCheckoutSession();
    expect(await sessionCheckout()).toBeUndefined();
    expect(session.lastOrder).toBe(A);
  });

  it("another order's return leaves this session's checkout alone", async () => {
    const other = eventCheckout({ merchantReference: B });
    await pay(other);
    await holding(first);
    settles(B, 'bought');
    await expect(comeBack(B)).resolves.toBe(`/orders/${B}`);
    expect((await sessionCheckout())?.merchantReference).toBe(A);
  });

  it.each(['declined', 'abandoned'] as const)(
    '%s in a window whose session holds no checkout of it (an embed’s payment window): the order’s payment state, not an empty checkout',
    async (result) => {
      await pay(first);
      settles(A, result);
      await expect(comeBack(A)).resolves.toBe(`/orders/${A}`);
      const other = eventCheckout({ merchantReference: B });
      await holding(other);
      await expect(comeBack(A)).resolves.toBe(`/orders/${A}`);
      expect(await sessionCheckout()).toEqual(other);
    },
  );

  it('an unknown or malformed reference goes back to the checkout', async () => {
    await expect(comeBack(A)).resolves.toBe('/checkout');
    await expect(comeBack('web-short')).resolves.toBe('/checkout');
  });
});
