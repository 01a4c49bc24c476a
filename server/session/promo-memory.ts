// The browser's remembered promo code (server/session/promo-cookie.ts), read and written by actions and pages.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { EMBED_PARENT_HEADER } from './embed-parent-header';
import { PROMO_COOKIE, promoCodeOf, promoCookieOptions } from './promo-cookie';

/** The code this browser remembers, or null. */
export async function rememberedPromoCode(): Promise<string | null> {
  return promoCodeOf((await cookies()).get(PROMO_COOKIE)?.value);
}

/** Remembers `code` for the next checkout, or forgets the one remembered (null), in the frame's partition inside one. */
export async function rememberPromoCode(code: string | null): Promise<void> {
  const options = promoCookieOptions((await headers()).has(EMBED_PARENT_HEADER));
  const store = await cookies();
  if (code) store.set(PROMO_COOKIE, code, options);
  else if (store.get(PROMO_COOKIE)) store.set(PROMO_COOKIE, '', { ...options, maxAge: 0 });
}
