// A hotel stay: its nights (check-out exclusive), the date rules every hotel endpoint applies, and
// the per-night room pools it claims or reads.
import type { Kysely } from 'kysely';
import type { DB, Environment } from '../../db/schema';
import { ApiError, type FieldErrors } from '../core/errors';
import { addDays, DAY_MS, lagosDate, lagosMidnight } from '../core/time';
import { availableUnits, poolKeys, type PoolClaim } from '../core/inventory';

/** Longest stay one hold or purchase may cover; bounds the pools a request touches. */
export const MAX_NIGHTS = 30;
/** How far ahead a check-in may be. */
export const MAX_DAYS_AHEAD = 365;

export type StayField = 'checkin_date' | 'checkout_date';

export const CHECKOUT_AFTER_CHECKIN = 'The check-out date must be a date after the check-in date.';

/** Nights of the stay: every date from check-in up to, not including, check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  const count = Math.round((lagosMidnight(checkout) - lagosMidnight(checkin)) / DAY_MS);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(checkin, i));
}

/**
 * The date rules, as field problems: check-out after check-in, check-in not in the past (Africa/Lagos)
 * and at most MAX_DAYS_AHEAD ahead, at most MAX_NIGHTS nights. Dates are real `YYYY-MM-DD` here.
 */
export function stayProblems(
  checkin: string,
  checkout: string,
  now: number,
): Array<{ field: StayField; message: string }> {
  const problems: Array<{ field: StayField; message: string }> = [];
  const today = lagosDate(now);
  if (checkin < today) {
    problems.push({
      field: 'checkin_date',
      message: 'The check-in date must be today or a later date.',
    });
  } else if (checkin > addDays(today, MAX_DAYS_AHEAD)) {
    problems.push({
      field: 'checkin_date',
      message: `The check-in date must be within ${MAX_DAYS_AHEAD} days.`,
    });
  }
  if (checkout <= checkin) {
    problems.push({ field: 'checkout_date', message: CHECKOUT_AFTER_CHECKIN });
  } else if (stayNights(checkin, checkout).length > MAX_NIGHTS) {
    problems.push({
      field: 'checkout_date',
      message: `A stay may not be longer than ${MAX_NIGHTS} nights.`,
    });
  }
  return problems;
}

/** Throws the 422 of the date rules, keyed by `keyOf(field)` (a hold's `tickets.N.metadata.<field>`). */
export function assertValidStay(
  checkin: string,
  checkout: string,
  now: number,
  keyOf: (field: StayField) => string = (f) => f,
): void {
  const problems = stayProblems(checkin, checkout, now);
  if (problems.length === 0) return;
  const errors: FieldErrors = {};
  for (const p of problems) (errors[keyOf(p.field)] ??= []).push(p.message);
  throw new ApiError(422, 'The given data was invalid.', { errors });
}

export interface StayRoom {
  id: number;
  total_rooms: number;
}

/** One pool per night, each with the room type's number of rooms: all nights or none. */
export function roomNightClaims(room: StayRoom, nights: string[], rooms: number): PoolClaim[] {
  return nights.map((night) => ({
    poolKey: poolKeys.roomNight(room.id, night),
    capacity: room.total_rooms,
    quantity: rooms,
  }));
}

/**
 * Rooms of each type free on every night of the stay (the minimum over the nights). `uncounted`:
 * claims the caller's own transaction took, counted as free (what was free before them).
 */
export async function roomsAvailable(
  db: Kysely<DB>,
  environment: Environment,
  rooms: StayRoom[],
  nights: string[],
  now: number,
  uncounted: readonly PoolClaim[] = [],
): Promise<Map<number, number>> {
  const pools = rooms.flatMap((room) =>
    nights.map((night) => ({
      poolKey: poolKeys.roomNight(room.id, night),
      capacity: room.total_rooms,
    })),
  );
  const free = await availableUnits(db, environment, pools, now);
  for (const claim of uncounted)
    free.set(claim.poolKey, (free.get(claim.poolKey) ?? 0) + claim.quantity);
  const result = new Map<number, number>();
  for (const room of rooms) {
    const perNight = nights.map(
      (night) => free.get(poolKeys.roomNight(room.id, night)) ?? room.total_rooms,
    );
    result.set(room.id, perNight.length === 0 ? 0 : Math.min(...perNight));
  }
  return result;
}

export const roomsWord = (n: number) => `${n} ${n === 1 ? 'room' : 'rooms'}`;

/**
 * The occupancy rule of holds and purchases alike: at most `max_occupancy` guests per room. The
 * problem in words when `guests` do not fit in `rooms` rooms, else null.
 */
export function occupancyProblem(
  room: { room_name: string; max_occupancy: number },
  guests: number,
  rooms: number,
): string | null {
  const occupancy = room.max_occupancy * rooms;
  if (guests <= occupancy) return null;
  return `${room.room_name} sleeps at most ${room.max_occupancy} per room: ${occupancy} guests in ${roomsWord(rooms)}.`;
}
