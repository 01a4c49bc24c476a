// The place cookie: which place this browser holds in each waiting room. Long-lived and httpOnly; a place id is a
// random 128-bit value, so the cookie is the browser's claim to its place (one per room).
import 'server-only';
import { z } from 'zod';

export const PLACE_COOKIE = 'waiting_places';

/** A week: a queue opened days before an on-sale keeps its places. */
export const PLACE_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 3_600;

/** At most this many rooms remembered; the oldest is forgotten first. */
const MAX_ROOMS = 8;

const entrySchema = z.tuple([z.string().min(1).max(255), z.string().regex(/^[\w-]{1,32}$/)]);

/** The places the cookie names, by room; a damaged cookie names none. */
export function placesOfCookie(value: string | undefined): Map<string, string> {
  const places = new Map<string, string>();
  if (!value || value.length > 4_000) return places;
  for (const entry of new URLSearchParams(value)) {
    const parsed = entrySchema.safeParse(entry);
    if (parsed.success) places.set(parsed.data[0], parsed.data[1]);
  }
  return places;
}

/** The cookie's value once this room's place is remembered (kept last, so the oldest rooms go first). */
export function cookieWithPlace(
  value: string | undefined,
  roomId: string,
  placeId: string,
): string {
  const places = placesOfCookie(value);
  places.delete(roomId);
  places.set(roomId, placeId);
  const kept = [...places].slice(-MAX_ROOMS);
  return new URLSearchParams(kept).toString();
}

export function placeCookieOptions(production = process.env.NODE_ENV === 'production') {
  return {
    httpOnly: true,
    secure: production,
    sameSite: 'lax',
    path: '/',
    maxAge: PLACE_COOKIE_MAX_AGE_SECONDS,
  } as const;
}

/** The place cookie's value in a Cookie header, decoded as Next's request cookies decode it. */
export function placeCookieOf(cookieHeader: string | null | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== PLACE_COOKIE) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie header for the place cookie, written as Next's response cookies write it. */
export function placeSetCookie(
  value: string,
  production = process.env.NODE_ENV === 'production',
): string {
  const options = placeCookieOptions(production);
  return [
    `${PLACE_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    ...(options.secure ? ['Secure'] : []),
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ].join('; ');
}
