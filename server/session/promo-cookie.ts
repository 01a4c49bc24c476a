// The promo code this browser chose last (a campaign link's `?code=`, or one applied at checkout), kept in a cookie
// so the next checkout opens with it. Only its text is kept: its rules are read again each time it is quoted.
import { normalisePromoCode } from '@/lib/promo/rules';
import { FRAME_COOKIE_OPTIONS } from '@/server/session/frame-cookie';

export const PROMO_COOKIE = 'promo_code';

/** Long enough to look around and come back later that day; not so long that an old link applies to another order. */
const PROMO_COOKIE_SECONDS = 24 * 60 * 60;

/**
 * Inside an embed's frame the cookie is partitioned like the frame's own (kept per embedding site, and only where
 * the browser keeps cookies in frames: elsewhere the reserve form carries the code); outside, an ordinary one.
 */
export function promoCookieOptions(
  framed: boolean,
  production = process.env.NODE_ENV === 'production',
) {
  return framed
    ? { ...FRAME_COOKIE_OPTIONS, maxAge: PROMO_COOKIE_SECONDS }
    : {
        httpOnly: true,
        secure: production,
        sameSite: 'lax' as const,
        path: '/',
        maxAge: PROMO_COOKIE_SECONDS,
      };
}

/** The code a cookie or a link names, or null for none or anything that is not a code. */
export function promoCodeOf(value: string | undefined | null): string | null {
  return value ? normalisePromoCode(value) : null;
}
