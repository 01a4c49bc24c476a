// Taking a place in a waiting room from its form (a plain post to /waiting-room/<room>/join, so it works with and
// without scripts): the same answer from the route handler and from the storefront's front door, which answers it
// before Next on a rush (server/waiting-room/front.ts). The place comes only from this browser's httpOnly cookie.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { clientAddress } from '@/server/security/client-address';
import type { StoreDatabase } from '@/server/store-db/connect';
import { roomIdOfSegment, waitingRoomPath } from './paths';
import { cookieWithPlace, placeCookieOf, placeSetCookie, placesOfCookie } from './place-cookie';
import { joinRoom, JOIN_MESSAGES } from './places';

export type JoinRefusal = keyof typeof JOIN_MESSAGES;

/** Where the visitor goes next (always the waiting page: it says why a place was refused), and the cookie to set. */
export interface JoinAnswer {
  status: 303 | 404;
  location?: string;
  setCookie?: string;
}

/** The waiting page's query that says why joining was refused. */
export const REFUSED_PARAM = 'refused';

/** The message for the refusal a waiting page's query names, or undefined for anything else. */
export const refusalMessage = (value: string | null | undefined): string | undefined =>
  value && Object.hasOwn(JOIN_MESSAGES, value) ? JOIN_MESSAGES[value as JoinRefusal] : undefined;

/** Joins the room the path's segment names, for the browser of these (trusted) request headers. */
export async function answerJoin(
  db: StoreDatabase,
  segment: string,
  headers: Headers,
  now = Date.now(),
): Promise<JoinAnswer> {
  const roomId = roomIdOfSegment(segment);
  if (!roomId) return { status: 404 };
  const held = placeCookieOf(headers.get('cookie'));
  const joined = await joinRoom(
    db,
    roomId,
    {
      placeId: placesOfCookie(held).get(roomId),
      address: clientAddress(headers),
      placesPerAddress: storefrontEnv().WAITING_ROOM_PLACES_PER_ADDRESS,
    },
    now,
  );
  const page = waitingRoomPath(roomId);
  if (!joined.ok) return { status: 303, location: `${page}?${REFUSED_PARAM}=${joined.reason}` };
  return {
    status: 303,
    location: page,
    ...(joined.created && {
      setCookie: placeSetCookie(cookieWithPlace(held, roomId, joined.place.id)),
    }),
  };
}
