// The checkout's iron-session cookie: what the customer reserved, their contact, and the order reference.
import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import type { Contact } from '@/lib/checkout/contact-schema';
import { storefrontEnv } from '@/server/env';

export interface CheckoutLine {
  categoryId: string;
  title: string;
  quantity: number;
  unitPrice: number;
}

/** Holds the customer owns. Only ids stored here may be bought or released on their behalf. */
export interface CheckoutState {
  eventId: string;
  eventTitle: string;
  lines: CheckoutLine[];
  contact: Contact;
  /** Reservation ids, one per line, in the same order. */
  holds: string[];
  /** Earliest `expires_at` of the holds, in the service's clock. */
  expiresAt: string;
  /** Service clock minus server clock, from `seconds_remaining` (see lib/checkout/countdown). */
  clockOffsetMs: number;
  /** Generated when the holds are made, so it is in the browser's cookie before any buy is sent. */
  merchantReference: string;
}

/** What the customer chose last, kept after a change or a cancel to prefill the event page. */
export interface CheckoutDraft {
  eventId: string;
  quantities: Record<string, number>;
  contact: Contact;
}

export interface CheckoutSessionData {
  checkout?: CheckoutState;
  draft?: CheckoutDraft;
  /** Merchant reference of the last confirmed order, so a refresh or a second tab finds it. */
  lastOrder?: string;
}

// Short: holds live minutes, and the cookie carries contact details.
export const SESSION_TTL_SECONDS = 30 * 60;
export const SESSION_COOKIE = 'tickets_checkout';

export function checkoutSessionOptions(secret: string, production = process.env.NODE_ENV === 'production'): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: secret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, secure: production, sameSite: 'lax', path: '/' },
  };
}

export async function getCheckoutSession() {
  return getIronSession<CheckoutSessionData>(await cookies(), checkoutSessionOptions(storefrontEnv().SESSION_SECRET));
}
