// Makes every limiter of the storefront: counts shared by all instances in PostgreSQL when
// STOREFRONT_DATABASE_URL is set, in this process's memory otherwise (SQLite, one instance).
//
// A limiter counts like rate-limiter-flexible's RateLimiterMemory and takes the same options, so a
// `new RateLimiterMemory({ keyPrefix, points, duration })` becomes
// `createLimiter({ keyPrefix, points, duration })` with nothing else changed: `consume` rejects with
// a RateLimiterRes past the limit, `get`, `penalty` and `delete` answer as before. `keyPrefix` must be
// unique per limiter: all of them share one table.
//
// When PostgreSQL fails or takes longer than `timeoutMs` (the request is never held longer), the
// limiter does what `whenUnavailable` says, with one log line a minute at most:
// - 'count-locally' (the default, for limits against hoarding and abuse): it counts in this
//   process's memory until PostgreSQL answers again, so each instance still limits on its own;
// - 'refuse' (for limits that protect accounts): it rejects with LimiterUnavailable, and the
//   caller refuses what it guards rather than letting anyone try without a limit.
import 'server-only';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { storefrontEnv } from '@/server/env';
import { log } from '@/server/log';

export interface LimiterOptions {
  /** Names this limiter's counts (e.g. 'reserve-address'); unique per limiter. */
  keyPrefix: string;
  /** Points each key may take per window. */
  points: number;
  /** Seconds of each window, from a key's first point. */
  duration: number;
  whenUnavailable?: 'count-locally' | 'refuse';
  /** How long one count may wait for PostgreSQL. */
  timeoutMs?: number;
}

/** The part of rate-limiter-flexible's limiters the storefront uses. */
export type Limiter = Pick<RateLimiterMemory, 'consume' | 'penalty' | 'get' | 'delete'>;

/** Where the counts live: this process's memory, or one PostgreSQL pool shared by the process's limiters. */
export type LimiterStore = { kind: 'memory' } | { kind: 'postgres'; pool: pg.Pool };

/** The shared counts could not be read or written in time ('refuse' limiters only). */
export class LimiterUnavailable extends Error {
  constructor(keyPrefix: string) {
    super(`limits ${keyPrefix} unavailable`);
    this.name = 'LimiterUnavailable';
  }
}

/** The one table of every limiter's counts, as rate-limiter-flexible reads and writes it. */
export const LIMITS_TABLE = 'rate_limits';
export const DEFAULT_LIMITER_TIMEOUT_MS = 1_000;

/**
 * A pool of its own (a few connections, so a rush of counts cannot take the database's other work's
 * connections), failing fast: a connection or statement slower than the limiter's timeout is given up.
 */
export function postgresLimiterStore(
  url: string,
  timeoutMs = DEFAULT_LIMITER_TIMEOUT_MS,
): LimiterStore {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
  });
  // A lost idle connection is dropped by the pool; the next count opens another.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { kind: 'postgres', pool };
}

// One store per process, kept across Next's module reloads in development.
const holder = globalThis as typeof globalThis & { limiterStore?: LimiterStore };

/** This process's store: the storefront's own database when it is PostgreSQL (STOREFRONT_DATABASE_URL). */
export function limiterStore(): LimiterStore {
  if (!holder.limiterStore) {
    const url = storefrontEnv().STOREFRONT_DATABASE_URL;
    holder.limiterStore = url ? postgresLimiterStore(url) : { kind: 'memory' };
  }
  return holder.limiterStore;
}

// The table, made once per pool; a failed attempt (the database away) is tried again on the next count.
const tables = new WeakMap<pg.Pool, Promise<void>>();

/**
 * CREATE TABLE IF NOT EXISTS is not safe against itself: two instances starting at once on a fresh
 * database may both try, and the second fails on PostgreSQL's catalogue (23505) or finds the table
 * made meanwhile (42P07). Either way the table is there.
 */
function ensureTable(pool: pg.Pool): Promise<void> {
  let made = tables.get(pool);
  if (!made) {
    made = pool
      .query(
        `CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      )
      .then(
        () => undefined,
        (error: { code?: string }) => {
          if (error.code === '23505' || error.code === '42P07') return;
          tables.delete(pool);
          throw error;
        },
      );
    tables.set(pool, made);
  }
  return made;
}

/** Rejects with `timedOut` when `work` has not settled after `ms`. */
function within<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const LOG_EVERY_MS = 60_000;

/** A limiter over the given store (this process's by default). */
export function createLimiter(
  options: LimiterOptions,
  store: LimiterStore = limiterStore(),
): Limiter {
  const { keyPrefix, points, duration } = options;
  const local = new RateLimiterMemory({ keyPrefix, points, duration });
  if (store.kind === 'memory') return local;

  const { pool } = store;
  const whenUnavailable = options.whenUnavailable ?? 'count-locally';
  const timeoutMs = options.timeoutMs ?? DEFAULT_LIMITER_TIMEOUT_MS;
  const shared = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: LIMITS_TABLE,
    tableCreated: true,
    keyPrefix,
    points,
    duration,
  });
  let loggedAt = -Infinity;

  const run = async <T>(operation: (limiter: Limiter) => Promise<T>): Promise<T> => {
    try {
      return await within(
        ensureTable(pool).then(() => operation(shared)),
        timeoutMs,
        () => new Error(`no answer within ${timeoutMs} ms`),
      );
    } catch (error) {
      // Past the limit is an answer, not a failure.
      if (error instanceof RateLimiterRes) throw error;
      if (Date.now() - loggedAt >= LOG_EVERY_MS) {
        loggedAt = Date.now();
        const code = (error as { code?: string }).code;
        log.warn(
          { limiter: keyPrefix, whenUnavailable, code, error: (error as Error).message },
          'shared limits unavailable',
        );
      }
      if (whenUnavailable === 'refuse') throw new LimiterUnavailable(keyPrefix);
      return operation(local);
    }
  };

  return {
    consume: (key, pointsToConsume, consumeOptions) =>
      run((limiter) => limiter.consume(key, pointsToConsume, consumeOptions)),
    penalty: (key, penaltyPoints, penaltyOptions) =>
      run((limiter) => limiter.penalty(key, penaltyPoints, penaltyOptions)),
    get: (key, getOptions) => run((limiter) => limiter.get(key, getOptions)),
    delete: (key, deleteOptions) => run((limiter) => limiter.delete(key, deleteOptions)),
  };
}

/** Takes a point for `key`: undefined when within the limit, else the seconds until the limiter frees one. */
export async function takePoint(limiter: Limiter, key: string): Promise<number | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes)
      return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
    throw outcome;
  }
}
