// Limits wrong passwords per staff account and per client address, so nobody can guess their way in.
import { createHash } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { addressKey } from '@/server/security/client-address';

export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

export interface SignInClient {
  /** As typed, lower-cased; counted whether or not an account has it, so a lock tells nothing about accounts. */
  email: string;
  /** Undefined (the request did not say) skips the per-address limit. */
  address: string | undefined;
}

export interface Lock {
  scope: 'account' | 'address';
  retryAfterSeconds: number;
}

export interface SignInLimiter {
  /** The lock this client is under, if any; counts nothing. */
  lockedFor(client: SignInClient): Promise<Lock | undefined>;
  /** Counts one wrong password; the lock it brings on when it reaches a limit. */
  failed(client: SignInClient): Promise<Lock | undefined>;
  /** A right password clears the account's count (not the address's, which another account may be guessing from). */
  succeeded(client: SignInClient): Promise<void>;
  /** A supervisor's unlock: clears the account's count, so its owner may sign in again at once. */
  unlock(email: string): Promise<void>;
}

/** "Too many attempts. Try again in 12 minutes." */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

// Only a digest of the email is kept in memory.
const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

/** Counts in fixed windows of `windowSeconds` from the first failure, in this process's memory. */
export function createSignInLimiter(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS): SignInLimiter {
  const byAccount = new RateLimiterMemory({ keyPrefix: 'sign-in-account', points: limits.perAccount, duration: limits.windowSeconds });
  const byAddress = new RateLimiterMemory({ keyPrefix: 'sign-in-address', points: limits.perAddress, duration: limits.windowSeconds });

  const counters = ({ email, address }: SignInClient) =>
    [
      { scope: 'account', limiter: byAccount, limit: limits.perAccount, key: digest(email) },
      { scope: 'address', limiter: byAddress, limit: limits.perAddress, key: address === undefined ? undefined : addressKey(address) },
    ] as const;

  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async lockedFor(client) {
      for (const { scope, limiter, limit, key } of counters(client)) {
        if (key === undefined) continue;
        const counted = await limiter.get(key);
        if (counted && counted.consumedPoints >= limit) return { scope, retryAfterSeconds: seconds(counted.msBeforeNext) };
      }
      return undefined;
    },
    async failed(client) {
      let lock: Lock | undefined;
      for (const { scope, limiter, limit, key } of counters(client)) {
        if (key === undefined) continue;
        const counted = await limiter.penalty(key, 1);
        if (!lock && counted.consumedPoints >= limit) lock = { scope, retryAfterSeconds: seconds(counted.msBeforeNext) };
      }
      return lock;
    },
    async succeeded({ email }) {
      await byAccount.delete(digest(email));
    },
    async unlock(email) {
      await byAccount.delete(digest(email));
    },
  };
}

let shared: SignInLimiter | undefined;

/** This process's limiter, with the default limits. */
export function signInLimiter(): SignInLimiter {
  shared ??= createSignInLimiter();
  return shared;
}
