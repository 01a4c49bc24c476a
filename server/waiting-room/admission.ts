// Admission: the signed, expiring proof that this checkout session's place was let in, carried in the session's
// own sealed cookie and bound to the session's id, the room and the place. Reserving while a room governs the
// selection needs a live one; the place's row is checked too, so a finished place or a room turned off counts.
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Selection } from '@/lib/sellables/kinds';
import { storefrontEnv } from '@/server/env';
import type { StoreDatabase } from '@/server/store-db/connect';
import { findPlace, finishPlace, placeIsLive } from './places';
import { eventRoomId, roomSettings, SHOP_ROOM, type Room } from './settings';

/** What of the checkout session admission reads and writes (server/session/checkout-state.ts). */
export interface AdmissionSession {
  sid?: string | undefined;
  admission?: string | undefined;
}

export interface AdmissionClaims {
  roomId: string;
  placeId: string;
  sid: string;
  /** ms since the epoch: the end of the place's turn. */
  expiresAt: number;
}

export const ADMISSION_MESSAGES = {
  waitingRoom:
    'Tickets for this sale are sold through a waiting room. Join the queue, and reserve when it is your turn.',
  turnOver: 'Your turn in the waiting room is over. Join the queue again to reserve.',
  soldOut: 'Sold out: there is nothing left to reserve.',
} as const;

export type AdmissionCheck =
  | { ok: true; room?: string; placeId?: string }
  | {
      ok: false;
      roomId: string;
      reason: 'no-admission' | 'turn-over' | 'sold-out';
      message: string;
    };

const claimsSchema = z.object({
  r: z.string().max(255),
  p: z.string().max(32),
  s: z.string().max(32),
  e: z.number().int(),
});

/** The secret admissions are signed with, unless one is given: the storefront's session secret. */
const sessionSecret = () => storefrontEnv().SESSION_SECRET;

/** The admission key, derived from the secret for this one use. */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('waiting-room-admission').digest();

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signAdmission(claims: AdmissionClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ r: claims.roomId, p: claims.placeId, s: claims.sid, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${signatureOf(payload, secret)}`;
}

/** The claims of a token signed with this secret, or undefined (forged, damaged, of another shape). Expiry is the caller's. */
export function readAdmission(
  token: string | undefined,
  secret: string,
): AdmissionClaims | undefined {
  const [payload, signature, ...rest] = (token ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = claimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return undefined;
    return {
      roomId: parsed.data.r,
      placeId: parsed.data.p,
      sid: parsed.data.s,
      expiresAt: parsed.data.e,
    };
  } catch {
    return undefined;
  }
}

/** Puts an admission for this place's turn in the session (giving the session its id first). The caller saves. */
export function grantAdmission(
  session: AdmissionSession,
  grant: { roomId: string; placeId: string; turnEndsAt: number },
  secret = sessionSecret(),
): string {
  session.sid ??= randomBytes(12).toString('base64url');
  const token = signAdmission(
    { roomId: grant.roomId, placeId: grant.placeId, sid: session.sid, expiresAt: grant.turnEndsAt },
    secret,
  );
  session.admission = token;
  return token;
}

/** A room governs while it is on, from its opening time; once sold out it still governs (and refuses). */
const governs = (room: Room | undefined, now: number): room is Room =>
  room !== undefined && room.enabled && now >= room.opensAt;

/** The room governing a selection now: the event's own room, else the shop's. */
export async function governingRoom(
  db: StoreDatabase,
  selection: Selection,
  now: number,
): Promise<Room | undefined> {
  if (selection.kind === 'event') {
    const own = await roomSettings(db, eventRoomId(selection.eventId));
    if (governs(own, now)) return own;
  }
  const shop = await roomSettings(db, SHOP_ROOM);
  return governs(shop, now) ? shop : undefined;
}

/** The session's admission to this room, if it is live now: signed, this session's, unexpired, the place in its turn. */
async function liveAdmission(
  db: StoreDatabase,
  session: AdmissionSession,
  roomId: string,
  now: number,
  secret: string,
) {
  const claims = readAdmission(session.admission, secret);
  if (
    !claims ||
    !session.sid ||
    claims.sid !== session.sid ||
    claims.roomId !== roomId ||
    claims.expiresAt <= now
  )
    return undefined;
  const place = await findPlace(db, roomId, claims.placeId);
  return place && place.admittedAt !== null && placeIsLive(place, now) ? place : undefined;
}

/** Whether this session may hold stock for the selection now: no room governs it, or the session holds a live admission. */
export async function checkAdmission(
  db: StoreDatabase,
  session: AdmissionSession,
  selection: Selection,
  now: number,
  secret = sessionSecret(),
): Promise<AdmissionCheck> {
  const room = await governingRoom(db, selection, now);
  if (!room) return { ok: true };
  const place = await liveAdmission(db, session, room.id, now, secret);
  if (place) return { ok: true, room: room.id, placeId: place.id };
  if (room.soldOutAt !== null)
    return { ok: false, roomId: room.id, reason: 'sold-out', message: ADMISSION_MESSAGES.soldOut };
  const claims = readAdmission(session.admission, secret);
  const hadTurn = claims !== undefined && claims.sid === session.sid && claims.roomId === room.id;
  return hadTurn
    ? { ok: false, roomId: room.id, reason: 'turn-over', message: ADMISSION_MESSAGES.turnOver }
    : {
        ok: false,
        roomId: room.id,
        reason: 'no-admission',
        message: ADMISSION_MESSAGES.waitingRoom,
      };
}

/** Admits the session through the browser's place (its cookie), when that place is in its turn; true when granted. */
export async function admitFromPlace(
  db: StoreDatabase,
  session: AdmissionSession,
  roomId: string,
  placeId: string | undefined,
  now: number,
  secret = sessionSecret(),
): Promise<boolean> {
  const place = await findPlace(db, roomId, placeId);
  if (!place || place.admittedAt === null || !placeIsLive(place, now) || place.turnEndsAt === null)
    return false;
  grantAdmission(session, { roomId, placeId: place.id, turnEndsAt: place.turnEndsAt }, secret);
  return true;
}

/**
 * A reserve made within the turn: the place stays active (and the admission valid) while its holds last, so the
 * customer can pay, or hold again, without queueing again. The caller saves the session.
 */
export async function extendTurnForHolds(
  db: StoreDatabase,
  session: AdmissionSession,
  holdsExpireAt: number,
  now: number,
  secret = sessionSecret(),
): Promise<void> {
  const claims = readAdmission(session.admission, secret);
  if (
    !claims ||
    claims.sid !== session.sid ||
    claims.expiresAt <= now ||
    holdsExpireAt <= claims.expiresAt
  )
    return;
  await db
    .updateTable('waiting_room_places')
    .set({ turn_ends_at: holdsExpireAt })
    .where('id', '=', claims.placeId)
    .where('room_id', '=', claims.roomId)
    .where('finished_at', 'is', null)
    .where('turn_ends_at', '>', now)
    .where('turn_ends_at', '<', holdsExpireAt)
    .execute();
  grantAdmission(
    session,
    { roomId: claims.roomId, placeId: claims.placeId, turnEndsAt: holdsExpireAt },
    secret,
  );
}

/** The purchase of the session's admitted place completed: the place is finished, its room free for the next shopper. */
export async function finishAdmission(
  db: StoreDatabase,
  session: AdmissionSession,
  now: number,
  secret = sessionSecret(),
): Promise<void> {
  const claims = readAdmission(session.admission, secret);
  if (!claims || claims.sid !== session.sid) return;
  await finishPlace(db, claims.roomId, claims.placeId, now);
  session.admission = undefined;
}
