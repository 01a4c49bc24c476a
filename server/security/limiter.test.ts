// The limiter factory: in memory; over PostgreSQL (STOREFRONT_DATABASE_URL, as npm run test:pg sets it)
// with counts shared by instances that each have their own pool; and when the database is away or slow.
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog, type CapturedLog } from '@/server/test-support/log-lines';
import {
  createLimiter,
  limiterStore,
  LIMITS_TABLE,
  LimiterUnavailable,
  postgresLimiterStore,
  type Limiter,
  type LimiterStore,
} from './limiter';

const url = process.env.STOREFRONT_DATABASE_URL;

/** 'ok' or 'refused' for each of `times` points taken from `key`, alternating between the limiters. */
async function takes(limiters: Limiter[], key: string, times: number): Promise<string[]> {
  const answers = [];
  for (let i = 0; i < times; i++) {
    const limiter = limiters[i % limiters.length]!;
    answers.push(
      await limiter.consume(key).then(
        () => 'ok',
        (outcome: unknown) =>
          outcome instanceof RateLimiterRes ? 'refused' : `failed: ${String(outcome)}`,
      ),
    );
  }
  return answers;
}

const stores: LimiterStore[] = [];
const pgStore = (storeUrl: string, timeoutMs?: number) => {
  const store = postgresLimiterStore(storeUrl, timeoutMs);
  stores.push(store);
  return store;
};
afterAll(async () => {
  await Promise.all(
    stores.map((store) => (store.kind === 'postgres' ? store.pool.end() : undefined)),
  );
});

let captured: CapturedLog;
beforeEach(() => {
  captured = captureLog();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createLimiter in memory', () => {
  it('counts like RateLimiterMemory: the point past the limit is refused with the wait, a delete starts again', async () => {
    const limiter = createLimiter(
      { keyPrefix: 'memory-test', points: 2, duration: 60 },
      { kind: 'memory' },
    );
    expect(await takes([limiter], 'a', 3)).toEqual(['ok', 'ok', 'refused']);
    expect(await takes([limiter], 'b', 1)).toEqual(['ok']);
    const counted = await limiter.get('a');
    expect(counted?.consumedPoints).toBe(3);
    expect(counted?.msBeforeNext).toBeGreaterThan(58_000);
    await limiter.delete('a');
    expect(await takes([limiter], 'a', 1)).toEqual(['ok']);
  });

  it('keeps the counts of two instances apart (one process each, no database)', async () => {
    const one = createLimiter(
      { keyPrefix: 'memory-apart', points: 1, duration: 60 },
      { kind: 'memory' },
    );
    const other = createLimiter(
      { keyPrefix: 'memory-apart', points: 1, duration: 60 },
      { kind: 'memory' },
    );
    expect(await takes([one, other], 'a', 2)).toEqual(['ok', 'ok']);
  });
});

// The storefront's settings with the given database URL (the others would be required of a real process).
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({ ...TEST_ENV, STOREFRONT_DATABASE_URL: process.env.LIMITER_TEST_URL }),
  };
});

describe('limiterStore', () => {
  const holder = globalThis as { limiterStore?: LimiterStore };
  afterEach(async () => {
    const store = holder.limiterStore;
    delete holder.limiterStore;
    vi.unstubAllEnvs();
    if (store?.kind === 'postgres') await store.pool.end();
  });

  it('is memory without STOREFRONT_DATABASE_URL', () => {
    delete holder.limiterStore;
    expect(limiterStore()).toEqual({ kind: 'memory' });
  });

  it('is one PostgreSQL pool for the whole process with STOREFRONT_DATABASE_URL', () => {
    delete holder.limiterStore;
    vi.stubEnv('LIMITER_TEST_URL', 'postgres://nobody@127.0.0.1:1/none');
    const store = limiterStore();
    expect(store.kind).toBe('postgres');
    expect(limiterStore()).toBe(store);
  });
});

