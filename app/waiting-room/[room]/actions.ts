// Going from the waiting page to the tickets when the turn has come: the browser's place, let in, becomes this
// checkout session's admission, so the event's page (drawn for this session) offers its reserve form. A public
// endpoint declared with its policy (server/security/action-policy.ts).
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { storefrontEnv } from '@/server/env';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { admitFromPlace } from '@/server/waiting-room/admission';
import { browserPlaces } from '@/server/waiting-room/gate';
import { roomIdSchema } from '@/server/waiting-room/settings';
import { roomTicketsPath } from '@/server/waiting-room/subject';
import type { WaitingRoomFormState } from '@/components/waiting-room/actions';

const refused = (message: string): WaitingRoomFormState => ({ ok: false, message });

const roomInput = z.object({ room: roomIdSchema });

export const enterMyTurn = guardedAction<[previous: WaitingRoomFormState, form: FormData], null, z.output<typeof roomInput>, WaitingRoomFormState>(
  {
    who: 'any visitor holding a place in the room (its id in this browser’s httpOnly cookie)',
    needs: 'this browser’s place in the room let in, its turn not over',
    checks: 'the room id, against the zod schema; the place id comes only from this browser’s httpOnly cookie',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable: () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
    caller: () => null,
    input: (form) => {
      const parsed = roomInput.safeParse({ room: form.get('room') });
      return parsed.success ? parsed.data : refuse(refused('This waiting room could not be found.'));
    },
  },
  async (_caller, { room }) => {
    const session = await getCheckoutSession();
    const placeId = (await browserPlaces()).get(room);
    const admitted = await admitFromPlace(await storefrontDatabase(), session, room, placeId, Date.now(), storefrontEnv().SESSION_SECRET);
    if (!admitted) return refused('It is not your turn: this browser’s place in the queue has not been let in, or its turn is over.');
    await session.save();
    redirect(roomTicketsPath(room));
  },
);
