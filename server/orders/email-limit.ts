// Limits how often the storefront emails orders on request ("Find my tickets", "Resend"), per client address and
// per contact, so nobody can fill a customer's inbox or probe many contacts from one connection.
import { createHash } from 'node:crypto';
import { addressKey } from '@/server/security/client-address';
import {
  createLimiter,
  limiterStore,
  takePoint,
  type LimiterStore,
} from '@/server/security/limiter';

export interface OrderEmailLimits {
  perContact: number;
  perAddress: number;
  windowSeconds: number;
}

export interface OrderEmailClient {
  /** The email or phone (normalized) the emails are for; counted whether or not any order has it. */
  contact: string;
  /** Undefined (the request did not say) skips the per-address limit. */
  address: string | undefined;
}

export type OrderEmailLimiter = (
  client: OrderEmailClient,
) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;

/** "Too many requests. Try again in 12 minutes." */
export function tryAgainMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

// Only a digest of the contact is kept in memory.
const digest = (value: string) =>
  createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Counts requests in fixed windows of `windowSeconds`, in the store given (this process's: shared by every instance
 * on PostgreSQL; while PostgreSQL does not answer, each instance counts on its own). A request counts against the
 * address first; one the address refuses is not counted against the contact.
 */
export function createOrderEmailLimiter(
  limits: OrderEmailLimits,
  store: LimiterStore = limiterStore(),
): OrderEmailLimiter {
  const byAddress = createLimiter(
    { keyPrefix: 'order-email-address', points: limits.perAddress, duration: limits.windowSeconds },
    store,
  );
  const byContact = createLimiter(
    { keyPrefix: 'order-email-contact', points: limits.perContact, duration: limits.windowSeconds },
    store,
  );
  return async ({ contact, address }) => {
    const checks = [
      { limiter: byAddress, key: address === undefined ? undefined : addressKey(address) },
      { limiter: byContact, key: digest(contact) },
    ];
    for (const { limiter, key } of checks) {
      if (key === undefined) continue;
      const retryAfterSeconds = await takePoint(limiter, key);
      if (retryAfterSeconds !== undefined) return { ok: false, retryAfterSeconds };
    }
    return { ok: true };
  };
}
