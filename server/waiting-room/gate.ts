// The gate in front of every customer path that holds stock (reserve, holding again): the waiting room governing
// the selection must have let this session in. A browser whose place is in its turn is admitted on its way through.
import 'server-only';
import { cookies } from 'next/headers';
import type { Selection } from '@/lib/sellables/kinds';
import { storefrontEnv } from '@/server/env';
import type { CheckoutState } from '@/server/session/checkout-state';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  admitFromPlace,
  checkAdmission,
  extendTurnForHolds,
  finishAdmission,
  type AdmissionCheck,
  type AdmissionSession,
} from './admission';
import { PLACE_COOKIE, placesOfCookie } from './place-cookie';

/** The places this request's browser holds, by room. */
export async function browserPlaces(): Promise<Map<string, string>> {
  return placesOfCookie((await cookies()).get(PLACE_COOKIE)?.value);
}

/**
 * Whether this session may hold stock for the selection. Without an admission, a place of this browser that is in
 * its turn grants one (in the session: the caller saves it).
 */
export async function admissionToReserve(
  session: AdmissionSession,
  selection: Selection,
  now = Date.now(),
): Promise<AdmissionCheck> {
  const db = await storefrontDatabase();
  const secret = storefrontEnv().SESSION_SECRET;
  const check = await checkAdmission(db, session, selection, now, secret);
  if (check.ok || check.reason === 'sold-out') return check;
  const placeId = (await browserPlaces()).get(check.roomId);
  if (!(await admitFromPlace(db, session, check.roomId, placeId, now, secret))) return check;
  return checkAdmission(db, session, selection, now, secret);
}

/** The browser's place in the room is in its turn: the admission goes into the session (the caller saves it); true when granted. */
export async function enterFromPlace(
  session: AdmissionSession,
  roomId: string,
  now = Date.now(),
): Promise<boolean> {
  const placeId = (await browserPlaces()).get(roomId);
  return admitFromPlace(
    await storefrontDatabase(),
    session,
    roomId,
    placeId,
    now,
    storefrontEnv().SESSION_SECRET,
  );
}

/** After a reserve under a room: the turn lasts while the holds do (their end in this server's clock). */
export async function keepTurnForHolds(
  session: AdmissionSession,
  checkout: Pick<CheckoutState, 'expiresAt' | 'clockOffsetMs'>,
  now = Date.now(),
): Promise<void> {
  const holdsEnd = Date.parse(checkout.expiresAt) - checkout.clockOffsetMs;
  await extendTurnForHolds(
    await storefrontDatabase(),
    session,
    holdsEnd,
    now,
    storefrontEnv().SESSION_SECRET,
  );
}

/** After a purchase: the session's place is finished. */
export async function finishAdmittedPlace(
  session: AdmissionSession,
  now = Date.now(),
): Promise<void> {
  if (!session.admission) return;
  await finishAdmission(await storefrontDatabase(), session, now, storefrontEnv().SESSION_SECRET);
}
