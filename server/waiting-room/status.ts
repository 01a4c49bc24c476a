// Where a place stands: before the sale, waiting (position, people ahead, an estimated wait), its turn, its turn
// over, sold out, or the room closed. Runs the admission step first (at most once a second per room when throttled),
// so visitors' polls move the queue; between, a poll only reads: the room, the place and one count.
import 'server-only';
import type { StoreDatabase } from '@/server/store-db/connect';
import { activeShoppers, admitDueThrottled, type AdmitOptions } from './admit';
import { placeOfRow, type Place } from './places';
import { roomSettings, type Room } from './settings';

export type PlaceState =
  'before-sale' | 'waiting' | 'your-turn' | 'turn-over' | 'sold-out' | 'closed' | 'not-joined';

export interface PlaceStatus {
  state: PlaceState;
  roomId: string;
  /** 1 for the next to go in; null when there is no position to give (before the draw, let in, no place). */
  position: number | null;
  ahead: number | null;
  /** The estimated wait until the turn; null when not waiting. */
  etaSeconds: number | null;
  /** ms since the epoch (null for a room that does not exist). */
  onSaleAt: number | null;
  turnEndsAt: number | null;
  turnSeconds: number | null;
}

/** Admissions a minute the room's limits allow at most: the rate, or the turns that fit in a minute. */
export function admissionsPerMinute(room: Room): number {
  const byRate = room.admitPerMinute ?? Number.POSITIVE_INFINITY;
  const byTurns =
    room.maxActive === undefined
      ? Number.POSITIVE_INFINITY
      : (room.maxActive * 60) / room.turnSeconds;
  return Math.min(byRate, byTurns);
}

/** Waiting places ahead of this one in the order (the draw's places first, then arrivals). */
async function placesAhead(db: StoreDatabase, place: Place & { sortKey: number }): Promise<number> {
  const row = await db
    .selectFrom('waiting_room_places')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('room_id', '=', place.roomId)
    .where('admitted_at', 'is', null)
    .where('finished_at', 'is', null)
    .where((eb) =>
      place.early
        ? eb.and([eb('early', '=', 1), eb('sort_key', '<', place.sortKey)])
        : eb.or([
            eb('early', '=', 1),
            eb.and([eb('early', '=', 0), eb('sort_key', '<', place.sortKey)]),
          ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The place with its sort key, in one read. */
async function placeWithKey(
  db: StoreDatabase,
  roomId: string,
  placeId: string | undefined,
): Promise<(Place & { sortKey: number }) | undefined> {
  if (!placeId || placeId.length > 32) return undefined;
  const row = await db
    .selectFrom('waiting_room_places')
    .selectAll()
    .where('id', '=', placeId)
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return row && { ...placeOfRow(row), sortKey: Number(row.sort_key) };
}

const none = (roomId: string, state: PlaceState, room?: Room): PlaceStatus => ({
  state,
  roomId,
  position: null,
  ahead: null,
  etaSeconds: null,
  onSaleAt: room?.onSaleAt ?? null,
  turnEndsAt: null,
  turnSeconds: room?.turnSeconds ?? null,
});

function stateOfLetIn(place: Place, now: number): PlaceState {
  return place.finishedAt === null && place.turnEndsAt !== null && place.turnEndsAt > now
    ? 'your-turn'
    : 'turn-over';
}

/** The status of the place `placeId` (the browser's cookie) in the room, after letting in whoever is due. */
export async function placeStatus(
  db: StoreDatabase,
  roomId: string,
  placeId: string | undefined,
  now: number,
  options: AdmitOptions = {},
): Promise<PlaceStatus> {
  const room =
    (await admitDueThrottled(db, roomId, now, options))?.room ?? (await roomSettings(db, roomId));
  return statusInRoom(db, room, roomId, placeId, now);
}

/** The status of the place in the room as it stands, reading only (nobody is let in by asking). */
export async function readPlaceStatus(
  db: StoreDatabase,
  roomId: string,
  placeId: string | undefined,
  now: number,
): Promise<PlaceStatus> {
  return statusInRoom(db, await roomSettings(db, roomId), roomId, placeId, now);
}

async function statusInRoom(
  db: StoreDatabase,
  room: Room | undefined,
  roomId: string,
  placeId: string | undefined,
  now: number,
): Promise<PlaceStatus> {
  if (!room || !room.enabled) return none(roomId, 'closed', room);
  const place = await placeWithKey(db, roomId, placeId);
  if (!place) return none(roomId, room.soldOutAt === null ? 'not-joined' : 'sold-out', room);
  if (place.admittedAt !== null || place.finishedAt !== null) {
    const state = stateOfLetIn(place, now);
    return { ...none(roomId, state, room), turnEndsAt: place.turnEndsAt };
  }
  if (room.soldOutAt !== null) return none(roomId, 'sold-out', room);
  if (now < room.onSaleAt)
    return {
      ...none(roomId, 'before-sale', room),
      etaSeconds: Math.ceil((room.onSaleAt - now) / 1000),
    };
  const ahead = await placesAhead(db, place);
  const perMinute = admissionsPerMinute(room);
  return {
    ...none(roomId, 'waiting', room),
    position: ahead + 1,
    ahead,
    etaSeconds: Math.ceil(((ahead + 1) * 60) / perMinute),
  };
}

/** A room's live figures, for its supervisor and the metrics. */
export interface RoomFigures {
  waiting: number;
  /** Let in so far. */
  admitted: number;
  /** In their turn now. */
  active: number;
  admittedLastMinute: number;
}

export async function roomFigures(
  db: StoreDatabase,
  roomId: string,
  now: number,
): Promise<RoomFigures> {
  const counts = await db
    .selectFrom('waiting_room_places')
    .select((eb) => [
      eb.fn.countAll<number>().as('places'),
      eb.fn.count<number>('admitted_at').as('admitted'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('admitted_at', '>=', now - 60_000)
            .then(1)
            .else(0)
            .end(),
        )
        .as('lastMinute'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('admitted_at', 'is', null), eb('finished_at', 'is', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('waiting'),
    ])
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(counts.waiting ?? 0),
    admitted: Number(counts.admitted),
    active: await activeShoppers(db, roomId, now),
    admittedLastMinute: Number(counts.lastMinute ?? 0),
  };
}
