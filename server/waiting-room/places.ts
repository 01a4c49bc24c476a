// Places in a waiting room: one per browser, a few per client address. Visitors who arrive before the on-sale
// are ordered by a random draw (their sort key is random), later ones by their arrival.
import 'server-only';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { storefrontEnv } from '@/server/env';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { WaitingRoomPlacesTable } from '@/server/store-db/schema';
import { roomSettings, type Room } from './settings';

export interface Place {
  id: string;
  roomId: string;
  joinedAt: number;
  /** Arrived before the on-sale: placed by the draw. */
  early: boolean;
  admittedAt: number | null;
  turnEndsAt: number | null;
  finishedAt: number | null;
  email: string | null;
  notifiedAt: number | null;
}

export interface JoinRequest {
  /** The place the browser's cookie names, if any: kept when it is still in this room's queue or turn. */
  placeId?: string | undefined;
  /** The client's address (clientAddress()); undefined when the request does not say. */
  address: string | undefined;
  /** At most this many live places per address in one room; unset: WAITING_ROOM_PLACES_PER_ADDRESS. */
  placesPerAddress?: number | undefined;
}

export type JoinOutcome =
  | { ok: true; place: Place; room: Room; created: boolean }
  | { ok: false; reason: 'no-room' | 'not-open' | 'too-many'; message: string };

export const JOIN_MESSAGES = {
  'no-room': 'There is no waiting room for this sale.',
  'not-open': 'The waiting room is not open yet.',
  'too-many':
    'Too many places have been taken from this connection. Use a place you already hold, or try again later.',
} as const;

/** The draw's random sort keys: below 2^40, as arrival keys (ms × 1024) are above it. */
const DRAW_RANGE = 2 ** 40;

export function placeOfRow(row: WaitingRoomPlacesTable): Place {
  return {
    id: row.id,
    roomId: row.room_id,
    joinedAt: Number(row.joined_at),
    early: row.early === 1,
    admittedAt: row.admitted_at === null ? null : Number(row.admitted_at),
    turnEndsAt: row.turn_ends_at === null ? null : Number(row.turn_ends_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    email: row.email,
    notifiedAt: row.notified_at === null ? null : Number(row.notified_at),
  };
}

/** Only a digest of the address is kept: enough to count places per address. */
export const addressDigest = (address: string | undefined): string =>
  address === undefined
    ? '-'
    : createHash('sha256').update(`waiting-room:${address}`).digest('base64url').slice(0, 22);

/** A place still counts (for its browser and its address) until its turn is over or it finished. */
export const placeIsLive = (place: Place, now: number): boolean =>
  place.finishedAt === null && (place.turnEndsAt === null || place.turnEndsAt > now);

export async function findPlace(
  db: StoreDatabase,
  roomId: string,
  placeId: string | undefined,
): Promise<Place | undefined> {
  if (!placeId || placeId.length > 32) return undefined;
  const row = await db
    .selectFrom('waiting_room_places')
    .selectAll()
    .where('id', '=', placeId)
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return row && placeOfRow(row);
}

async function livePlacesOfAddress(
  db: StoreDatabase,
  roomId: string,
  key: string,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('waiting_room_places')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('room_id', '=', roomId)
    .where('address_key', '=', key)
    .where('finished_at', 'is', null)
    .where((eb) => eb.or([eb('turn_ends_at', 'is', null), eb('turn_ends_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes a place in the room, or keeps the browser's own (one place per browser): a place whose turn is over
 * or that finished is replaced by a new one at the back of the queue. Refused before the room opens, for a
 * room that is off, and beyond the places an address may hold.
 */
export async function joinRoom(
  db: StoreDatabase,
  roomId: string,
  request: JoinRequest,
  now: number,
): Promise<JoinOutcome> {
  const room = await roomSettings(db, roomId);
  if (!room || !room.enabled)
    return { ok: false, reason: 'no-room', message: JOIN_MESSAGES['no-room'] };
  if (now < room.opensAt)
    return { ok: false, reason: 'not-open', message: JOIN_MESSAGES['not-open'] };
  const existing = await findPlace(db, roomId, request.placeId);
  if (existing && placeIsLive(existing, now))
    return { ok: true, place: existing, room, created: false };
  const key = addressDigest(request.address);
  const perAddress = request.placesPerAddress ?? storefrontEnv().WAITING_ROOM_PLACES_PER_ADDRESS;
  if (
    request.address !== undefined &&
    (await livePlacesOfAddress(db, roomId, key, now)) >= perAddress
  ) {
    return { ok: false, reason: 'too-many', message: JOIN_MESSAGES['too-many'] };
  }
  const early = now < room.onSaleAt;
  const row: WaitingRoomPlacesTable = {
    id: randomBytes(16).toString('base64url'),
    room_id: roomId,
    address_key: key,
    joined_at: now,
    early: early ? 1 : 0,
    // Early: a random draw; later: arrival order (ties broken at random).
    sort_key: early ? randomInt(0, DRAW_RANGE) : now * 1024 + randomInt(0, 1024),
    admitted_at: null,
    turn_ends_at: null,
    finished_at: null,
    email: null,
    notified_at: null,
  };
  await db.insertInto('waiting_room_places').values(row).execute();
  return { ok: true, place: placeOfRow(row), room, created: true };
}

/** Asks for an email when the place's turn comes; false when the place is not waiting (any more). */
export async function askForEmail(
  db: StoreDatabase,
  roomId: string,
  placeId: string,
  email: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('waiting_room_places')
    .set({ email })
    .where('id', '=', placeId)
    .where('room_id', '=', roomId)
    .where('admitted_at', 'is', null)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Marks a place done (its purchase completed, or its visitor left); true when it was still open. */
export async function finishPlace(
  db: StoreDatabase,
  roomId: string,
  placeId: string,
  now: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('waiting_room_places')
    .set({ finished_at: now })
    .where('id', '=', placeId)
    .where('room_id', '=', roomId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
