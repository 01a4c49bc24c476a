// The admission step: lets the next places in by the room's limits. Any request about a room runs it (no background
// job is needed); visitors' views and polls run it through a per-process throttle, about once a second per room. It runs under the room row's lock (PostgreSQL `for update`; on SQLite one write transaction), so two
// storefront instances admitting at the same moment never let the same turn in twice.
import 'server-only';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { StoreDB } from '@/server/store-db/schema';
import { placeOfRow, type Place } from './places';
import { roomOfRow, type Room } from './settings';

const MINUTE_MS = 60_000;

export interface AdmitOptions {
  /** Tells a place whose visitor asked for an email that its turn has come (called once per place, after commit). */
  notify?: (place: Place, room: Room) => Promise<void>;
  /** Runs the step at most once in this many ms per room in this process (admitDueThrottled); 0 or unset: every call. */
  admitEveryMs?: number;
}

export interface AdmitResult {
  room: Room | undefined;
  /** The places let in by this call. */
  admitted: Place[];
}

/** The room admits now: on, on sale, not sold out. */
export const roomIsAdmitting = (room: Room, now: number): boolean =>
  room.enabled && now >= room.onSaleAt && room.soldOutAt === null;

/** Shoppers in their turn: admitted, turn not over, not finished. */
export async function activeShoppers(
  db: StoreDatabase | Transaction<StoreDB>,
  roomId: string,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('waiting_room_places')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('room_id', '=', roomId)
    .where('turn_ends_at', '>', now)
    .where('finished_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Start of the rate's unused credit: at most one minute's worth is ever kept, so an idle room lets no crowd in at once. */
const creditSince = (room: Room, now: number) =>
  Math.max(room.lastAdmitAt ?? -Infinity, now - MINUTE_MS);

/**
 * How many the limits let in now: by rate, the credit earned since the last admission (`admitPerMinute` a minute);
 * by `maxActive`, the room left among shoppers in their turn. With both, the smaller.
 */
export function admissionsDue(room: Room, active: number, now: number): number {
  let due = Number.POSITIVE_INFINITY;
  if (room.admitPerMinute !== undefined)
    due = Math.floor(((now - creditSince(room, now)) * room.admitPerMinute) / MINUTE_MS);
  if (room.maxActive !== undefined) due = Math.min(due, room.maxActive - active);
  return Math.max(0, Number.isFinite(due) ? due : 0);
}

/** The new `last_admit_at`: the rate's credit is spent for the places let in, no more (the rest is kept). */
function lastAdmitAfter(room: Room, count: number, now: number): number {
  if (room.admitPerMinute === undefined) return now;
  return Math.min(
    now,
    Math.round(creditSince(room, now) + (count * MINUTE_MS) / room.admitPerMinute),
  );
}

const isPostgres = (db: StoreDatabase | Transaction<StoreDB>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** Reads the room under its lock: PostgreSQL locks the row; SQLite takes the write lock with a first (empty) write. */
async function lockRoom(trx: Transaction<StoreDB>, roomId: string): Promise<Room | undefined> {
  const query = trx.selectFrom('waiting_rooms').selectAll().where('id', '=', roomId);
  if (isPostgres(trx)) {
    const row = await query.forUpdate().executeTakeFirst();
    return row && roomOfRow(row);
  }
  await trx
    .updateTable('waiting_rooms')
    .set((eb) => ({ admitted: eb.ref('admitted') }))
    .where('id', '=', roomId)
    .execute();
  const row = await query.executeTakeFirst();
  return row && roomOfRow(row);
}

/** The admission itself, in one transaction holding the room's lock. */
async function admitLocked(db: StoreDatabase, roomId: string, now: number): Promise<AdmitResult> {
  return db.transaction().execute(async (trx) => {
    const room = await lockRoom(trx, roomId);
    if (!room || !roomIsAdmitting(room, now)) return { room, admitted: [] };
    const due = admissionsDue(room, await activeShoppers(trx, roomId, now), now);
    if (due === 0) return { room, admitted: [] };
    const next = await trx
      .selectFrom('waiting_room_places')
      .selectAll()
      .where('room_id', '=', roomId)
      .where('admitted_at', 'is', null)
      .where('finished_at', 'is', null)
      .orderBy('early', 'desc')
      .orderBy('sort_key')
      .limit(Math.min(due, 10_000))
      .execute();
    if (next.length === 0) return { room, admitted: [] };
    const turnEndsAt = now + room.turnSeconds * 1000;
    const ids = next.map((row) => row.id);
    await trx
      .updateTable('waiting_room_places')
      .set({ admitted_at: now, turn_ends_at: turnEndsAt })
      .where('id', 'in', ids)
      .execute();
    const lastAdmitAt = lastAdmitAfter(room, ids.length, now);
    await trx
      .updateTable('waiting_rooms')
      .set((eb) => ({ admitted: eb('admitted', '+', ids.length), last_admit_at: lastAdmitAt }))
      .where('id', '=', roomId)
      .execute();
    const admitted = next.map((row) =>
      placeOfRow({ ...row, admitted_at: now, turn_ends_at: turnEndsAt }),
    );
    return { room: { ...room, admitted: room.admitted + ids.length, lastAdmitAt }, admitted };
  });
}

async function anyoneWaiting(db: StoreDatabase, roomId: string): Promise<boolean> {
  const row = await db
    .selectFrom('waiting_room_places')
    .select('id')
    .where('room_id', '=', roomId)
    .where('admitted_at', 'is', null)
    .where('finished_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims the email of a place (once, whichever instance gets there first) and sends it. */
async function notifyAdmitted(
  db: StoreDatabase,
  result: AdmitResult,
  notify: AdmitOptions['notify'],
  now: number,
): Promise<void> {
  if (!notify || !result.room) return;
  for (const place of result.admitted) {
    if (!place.email) continue;
    const claimed = await db
      .updateTable('waiting_room_places')
      .set({ notified_at: now })
      .where('id', '=', place.id)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0) await notify(place, result.room);
  }
}

/**
 * Lets in the places now due, if any, and returns the room as it stands. A first read without the lock skips the
 * transaction when nobody can be let in (the room off, before the sale, no credit or room, nobody waiting).
 */
export async function admitDue(
  db: StoreDatabase,
  roomId: string,
  now: number,
  options: AdmitOptions = {},
): Promise<AdmitResult> {
  const row = await db
    .selectFrom('waiting_rooms')
    .selectAll()
    .where('id', '=', roomId)
    .executeTakeFirst();
  const room = row && roomOfRow(row);
  if (!room || !roomIsAdmitting(room, now)) return { room, admitted: [] };
  if (admissionsDue(room, await activeShoppers(db, roomId, now), now) === 0)
    return { room, admitted: [] };
  if (!(await anyoneWaiting(db, roomId))) return { room, admitted: [] };
  const result = await admitLocked(db, roomId, now);
  await notifyAdmitted(db, result, options.notify, now);
  return result;
}

/** When this process last started the admission step of each room (by the clock the callers pass). */
const admitStartedAt = new Map<string, number>();

/** Forgets when rooms were last admitted (tests start afresh). */
export function clearAdmitThrottle(): void {
  admitStartedAt.clear();
}

/**
 * admitDue at most once every `admitEveryMs` per room in this process; undefined when skipped (the caller reads the
 * room itself). Across instances each runs its own step, and the room's lock keeps their admissions apart.
 */
export async function admitDueThrottled(
  db: StoreDatabase,
  roomId: string,
  now: number,
  options: AdmitOptions = {},
): Promise<AdmitResult | undefined> {
  const every = options.admitEveryMs ?? 0;
  const last = admitStartedAt.get(roomId);
  if (every > 0 && last !== undefined && now >= last && now - last < every) return undefined;
  admitStartedAt.set(roomId, now);
  return admitDue(db, roomId, now, options);
}
