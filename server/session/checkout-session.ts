// The checkout's iron-session cookie: what the customer reserved, their contact, and the order reference.
import 'server-only';
import type { IronSession, SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { storefrontEnv } from '@/server/env';
import { checkoutSessionSchema, type CheckoutSessionData } from './checkout-state';
import { EMBED_PARENT_HEADER } from './embed-parent-header';
import { openIronSession, type CookieStore } from './open-session';
import { SESSION_COOKIE } from './session-cookie';

export type { CheckoutDraft, CheckoutSessionData, CheckoutState, HeldLine } from './checkout-state';

// Short: holds live minutes, and the cookie carries contact details.
export const SESSION_TTL_SECONDS = 30 * 60;
export { SESSION_COOKIE };

export function checkoutSessionOptions(
  secret: string,
  production = process.env.NODE_ENV === 'production',
  framed = false,
): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: secret,
    ttl: SESSION_TTL_SECONDS,
    // In an embed's frame on another site a Lax cookie is never sent back; a partitioned one (CHIPS) is kept
    // per embedding site, even by browsers that block third-party cookies. Partitioned requires Secure.
    cookieOptions: framed
      ? { httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/' }
      : { httpOnly: true, secure: production, sameSite: 'lax', path: '/' },
  };
}

/**
 * Opens the session from a cookie store. A damaged, tampered or foreign cookie, or one written by an older
 * version of the storefront, is an empty session (replaced on the next save), never an error page.
 */
export async function openCheckoutSession(
  store: CookieStore,
  options: SessionOptions,
): Promise<IronSession<CheckoutSessionData>> {
  const session = await openIronSession<CheckoutSessionData>(store, options);
  const valid = checkoutSessionSchema.parse({
    checkout: session.checkout,
    draft: session.draft,
    lastOrder: session.lastOrder,
    sid: session.sid,
    admission: session.admission,
    basket: session.basket,
  });
  session.checkout = valid.checkout;
  session.draft = valid.draft;
  session.lastOrder = valid.lastOrder;
  session.sid = valid.sid;
  session.admission = valid.admission;
  session.basket = valid.basket;
  return session;
}

export async function getCheckoutSession() {
  const framed = (await headers()).has(EMBED_PARENT_HEADER);
  return openCheckoutSession(
    await cookies(),
    checkoutSessionOptions(storefrontEnv().SESSION_SECRET, undefined, framed),
  );
}
