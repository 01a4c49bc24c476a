// Schedules of a route and the seat map of a timed schedule, with availability per environment.
// Seat states come from hold allocations: a converted hold's seats are sold, an active hold's seats
// are held until its TTL lapses, and a lapsed hold counts as available at once (before the sweeper).
import type { Kysely } from 'kysely';
import { compiled, inList, listValue } from '../../db/compiled-query';
import type { DB, Environment } from '../../db/schema';
import { availableUnits, poolKeys } from '../core/inventory';
import { lagosDate, lagosDateTime, lagosIso } from '../core/time';
import { priceView, type PriceView } from '../core/money';

export type SeatState = 'available' | 'held' | 'sold';

export interface BusView {
  id: number;
  name: string;
  plate_number: string;
  capacity: number;
}

export interface ScheduleView extends PriceView {
  id: number;
  schedule_type: 'timed' | 'random';
  route_id: number;
  bus_id: number;
  /** timed: `Y-m-d H:i` Africa/Lagos; random: null */
  departure: string | null;
  /** timed: ISO 8601 with the Lagos offset; random: null */
  departure_at: string | null;
  departure_date: string;
  bus: BusView;
  seats_available: number;
  /** false once a timed coach has left or a random schedule's date has passed */
  bookable: boolean;
}

export interface SeatView {
  id: number;
  seat_number: string;
  row: number;
  column: number;
  state: SeatState;
}

export interface SeatMap {
  rows: number;
  columns: number;
  /** seats left of the aisle in each row: the aisle runs between column `aisle_after` and the next */
  aisle_after: number;
  seats: SeatView[];
}

function schedulesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('schedules')
    .innerJoin('buses', 'buses.id', 'schedules.bus_id')
    .select([
      'schedules.id',
      'schedules.route_id',
      'schedules.bus_id',
      'schedules.schedule_type',
      'schedules.departure_at',
      'schedules.departure_date',
      'schedules.ticket_price_kobo',
      'schedules.convenience_fee_kobo',
      'schedules.commission_kobo',
      'buses.name as bus_name',
      'buses.plate_number',
      'buses.capacity',
      'buses.seat_rows',
      'buses.seats_per_row',
      'buses.aisle_after',
    ]);
}

// The statements of schedule reads, holds and buys, compiled once (compiled-query.ts).
const scheduleById = compiled<{ id: number }>()((db, p) =>
  schedulesQuery(db).where('schedules.id', '=', p.id),
);
const schedulesOnDate = compiled<{ routeId: number; date: string }>()((db, p) =>
  schedulesQuery(db)
    .where('schedules.route_id', '=', p.routeId)
    .where('schedules.departure_date', '=', p.date)
    .orderBy('schedules.schedule_type', 'desc')
    .orderBy('schedules.departure_at')
    .orderBy('schedules.id'),
);
/** Allocations of held or sold seats among a list of seat pools (a lapsed hold's are skipped). */
const takenSeatAllocations = compiled<{ environment: Environment; keys: unknown; now: number }>()(
  (db, p, engine) =>
    db
      .selectFrom('hold_allocations')
      .select(['pool_key', 'expires_at'])
      .where('environment', '=', p.environment)
      .where(inList('pool_key', p.keys, engine))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', p.now)])),
);
const SEAT_COLUMNS = ['id', 'bus_id', 'seat_number', 'seat_row', 'seat_col'] as const;
const seatsOfBusList = compiled<{ busIds: unknown }>()((db, p, engine) =>
  db
    .selectFrom('bus_seats')
    .select(SEAT_COLUMNS)
    .where(inList('bus_id', p.busIds, engine))
    .orderBy('seat_row')
    .orderBy('seat_col'),
);
const seatsOfOneBus = compiled<{ busId: number }>()((db, p) =>
  db
    .selectFrom('bus_seats')
    .select(SEAT_COLUMNS)
    .where('bus_id', '=', p.busId)
    .orderBy('seat_row')
    .orderBy('seat_col'),
);

export type ScheduleRow = NonNullable<Awaited<ReturnType<typeof scheduleById.first>>>;

export async function findScheduleRow(
  db: Kysely<DB>,
  scheduleId: number,
): Promise<ScheduleRow | undefined> {
  return scheduleById.first(db, { id: scheduleId });
}

/** The seats of one bus in seat order (row, then column). */
export function seatsOfBus(db: Kysely<DB>, busId: number) {
  return seatsOfOneBus.rows(db, { busId });
}

export function isBookable(
  row: Pick<ScheduleRow, 'schedule_type' | 'departure_at' | 'departure_date'>,
  now: number,
): boolean {
  return row.schedule_type === 'timed'
    ? Number(row.departure_at) > now
    : row.departure_date >= lagosDate(now);
}

/** A timed departure as `Y-m-d H:i` and as ISO 8601, both Africa/Lagos; nulls for a random schedule. */
export function departureOf(row: Pick<ScheduleRow, 'departure_at'>): {
  departure: string | null;
  departure_at: string | null;
} {
  if (row.departure_at === null) return { departure: null, departure_at: null };
  const at = Number(row.departure_at);
  return { departure: lagosDateTime(at), departure_at: lagosIso(at) };
}

