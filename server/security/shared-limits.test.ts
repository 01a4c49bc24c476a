// The reserve limits and sign-in locks of two storefront instances on one PostgreSQL (STOREFRONT_DATABASE_URL, as
// npm run test:pg sets it), each made as its own process makes it: its own pool, its own limiters.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignInLimiter } from '@/server/staff/sign-in-limit';
import { captureLog } from '@/server/test-support/log-lines';
import { postgresLimiterStore, type LimiterStore } from './limiter';
import { createReserveLimiter, type ReserveLimiter } from './rate-limit';

const url = process.env.STOREFRONT_DATABASE_URL;

describe.runIf(url)('limits shared by two instances on PostgreSQL', () => {
  const stores: LimiterStore[] = [];
  const instance = () => {
    const store = postgresLimiterStore(url!);
    stores.push(store);
    return store;
  };
  afterAll(() =>
    Promise.all(stores.map((store) => (store.kind === 'postgres' ? store.pool.end() : undefined))),
  );
  beforeEach(() => void captureLog());
  afterEach(() => vi.restoreAllMocks());

  // Each run counts its own clients: the database may have seen others.
  const run = randomUUID().slice(0, 8);
  const address = (n: number) => `2001:db8:${run.slice(0, 4)}:${n}::1`;

  const answers = async (
    limiters: ReserveLimiter[],
    clients: { address?: string; sessionKey?: string }[],
  ) => {
    const results = [];
    for (const [i, { address: from, sessionKey }] of clients.entries())
      results.push(await limiters[i % limiters.length]!({ address: from, sessionKey }));
    return results.map((result) => (result.ok ? 'ok' : 'refused'));
  };

  it('refuses the reserve past an address’s limit whichever instance answers', async () => {
    const limits = { perAddress: 3, perSession: 100, windowSeconds: 60 };
    const one = createReserveLimiter(limits, instance());
    const other = createReserveLimiter(limits, instance());
    const clients = ['a', 'b', 'c', 'd', 'e'].map((session) => ({
      address: address(1),
      sessionKey: `${run}-${session}`,
    }));
    expect(await answers([one, other], clients)).toEqual(['ok', 'ok', 'ok', 'refused', 'refused']);
    expect(await answers([other], [{ address: address(2), sessionKey: `${run}-f` }])).toEqual([
      'ok',
    ]);
  });

  it('refuses the reserve past a session’s limit whichever instance answers', async () => {
    const limits = { perAddress: 100, perSession: 2, windowSeconds: 60 };
    const one = createReserveLimiter(limits, instance());
    const other = createReserveLimiter(limits, instance());
    const clients = [3, 4, 5].map((n) => ({ address: address(n), sessionKey: `${run}-roaming` }));
    expect(await answers([other, one], clients)).toEqual(['ok', 'ok', 'refused']);
  });

  it('locks an account on both instances, wrong passwords counted on either, and a supervisor’s unlock on one frees it on both', async () => {
    const limits = { perAccount: 4, perAddress: 100, windowSeconds: 900 };
    const one = createSignInLimiter(limits, instance());
    const other = createSignInLimiter(limits, instance());
    const email = `ana-${run}@example.com`;
    expect(await one.failed({ email, address: address(6) })).toBeUndefined();
    expect(await other.failed({ email, address: address(7) })).toBeUndefined();
    expect(await one.failed({ email, address: address(8) })).toBeUndefined();
    expect(await other.failed({ email, address: address(9) })).toEqual({
      scope: 'account',
      retryAfterSeconds: 900,
    });
    for (const limiter of [one, other])
      expect(await limiter.lockedFor({ email, address: address(10) })).toMatchObject({
        scope: 'account',
      });

    expect(await one.unlock(email)).toBe(true);
    for (const limiter of [one, other])
      expect(await limiter.lockedFor({ email, address: undefined })).toBeUndefined();
  });

  it('locks an address on both instances after wrong passwords across accounts', async () => {
    const limits = { perAccount: 100, perAddress: 3, windowSeconds: 900 };
    const one = createSignInLimiter(limits, instance());
    const other = createSignInLimiter(limits, instance());
    const from = address(11);
    await one.failed({ email: `a-${run}@example.com`, address: from });
    await other.failed({ email: `b-${run}@example.com`, address: from });
    expect(await one.failed({ email: `c-${run}@example.com`, address: from })).toMatchObject({
      scope: 'address',
    });
    expect(await other.lockedFor({ email: `d-${run}@example.com`, address: from })).toMatchObject({
      scope: 'address',
    });
  });
});
