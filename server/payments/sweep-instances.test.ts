// Two storefront instances on one PostgreSQL (STOREFRONT_DATABASE_URL, as npm run test:pg sets it), each with
// its own connections and sweeper: a sweep started while the other instance sweeps does nothing, so no payment is
// checked with the provider twice at once; the lock is let go when a sweep ends, even when it fails.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStoreDatabase, type StoreDatabase } from '@/server/store-db/connect';
import { openPayment } from './ledger';
import type { PaymentProvider } from './provider';
import type { SettleDeps } from './settle';
import { sweepPaymentsExclusively } from './sweep';
import { testCheckout } from './testing/checkout';
import { testStoreDatabase } from './testing/store';

const url = process.env.STOREFRONT_DATABASE_URL;
const REF = 'web-BBBBBBBBBBBBBBBBBBBBBB';
const START = Date.parse('2026-11-23T12:00:00.000Z');
const checkout = testCheckout(REF);

let instances: StoreDatabase[] = [];
let verified: string[];
let release: () => void;
let verifying: Promise<void>;

/** A provider whose checks wait until the test lets them answer, each still pending. */
function provider(): PaymentProvider {
  return {
    name: 'test',
    initialize: async () => ({ authorizationUrl: 'http://pay.test/x' }),
    verify: async (reference) => {
      verified.push(reference);
      await verifying;
      return { status: 'pending', amountKobo: 2_100_000, currency: 'NGN' };
    },
    refund: async () => ({ status: 'processed' }),
    verifyWebhook: () => true,
    parseWebhook: () => null,
    returnedReference: () => null,
  };
}

const unused = async (): Promise<never> => {
  throw new Error('not reached by a pending payment');
};

/** One instance's sweep dependencies, 20 s after the payment opened (its first check is due). */
const depsOf = (db: StoreDatabase, overrides: Partial<SettleDeps> = {}): SettleDeps => ({
  db,
  provider: provider(),
  purchase: unused,
  reserveAgain: unused,
  lookUp: unused,
  recordTickets: unused,
  confirmed: unused,
  now: () => START + 20_000,
  ...overrides,
});

describe.runIf(url)('the payment sweeper on two instances', () => {
  beforeEach(async () => {
    const first = await testStoreDatabase();
    instances = [first, createStoreDatabase({ url, sqlitePath: ':memory:' })];
    verified = [];
    verifying = new Promise((resolve) => (release = resolve));
    await openPayment(
      first,
      {
        reference: REF,
        provider: 'test',
        amountKobo: 2_100_000,
        email: 'ada@example.com',
        checkout,
        origin: 'http://shop.test',
      },
      START,
    );
  });
  afterEach(async () => {
    release();
    await Promise.all(instances.map((db) => db.destroy()));
  });

  it('sweeps on one instance at a time: the other does nothing while the first sweeps', async () => {
    const [one, other] = instances.map((db) => depsOf(db));
    const sweeps = [sweepPaymentsExclusively(one!), sweepPaymentsExclusively(other!)];
    await expect.poll(() => verified.length).toBeGreaterThan(0);
    // Time enough for the other sweep to reach the provider too, if it were let.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect((await Promise.all(sweeps)).sort()).toEqual([1, null]);
    expect(verified).toEqual([REF]);
  });

  it('lets go of the lock when a sweep ends, and when it fails', async () => {
    release();
    const [one, other] = instances.map((db) => depsOf(db));
    await expect(sweepPaymentsExclusively(one!)).resolves.toBe(1);
    // The check just made moved the payment's next check on: nothing is due, but the sweep runs.
    await expect(sweepPaymentsExclusively(other!)).resolves.toBe(0);
    const failing = depsOf(instances[0]!, {
      now: () => {
        throw new Error('clock away');
      },
    });
    await expect(sweepPaymentsExclusively(failing)).rejects.toThrow('clock away');
    await expect(sweepPaymentsExclusively(other!)).resolves.toBe(0);
  });
});
