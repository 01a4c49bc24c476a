// Limits how often one client address and one session may reserve, so no script can hold the stock by reserving again and again.
import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { storefrontEnv } from '@/server/env';
import { addressKey, clientAddress } from './client-address';
import { createLimiter, limiterStore, takePoint, type LimiterStore } from './limiter';
import { logRefusal } from './security-log';

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface ReserveClient {
  /** From clientAddress(); undefined (the request did not say) skips the per-address limit. */
  address: string | undefined;
  /** A stable id of the browser's session; undefined skips the per-session limit. Never logged. */
  sessionKey: string | undefined;
}

export interface ReserveLimits {
  perAddress: number;
  perSession: number;
  windowSeconds: number;
}

export type ReserveLimiter = (client: ReserveClient) => Promise<RateLimitResult>;

/** The customer's message, e.g. "Too many reservations from this connection. Try again in 42 seconds." */
export function tooManyReservationsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return `Too many reservations from this connection. Try again in ${wait}.`;
}

// Only a digest of the session's id is kept.
const digest = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * A limiter counting reserves in fixed windows of `windowSeconds`, in the store given (this process's:
 * shared by every instance on PostgreSQL; while PostgreSQL does not answer, each instance counts on
 * its own). An attempt counts against the address first; one the address refuses is not counted
 * against the session.
 */
export function createReserveLimiter(
  limits: ReserveLimits,
  store: LimiterStore = limiterStore(),
): ReserveLimiter {
  const byAddress = createLimiter(
    { keyPrefix: 'reserve-address', points: limits.perAddress, duration: limits.windowSeconds },
    store,
  );
  const bySession = createLimiter(
    { keyPrefix: 'reserve-session', points: limits.perSession, duration: limits.windowSeconds },
    store,
  );

  return async ({ address, sessionKey }) => {
    const key = address === undefined ? undefined : addressKey(address);
    const checks = [
      { scope: 'address', limiter: byAddress, limit: limits.perAddress, id: key },
      {
        scope: 'session',
        limiter: bySession,
        limit: limits.perSession,
        id: sessionKey && digest(sessionKey),
      },
    ] as const;
    for (const { scope, limiter, limit, id } of checks) {
      if (!id) continue;
      const retryAfterSeconds = await takePoint(limiter, id);
      if (retryAfterSeconds === undefined) continue;
      logRefusal('reserve rate limited', {
        scope,
        address: key,
        limit,
        windowSeconds: limits.windowSeconds,
        retryAfterSeconds,
      });
      return { ok: false, retryAfterSeconds };
    }
    return { ok: true };
  };
}

let shared: ReserveLimiter | undefined;

/** Counts one reserve of this client with the limits of the settings (RESERVE_LIMIT_*). */
export function limitReserve(client: ReserveClient): Promise<RateLimitResult> {
  if (!shared) {
    const env = storefrontEnv();
    shared = createReserveLimiter({
      perAddress: env.RESERVE_LIMIT_PER_ADDRESS,
      perSession: env.RESERVE_LIMIT_PER_SESSION,
      windowSeconds: env.RESERVE_LIMIT_WINDOW_SECONDS,
    });
  }
  return shared(client);
}

/** For a server action: limitReserve() with the address of the request being handled. */
export async function limitReserveOfRequest(
  sessionKey: string | undefined,
): Promise<RateLimitResult> {
  return limitReserve({ address: clientAddress(await headers()), sessionKey });
}