/** A server that accepts connections and never answers: a database too slow to reach. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://nobody@127.0.0.1:${port}/none`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('createLimiter when PostgreSQL does not answer', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
  });
  afterAll(() => silent.close());

  it("'count-locally' answers within its timeout from this process's memory, and logs once", async () => {
    const limiter = createLimiter(
      { keyPrefix: 'silent-local', points: 2, duration: 60, timeoutMs: 200 },
      pgStore(silent.url, 200),
    );
    const started = Date.now();
    expect(await takes([limiter], 'a', 3)).toEqual(['ok', 'ok', 'refused']);
    expect(Date.now() - started).toBeLessThan(3 * 200 + 500);
    expect(captured.entries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'shared limits unavailable',
        limiter: 'silent-local',
        whenUnavailable: 'count-locally',
      }),
    ]);
  });

  it("'refuse' rejects with LimiterUnavailable within its timeout", async () => {
    const limiter = createLimiter(
      {
        keyPrefix: 'silent-refuse',
        points: 2,
        duration: 60,
        whenUnavailable: 'refuse',
        timeoutMs: 200,
      },
      pgStore(silent.url, 200),
    );
    const started = Date.now();
    await expect(limiter.get('a')).rejects.toBeInstanceOf(LimiterUnavailable);
    await expect(limiter.penalty('a')).rejects.toBeInstanceOf(LimiterUnavailable);
    expect(Date.now() - started).toBeLessThan(2 * 200 + 500);
  });

  it("'count-locally' answers at once when nothing listens", async () => {
    const limiter = createLimiter(
      { keyPrefix: 'refused-local', points: 1, duration: 60 },
      pgStore('postgres://nobody@127.0.0.1:1/none'),
    );
    expect(await takes([limiter], 'a', 2)).toEqual(['ok', 'refused']);
  });
});

describe.runIf(url)('createLimiter on PostgreSQL', () => {
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  afterAll(() => admin.end());

  it('makes its table on a fresh database when two instances start at once, then shares their counts', async () => {
    await admin.query(`DROP TABLE IF EXISTS ${LIMITS_TABLE}`);
    const options = { keyPrefix: 'shared-test', points: 3, duration: 60 };
    // As two processes make them: each its own pool.
    const one = createLimiter(options, pgStore(url!));
    const other = createLimiter(options, pgStore(url!));
    const first = await Promise.all([one.consume('k'), other.consume('k')]);
    expect(first.map((counted) => counted.consumedPoints).sort()).toEqual([1, 2]);
    // The Nth point is refused whichever instance takes it.
    expect(await takes([one, other], 'k', 3)).toEqual(['ok', 'refused', 'refused']);
    expect(await takes([other], 'k2', 1)).toEqual(['ok']);
    expect(captured.entries()).toEqual([]);
  });

  it('shares penalties, reads and deletes: a count made on one is seen and cleared on the other', async () => {
    const options = {
      keyPrefix: 'shared-penalty',
      points: 2,
      duration: 60,
      whenUnavailable: 'refuse' as const,
    };
    const one = createLimiter(options, pgStore(url!));
    const other = createLimiter(options, pgStore(url!));
    await one.penalty('account');
    await one.penalty('account');
    expect((await other.get('account'))?.consumedPoints).toBe(2);
    expect(await other.delete('account')).toBe(true);
    expect(await one.get('account')).toBeNull();
  });

  it("answers within its timeout while the table is locked: 'count-locally' counts here, 'refuse' refuses", async () => {
    const locker = await admin.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${LIMITS_TABLE} IN ACCESS EXCLUSIVE MODE`);
      const store = pgStore(url!, 300);
      const local = createLimiter(
        { keyPrefix: 'locked-local', points: 1, duration: 60, timeoutMs: 300 },
        store,
      );
      const refusing = createLimiter(
        {
          keyPrefix: 'locked-refuse',
          points: 1,
          duration: 60,
          timeoutMs: 300,
          whenUnavailable: 'refuse',
        },
        store,
      );
      const started = Date.now();
      expect(await takes([local], 'k', 2)).toEqual(['ok', 'refused']);
      await expect(refusing.get('k')).rejects.toBeInstanceOf(LimiterUnavailable);
      expect(Date.now() - started).toBeLessThan(3 * 300 + 600);
    } finally {
      await locker.query('ROLLBACK');
      locker.release();
    }
  });
});
