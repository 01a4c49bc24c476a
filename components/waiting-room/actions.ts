// Taking a place in a waiting room, and asking for an email when the turn comes, from the event page's queue notice,
// the checkout and the waiting page. Public endpoints declared with their policies (server/security/action-policy.ts).
'use server';
import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { storefrontEnv } from '@/server/env';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { clientAddress } from '@/server/security/client-address';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { waitingRoomPath } from '@/server/waiting-room/paths';
import { cookieWithPlace, PLACE_COOKIE, placeCookieOptions, placesOfCookie } from '@/server/waiting-room/place-cookie';
import { askForEmail, joinRoom } from '@/server/waiting-room/places';
import { roomIdSchema } from '@/server/waiting-room/settings';

/** What the waiting page's forms show after a post: nothing yet, a confirmation, or why not. */
export type WaitingRoomFormState = { ok: true; message: string } | { ok: false; message: string } | null;

const refused = (message: string): WaitingRoomFormState => ({ ok: false, message });

const roomInput = z.object({ room: roomIdSchema });
const emailInput = z.object({ room: roomIdSchema, email: z.email('Enter a valid email address.').max(254) });

const NO_ROOM = 'This waiting room could not be found.';

const policyBasics = {
  crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
  unavailable: () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
  caller: () => null,
};

/** Takes a place (or keeps this browser's own) and goes to the waiting page. */
export const joinWaitingRoom = guardedAction<[previous: WaitingRoomFormState, form: FormData], null, z.output<typeof roomInput>, WaitingRoomFormState>(
  {
    who: 'any visitor of the shop’s pages',
    needs: 'a room that is on and open; at most WAITING_ROOM_PLACES_PER_ADDRESS live places for this address; one place per browser',
    checks: 'the room id, against the zod schema; the place id comes only from this browser’s httpOnly cookie',
    ...policyBasics,
    input: (form) => {
      const parsed = roomInput.safeParse({ room: form.get('room') });
      return parsed.success ? parsed.data : refuse(refused(NO_ROOM));
    },
  },
  async (_caller, { room }) => {
    const jar = await cookies();
    const held = jar.get(PLACE_COOKIE)?.value;
    const joined = await joinRoom(
      await storefrontDatabase(),
      room,
      { placeId: placesOfCookie(held).get(room), address: clientAddress(await headers()), placesPerAddress: storefrontEnv().WAITING_ROOM_PLACES_PER_ADDRESS },
      Date.now(),
    );
    if (!joined.ok) return refused(joined.message);
    if (joined.created) jar.set(PLACE_COOKIE, cookieWithPlace(held, room, joined.place.id), placeCookieOptions());
    redirect(waitingRoomPath(room));
  },
);

/** Asks for an email when this browser's place is let in. */
export const emailWhenMyTurn = guardedAction<[previous: WaitingRoomFormState, form: FormData], null, z.output<typeof emailInput>, WaitingRoomFormState>(
  {
    who: 'any visitor holding a place in the room (its id in this browser’s httpOnly cookie)',
    needs: 'a place of this browser in the room, still waiting',
    checks: 'the room id and the email address, against the zod schema',
    ...policyBasics,
    input: (form) => {
      const parsed = emailInput.safeParse({ room: form.get('room'), email: form.get('email') });
      return parsed.success ? parsed.data : refuse(refused(parsed.error.issues.some((issue) => issue.path[0] === 'email') ? 'Enter a valid email address.' : NO_ROOM));
    },
  },
  async (_caller, { room, email }) => {
    const placeId = placesOfCookie((await cookies()).get(PLACE_COOKIE)?.value).get(room);
    if (!placeId || !(await askForEmail(await storefrontDatabase(), room, placeId, email))) {
      return refused('Only a place still waiting in the queue can ask for an email.');
    }
    return { ok: true, message: `We will email ${email} when it is your turn.` };
  },
);