function toScheduleView(row: ScheduleRow, seatsAvailable: number, now: number): ScheduleView {
  return {
    id: row.id,
    schedule_type: row.schedule_type,
    route_id: row.route_id,
    bus_id: row.bus_id,
    ...departureOf(row),
    departure_date: row.departure_date,
    bus: {
      id: row.bus_id,
      name: row.bus_name,
      plate_number: row.plate_number,
      capacity: row.capacity,
    },
    seats_available: seatsAvailable,
    bookable: isBookable(row, now),
    ...priceView(row.ticket_price_kobo, row.convenience_fee_kobo, row.commission_kobo),
  };
}

/** Held and sold seat pools among `keys`; a lapsed hold's allocation is not counted. */
async function takenSeats(
  db: Kysely<DB>,
  environment: Environment,
  keys: string[],
  now: number,
): Promise<Map<string, SeatState>> {
  const taken = new Map<string, SeatState>();
  if (keys.length === 0) return taken;
  const rows = await takenSeatAllocations.rows(db, {
    environment,
    keys: listValue(db, keys),
    now,
  });
  for (const row of rows) {
    if (row.expires_at === null) taken.set(row.pool_key, 'sold');
    else if (!taken.has(row.pool_key)) taken.set(row.pool_key, 'held');
  }
  return taken;
}

async function seatsOfBuses(db: Kysely<DB>, busIds: number[]) {
  if (busIds.length === 0) return [];
  if (busIds.length === 1) return seatsOfBus(db, busIds[0]!);
  return seatsOfBusList.rows(db, { busIds: listValue(db, busIds) });
}

/** Seats available per schedule: free seats of timed ones, free capacity of random ones. */
async function availabilityOf(
  db: Kysely<DB>,
  environment: Environment,
  rows: ScheduleRow[],
  now: number,
): Promise<Map<number, number>> {
  const timed = rows.filter((r) => r.schedule_type === 'timed');
  const random = rows.filter((r) => r.schedule_type === 'random');
  const seats = await seatsOfBuses(db, [...new Set(timed.map((r) => r.bus_id))]);
  const seatKeys = timed.flatMap((r) =>
    seats.filter((s) => s.bus_id === r.bus_id).map((s) => poolKeys.seat(r.id, s.id)),
  );
  const [taken, free] = await Promise.all([
    takenSeats(db, environment, seatKeys, now),
    availableUnits(
      db,
      environment,
      random.map((r) => ({ poolKey: poolKeys.randomSchedule(r.id), capacity: r.capacity })),
      now,
    ),
  ]);
  const available = new Map<number, number>();
  for (const r of timed) {
    const own = seats.filter((s) => s.bus_id === r.bus_id);
    available.set(r.id, own.filter((s) => !taken.has(poolKeys.seat(r.id, s.id))).length);
  }
  for (const r of random)
    available.set(r.id, free.get(poolKeys.randomSchedule(r.id)) ?? r.capacity);
  return available;
}

/** Bookable schedules of a route on a Lagos date: timed departures in time order, then random ones. */
export async function listSchedules(
  db: Kysely<DB>,
  environment: Environment,
  routeId: number,
  date: string,
  now: number,
): Promise<ScheduleView[]> {
  const rows = (await schedulesOnDate.rows(db, { routeId, date })).filter((r) =>
    isBookable(r, now),
  );
  const available = await availabilityOf(db, environment, rows, now);
  return rows.map((r) => toScheduleView(r, available.get(r.id) ?? 0, now));
}

export interface ScheduleDetail {
  schedule: ScheduleView;
  seatMap: SeatMap | null;
}

export async function scheduleDetail(
  db: Kysely<DB>,
  environment: Environment,
  scheduleId: number,
  now: number,
): Promise<ScheduleDetail | undefined> {
  const row = await findScheduleRow(db, scheduleId);
  if (!row) return undefined;
  if (row.schedule_type === 'random') {
    const available = await availabilityOf(db, environment, [row], now);
    return { schedule: toScheduleView(row, available.get(row.id) ?? 0, now), seatMap: null };
  }
  const seats = await seatsOfBus(db, row.bus_id);
  const taken = await takenSeats(
    db,
    environment,
    seats.map((s) => poolKeys.seat(row.id, s.id)),
    now,
  );
  const seatViews: SeatView[] = seats.map((s) => ({
    id: s.id,
    seat_number: s.seat_number,
    row: s.seat_row,
    column: s.seat_col,
    state: taken.get(poolKeys.seat(row.id, s.id)) ?? 'available',
  }));
  return {
    schedule: toScheduleView(row, seatViews.filter((s) => s.state === 'available').length, now),
    seatMap: {
      rows: row.seat_rows,
      columns: row.seats_per_row,
      aisle_after: row.aisle_after,
      seats: seatViews,
    },
  };
}
