// Tests of the reserve limits per client address and per session, their wait times and their log lines.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog, type CapturedLog } from '@/server/test-support/log-lines';
import { postgresLimiterStore, type LimiterStore } from './limiter';
import {
  createReserveLimiter,
  tooManyReservationsMessage,
  type ReserveLimiter,
} from './rate-limit';

// In this process's memory whatever the settings say (PostgreSQL's are tested in shared-limits.test.ts).
const MEMORY: LimiterStore = { kind: 'memory' };

let captured: CapturedLog;
beforeEach(() => {
  captured = captureLog();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const logged = () => captured.entries();
const attempts = async (
  limiter: ReserveLimiter,
  clients: { address?: string; sessionKey?: string }[],
) => {
  const results = [];
  for (const { address, sessionKey } of clients)
    results.push(await limiter({ address, sessionKey }));
  return results.map((result) => (result.ok ? 'ok' : 'refused'));
};

describe('createReserveLimiter', () => {
  it('refuses an address past its limit, whatever session it uses, and logs the refusal without the session', async () => {
    const limiter = createReserveLimiter(
      { perAddress: 3, perSession: 100, windowSeconds: 60 },
      MEMORY,
    );
    const fromOneAddress = ['s1', 's2', 's3', 's4'].map((sessionKey) => ({
      address: '203.0.113.7',
      sessionKey,
    }));
    expect(await attempts(limiter, fromOneAddress)).toEqual(['ok', 'ok', 'ok', 'refused']);
    expect(await attempts(limiter, [{ address: '203.0.113.8', sessionKey: 's5' }])).toEqual(['ok']);

    expect(logged()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'reserve rate limited',
        scope: 'address',
        address: '203.0.113.7',
        limit: 3,
        windowSeconds: 60,
      }),
    ]);
    expect(JSON.stringify(logged())).not.toContain('s4');
  });

  it('refuses a session past its limit, whatever address it comes from', async () => {
    const limiter = createReserveLimiter(
      { perAddress: 100, perSession: 2, windowSeconds: 60 },
      MEMORY,
    );
    const oneSession = ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((address) => ({
      address,
      sessionKey: 'session-a',
    }));
    expect(await attempts(limiter, oneSession)).toEqual(['ok', 'ok', 'refused']);
    expect(await attempts(limiter, [{ address: '203.0.113.4', sessionKey: 'session-b' }])).toEqual([
      'ok',
    ]);
    expect(logged()).toEqual([
      expect.objectContaining({ scope: 'session', address: '203.0.113.3', limit: 2 }),
    ]);
    expect(JSON.stringify(logged())).not.toContain('session-a');
  });

  it('does not count an attempt the address refused against the session', async () => {
    const limiter = createReserveLimiter(
      { perAddress: 1, perSession: 2, windowSeconds: 60 },
      MEMORY,
    );
    expect(
      await attempts(limiter, [
        { address: '203.0.113.1', sessionKey: 's' },
        { address: '203.0.113.1', sessionKey: 's' }, // refused by the address
        { address: '203.0.113.2', sessionKey: 's' }, // the session's second
        { address: '203.0.113.3', sessionKey: 's' }, // the session's third
      ]),
    ).toEqual(['ok', 'refused', 'ok', 'refused']);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const limiter = createReserveLimiter(
      { perAddress: 2, perSession: 100, windowSeconds: 60 },
      MEMORY,
    );
    expect(
      await attempts(limiter, [
        { address: '2001:db8:1:2::1' },
        { address: '2001:db8:1:2::2' },
        { address: '2001:db8:1:2:ffff::3' },
        { address: '2001:db8:1:3::1' },
      ]),
    ).toEqual(['ok', 'ok', 'refused', 'ok']);
  });

  it('lets an attempt with neither address nor session through', async () => {
    const limiter = createReserveLimiter(
      { perAddress: 1, perSession: 1, windowSeconds: 60 },
      MEMORY,
    );
    expect(await attempts(limiter, [{}, {}, {}])).toEqual(['ok', 'ok', 'ok']);
  });

  it('says how long to wait, and allows again once the window has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') });
    const limiter = createReserveLimiter(
      { perAddress: 1, perSession: 100, windowSeconds: 60 },
      MEMORY,
    );
    const client = { address: '203.0.113.7', sessionKey: undefined };
    expect(await limiter(client)).toEqual({ ok: true });
    expect(await limiter(client)).toEqual({ ok: false, retryAfterSeconds: 60 });

    vi.advanceTimersByTime(45_500);
    expect(await limiter(client)).toEqual({ ok: false, retryAfterSeconds: 15 });
    vi.advanceTimersByTime(15_000);
    expect(await limiter(client)).toEqual({ ok: true });
  });

  it('counts in this instance while its database does not answer, saying so in the log', async () => {
    const store = postgresLimiterStore('postgres://nobody@127.0.0.1:1/none', 300);
    try {
      const limiter = createReserveLimiter(
        { perAddress: 2, perSession: 100, windowSeconds: 60 },
        store,
      );
      const clients = ['s1', 's2', 's3'].map((sessionKey) => ({
        address: '203.0.113.7',
        sessionKey,
      }));
      expect(await attempts(limiter, clients)).toEqual(['ok', 'ok', 'refused']);
      expect(logged().map((entry) => entry.msg)).toEqual([
        'shared limits unavailable',
        'shared limits unavailable',
        'reserve rate limited',
      ]);
      expect(logged()[0]).toMatchObject({
        limiter: 'reserve-address',
        whenUnavailable: 'count-locally',
      });
    } finally {
      if (store.kind === 'postgres') await store.pool.end();
    }
  });
});

describe('tooManyReservationsMessage', () => {
  it('names the wait in seconds', () => {
    expect(tooManyReservationsMessage(42)).toBe(
      'Too many reservations from this connection. Try again in 42 seconds.',
    );
    expect(tooManyReservationsMessage(1)).toBe(
      'Too many reservations from this connection. Try again in 1 second.',
    );
  });
});
