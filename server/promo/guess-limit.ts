// Limits how many codes that do not exist one address and one session may try, so a short campaign code cannot be
// found by guessing. Codes that exist but do not apply (expired, another event) are not counted: a customer may try
// the codes they were given as often as they like.
import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { addressKey, clientAddress } from '@/server/security/client-address';
import {
  createLimiter,
  limiterStore,
  takePoint,
  type LimiterStore,
} from '@/server/security/limiter';
import { logRefusal } from '@/server/security/security-log';

export interface GuessLimits {
  perAddress: number;
  perSession: number;
  windowSeconds: number;
}

/** Ten unknown codes a session, thirty an address (a venue's or an office's shared connection), per quarter hour. */
export const GUESS_LIMITS: GuessLimits = { perAddress: 30, perSession: 10, windowSeconds: 15 * 60 };

export type GuessCounter = (client: {
  address: string | undefined;
  sessionKey: string | undefined;
}) => Promise<number | undefined>;

const digest = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** Counts one unknown code: undefined while within the limits, else the seconds until another may be tried. */
export function createGuessCounter(
  limits: GuessLimits = GUESS_LIMITS,
  store: LimiterStore = limiterStore(),
): GuessCounter {
  const byAddress = createLimiter(
    { keyPrefix: 'promo-address', points: limits.perAddress, duration: limits.windowSeconds },
    store,
  );
  const bySession = createLimiter(
    { keyPrefix: 'promo-session', points: limits.perSession, duration: limits.windowSeconds },
    store,
  );
  return async ({ address, sessionKey }) => {
    const key = address === undefined ? undefined : addressKey(address);
    for (const [limiter, id] of [
      [byAddress, key],
      [bySession, sessionKey && digest(sessionKey)],
    ] as const) {
      if (!id) continue;
      const retryAfterSeconds = await takePoint(limiter, id);
      if (retryAfterSeconds === undefined) continue;
      logRefusal('promo code guesses limited', {
        address: key,
        windowSeconds: limits.windowSeconds,
        retryAfterSeconds,
      });
      return retryAfterSeconds;
    }
    return undefined;
  };
}

let shared: GuessCounter | undefined;

/** Counts an unknown code tried by the request being handled, from the session `sessionKey`. */
export async function countUnknownCode(
  sessionKey: string | undefined,
): Promise<number | undefined> {
  shared ??= createGuessCounter();
  return shared({ address: clientAddress(await headers()), sessionKey });
}

/** The customer's message once the limit is reached. */
export const tooManyGuessesMessage = (retryAfterSeconds: number) =>
  `Too many codes that do not exist were tried from here. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}.`;
