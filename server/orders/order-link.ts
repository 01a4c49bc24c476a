// The signed, time-limited link to an order that "Find my tickets" emails: the reference and an expiry, sealed
// (encrypted and signed) under a key derived from SESSION_SECRET, so the link tells nothing and cannot be altered.
import 'server-only';
import { createHmac } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';

/** What opening a link found: the order, an expired link (a new one may be asked for), or a link that is not ours. */
export type OrderLinkReading =
  { state: 'valid'; reference: string } | { state: 'expired' } | { state: 'invalid' };

const sealed = z.object({ r: z.string().regex(CUSTOMER_REFERENCE_PATTERN), e: z.number().int() });

/** A key of its own, derived from SESSION_SECRET (never that secret itself). */
const linkKey = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('order link').digest('base64url');

/** The token of a link to `reference` that opens it until `now + ttlSeconds`. */
export async function sealOrderLink(
  reference: string,
  sessionSecret: string,
  ttlSeconds: number,
  now: number,
): Promise<string> {
  // The seal's own expiry is off (ttl 0): the expiry is ours, so an expired link is told apart from a forged one.
  return sealData(sealed.parse({ r: reference, e: now + ttlSeconds * 1000 }), {
    password: linkKey(sessionSecret),
    ttl: 0,
  });
}

export async function readOrderLink(
  token: string,
  sessionSecret: string,
  now: number,
): Promise<OrderLinkReading> {
  if (token.length === 0 || token.length > 1000) return { state: 'invalid' };
  let data: unknown;
  try {
    data = await unsealData(token, { password: linkKey(sessionSecret), ttl: 0 });
  } catch {
    return { state: 'invalid' };
  }
  const parsed = sealed.safeParse(data);
  if (!parsed.success) return { state: 'invalid' };
  return parsed.data.e > now ? { state: 'valid', reference: parsed.data.r } : { state: 'expired' };
}

/** The address of a link: `/orders/open?t=…` on the storefront's public origin. */
export const orderLinkUrl = (origin: string, token: string) =>
  `${origin}/orders/open?t=${encodeURIComponent(token)}`;
