// Asking for an email when the turn comes, and entering the sale when it has (taking a place is a plain post:
// server/waiting-room/join-request.ts). Public endpoints declared with their
// policies (server/security/action-policy.ts).
'use server';
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { enterFromPlace } from '@/server/waiting-room/gate';
import { salePathOfRoom } from '@/server/waiting-room/paths';
import { PLACE_COOKIE, placesOfCookie } from '@/server/waiting-room/place-cookie';
import { askForEmail } from '@/server/waiting-room/places';
import { roomIdSchema } from '@/server/waiting-room/settings';

/** What the waiting page's forms show after a post: nothing yet, a confirmation, or why not. */
export type WaitingRoomFormState =
  { ok: true; message: string } | { ok: false; message: string } | null;

const refused = (message: string): WaitingRoomFormState => ({ ok: false, message });

const roomInput = z.object({ room: roomIdSchema });
const emailInput = z.object({
  room: roomIdSchema,
  email: z.email('Enter a valid email address.').max(254),
});

const NO_ROOM = 'This waiting room could not be found.';

function roomOfForm(form: FormData) {
  const parsed = roomInput.safeParse({ room: form.get('room') });
  return parsed.success ? parsed.data : refuse(refused(NO_ROOM));
}

const policyBasics = {
  crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
  unavailable: () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
  caller: () => null,
};

/**
 * "It's your turn": puts the admission of this browser's place into its checkout session and goes to the sale.
 * The session makes the pages this visitor's own (never the shared cached ones), so the reserve form shows.
 */
export const enterWaitingRoom = guardedAction<
  [previous: WaitingRoomFormState, form: FormData],
  null,
  z.output<typeof roomInput>,
  WaitingRoomFormState
>(
  {
    who: 'a visitor whose place (its id in this browser’s httpOnly cookie) is in its turn',
    needs: 'a place of this browser in the room, let in, its turn not over',
    checks:
      'the room id, against the zod schema; the place id comes only from this browser’s httpOnly cookie',
    ...policyBasics,
    input: roomOfForm,
  },
  async (_caller, { room }) => {
    const session = await getCheckoutSession();
    if (!(await enterFromPlace(session, room)))
      return refused('It is not your turn yet, or your turn is over.');
    await session.save();
    redirect(salePathOfRoom(room));
  },
);

/** Asks for an email when this browser's place is let in. */
export const emailWhenMyTurn = guardedAction<
  [previous: WaitingRoomFormState, form: FormData],
  null,
  z.output<typeof emailInput>,
  WaitingRoomFormState
>(
  {
    who: 'any visitor holding a place in the room (its id in this browser’s httpOnly cookie)',
    needs: 'a place of this browser in the room, still waiting',
    checks: 'the room id and the email address, against the zod schema',
    ...policyBasics,
    input: (form) => {
      const parsed = emailInput.safeParse({ room: form.get('room'), email: form.get('email') });
      return parsed.success
        ? parsed.data
        : refuse(
            refused(
              parsed.error.issues.some((issue) => issue.path[0] === 'email')
                ? 'Enter a valid email address.'
                : NO_ROOM,
            ),
          );
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
