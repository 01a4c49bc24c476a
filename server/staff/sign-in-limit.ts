// Limits wrong passwords per staff account and per client address, so nobody can guess their way in. The counts
// are shared by every storefront instance on PostgreSQL; when they cannot be read, sign-in is refused for the
// moment rather than let anyone guess without a limit.
import { createHash } from 'node:crypto';
import { addressKey } from '@/server/security/client-address';
import {
  createLimiter,
  limiterStore,
  LimiterUnavailable,
  type LimiterStore,
} from '@/server/security/limiter';

export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
};

export interface SignInClient {
  /** As typed, lower-cased; counted whether or not an account has it, so a lock tells nothing about accounts. */
  email: string;
  /** Undefined (the request did not say) skips the per-address limit. */
  address: string | undefined;
}

export interface Lock {
  /** 'unavailable': the counts could not be read or written (the database away or slow); nobody may try. */
  scope: 'account' | 'address' | 'unavailable';
  retryAfterSeconds: number;
}

export interface SignInLimiter {
  /** The lock this client is under, if any; counts nothing. */
  lockedFor(client: SignInClient): Promise<Lock | undefined>;
  /** Counts one wrong password; the lock it brings on when it reaches a limit (or 'unavailable' when it could not count). */
  failed(client: SignInClient): Promise<Lock | undefined>;
  /** A right password clears the account's count (not the address's, which another account may be guessing from). */
  succeeded(client: SignInClient): Promise<void>;
  /** A supervisor's unlock: clears the account's count, so its owner may sign in again at once; false when it could not. */
  unlock(email: string): Promise<boolean>;
}

/** How long a client refused while the counts cannot be read is asked to wait. */
const UNAVAILABLE: Lock = { scope: 'unavailable', retryAfterSeconds: 60 };

/** "Too many attempts. Try again in 12 minutes." */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

/** The message for a client under this lock. */
export function lockMessage(lock: Lock): string {
  return lock.scope === 'unavailable'
    ? 'Sign-in is unavailable for a moment. Try again in a minute.'
    : tooManyAttemptsMessage(lock.retryAfterSeconds);
}

/** What `attempt` answers, or `fallback` when the counts could not be read or written. */
async function orWhenUnavailable<T>(attempt: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof LimiterUnavailable) return fallback;
    throw error;
  }
}

// Only a digest of the email is kept.
const digest = (value: string) =>
  createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

/** Counts in fixed windows of `windowSeconds` from the first failure, in the store given (this process's by default). */
export function createSignInLimiter(
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  store: LimiterStore = limiterStore(),
): SignInLimiter {
  const limiter = (keyPrefix: string, points: number) =>
    createLimiter(
      { keyPrefix, points, duration: limits.windowSeconds, whenUnavailable: 'refuse' },
      store,
    );
  const byAccount = limiter('sign-in-account', limits.perAccount);
  const byAddress = limiter('sign-in-address', limits.perAddress);

  const counters = ({ email, address }: SignInClient) =>
    [
      { scope: 'account', limiter: byAccount, limit: limits.perAccount, key: digest(email) },
      {
        scope: 'address',
        limiter: byAddress,
        limit: limits.perAddress,
        key: address === undefined ? undefined : addressKey(address),
      },
    ] as const;

  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    lockedFor: (client) =>
      orWhenUnavailable(async () => {
        for (const { scope, limiter, limit, key } of counters(client)) {
          if (key === undefined) continue;
          const counted = await limiter.get(key);
          if (counted && counted.consumedPoints >= limit)
            return { scope, retryAfterSeconds: seconds(counted.msBeforeNext) };
        }
        return undefined;
      }, UNAVAILABLE),
    failed: (client) =>
      orWhenUnavailable(async () => {
        let lock: Lock | undefined;
        for (const { scope, limiter, limit, key } of counters(client)) {
          if (key === undefined) continue;
          const counted = await limiter.penalty(key, 1);
          if (!lock && counted.consumedPoints >= limit)
            lock = { scope, retryAfterSeconds: seconds(counted.msBeforeNext) };
        }
        return lock;
      }, UNAVAILABLE),
    // The password was right: a count left behind only ends the window sooner for its owner.
    succeeded: ({ email }) =>
      orWhenUnavailable(async () => void (await byAccount.delete(digest(email))), undefined),
    unlock: (email) =>
      orWhenUnavailable(async () => (await byAccount.delete(digest(email)), true), false),
  };
}

let shared: SignInLimiter | undefined;

/** This process's limiter, with the default limits, over this process's store. */
export function signInLimiter(): SignInLimiter {
  shared ??= createSignInLimiter();
  return shared;
}
