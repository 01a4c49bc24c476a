// Tests of the sign-in limiter: per account, per address, cleared by a right password, and its message in minutes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postgresLimiterStore } from '@/server/security/limiter';
import { captureLog } from '@/server/test-support/log-lines';
import {
  createSignInLimiter,
  lockMessage,
  tooManyAttemptsMessage,
  type SignInLimits,
} from './sign-in-limit';

const LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 900 };
// In this process's memory whatever the settings say (PostgreSQL's are tested in shared-limits.test.ts).
const memoryLimiter = (limits: SignInLimits) => createSignInLimiter(limits, { kind: 'memory' });

describe('sign-in limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const failTimes = async (
    limiter: ReturnType<typeof createSignInLimiter>,
    times: number,
    client: { email: string; address: string | undefined },
  ) => {
    let last;
    for (let i = 0; i < times; i += 1) last = await limiter.failed(client);
    return last;
  };

  it('locks an account at its fifth wrong password, for the rest of the window', async () => {
    const limiter = memoryLimiter(LIMITS);
    const client = { email: 'ana@example.com', address: '203.0.113.7' };
    expect(await failTimes(limiter, 4, client)).toBeUndefined();
    expect(await limiter.lockedFor(client)).toBeUndefined();
    expect(await limiter.failed(client)).toEqual({ scope: 'account', retryAfterSeconds: 900 });
    vi.advanceTimersByTime(5 * 60_000);
    expect(await limiter.lockedFor(client)).toEqual({ scope: 'account', retryAfterSeconds: 600 });
    // The same account from another address is locked too: the account is what is guessed.
    expect(await limiter.lockedFor({ ...client, address: '198.51.100.1' })).toMatchObject({
      scope: 'account',
    });
    vi.advanceTimersByTime(10 * 60_000 + 1);
    expect(await limiter.lockedFor(client)).toBeUndefined();
  });

  it('unlocks an account at once, leaving the address’s count alone', async () => {
    const limiter = memoryLimiter({ ...LIMITS, perAddress: 6 });
    const client = { email: 'ana@example.com', address: '203.0.113.7' };
    await failTimes(limiter, 5, client);
    expect(await limiter.lockedFor({ ...client, address: undefined })).toMatchObject({
      scope: 'account',
    });
    await limiter.unlock('Ana@Example.com');
    expect(await limiter.lockedFor({ ...client, address: undefined })).toBeUndefined();
    // The address has its five failures still: one more locks it.
    expect(await limiter.failed(client)).toMatchObject({ scope: 'address' });
  });

  it('counts the account however its email is typed', async () => {
    const limiter = memoryLimiter(LIMITS);
    await failTimes(limiter, 5, { email: 'Ana@Example.com', address: undefined });
    expect(await limiter.lockedFor({ email: 'ana@example.com', address: undefined })).toMatchObject(
      { scope: 'account' },
    );
  });

  it('locks an address after twenty wrong passwords across accounts', async () => {
    const limiter = memoryLimiter(LIMITS);
    for (let i = 0; i < 19; i += 1)
      expect(
        await limiter.failed({ email: `guess${i}@example.com`, address: '203.0.113.7' }),
      ).toBeUndefined();
    expect(await limiter.failed({ email: 'guess19@example.com', address: '203.0.113.7' })).toEqual({
      scope: 'address',
      retryAfterSeconds: 900,
    });
    expect(
      await limiter.lockedFor({ email: 'fresh@example.com', address: '203.0.113.7' }),
    ).toMatchObject({ scope: 'address' });
    expect(
      await limiter.lockedFor({ email: 'fresh@example.com', address: '203.0.113.8' }),
    ).toBeUndefined();
  });

  it('counts one IPv6 client by its /64', async () => {
    const limiter = memoryLimiter({ ...LIMITS, perAddress: 2 });
    await limiter.failed({ email: 'a@example.com', address: '2001:db8:1:2::1' });
    expect(
      await limiter.failed({ email: 'b@example.com', address: '2001:db8:1:2::ffff' }),
    ).toMatchObject({ scope: 'address' });
  });

  it('clears the account’s count on a right password, not the address’s', async () => {
    const limiter = memoryLimiter({ ...LIMITS, perAddress: 6 });
    const client = { email: 'ana@example.com', address: '203.0.113.7' };
    await failTimes(limiter, 4, client);
    await limiter.succeeded(client);
    expect(await failTimes(limiter, 1, client)).toBeUndefined();
    // Five failures from this address so far: one more locks it, though the account has only two.
    expect(await limiter.failed({ email: 'ana@example.com', address: '203.0.113.7' })).toEqual({
      scope: 'address',
      retryAfterSeconds: 900,
    });
  });

  it('skips the address limit when the address is unknown', async () => {
    const limiter = memoryLimiter({ ...LIMITS, perAddress: 1 });
    expect(await limiter.failed({ email: 'a@example.com', address: undefined })).toBeUndefined();
  });
});

describe('sign-in limiter when its database does not answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses everyone for the moment rather than let them guess without a count', async () => {
    captureLog();
    const store = postgresLimiterStore('postgres://nobody@127.0.0.1:1/none', 300);
    const limiter = createSignInLimiter(LIMITS, store);
    const client = { email: 'ana@example.com', address: '203.0.113.7' };
    try {
      const unavailable = { scope: 'unavailable', retryAfterSeconds: 60 };
      expect(await limiter.lockedFor(client)).toEqual(unavailable);
      expect(await limiter.failed(client)).toEqual(unavailable);
      await expect(limiter.succeeded(client)).resolves.toBeUndefined();
      expect(await limiter.unlock('ana@example.com')).toBe(false);
      expect(lockMessage({ scope: 'unavailable', retryAfterSeconds: 60 })).toBe(
        'Sign-in is unavailable for a moment. Try again in a minute.',
      );
    } finally {
      if (store.kind === 'postgres') await store.pool.end();
    }
  });
});

describe('tooManyAttemptsMessage', () => {
  it.each([
    [900, 'Too many attempts. Try again in 15 minutes.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [1, 'Too many attempts. Try again in 1 minute.'],
  ])('after %i seconds: %s', (seconds, message) =>
    expect(tooManyAttemptsMessage(seconds)).toBe(message),
  );
});
