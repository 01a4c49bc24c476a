// Demo bus catalogue: intercity coach operators, routes, buses with seat layouts, and timed and
// random schedules for the coming days, computed from `now` so it is never stale.
import type { Insertable, Kysely } from 'kysely';
import type { BusSeatsTable, DB, SchedulesTable } from '../db/schema';
import { addDays, lagosDate, lagosDateAt } from '../domain/core/time';
import { OPERATORS, ROUTES, type Layout } from './bus-data';
import { insertBusinesses } from './businesses';
import type { SeedOptions } from './options';

/** Days of timed and random schedules from today (Lagos), today included. */
export const SEED_SCHEDULE_DAYS = 15;

function seatsOf(busId: number, layout: Layout): Insertable<BusSeatsTable>[] {
  const seats: Insertable<BusSeatsTable>[] = [];
  for (let row = 1; row <= layout.seat_rows; row += 1) {
    for (let col = 1; col <= layout.seats_per_row; col += 1) {
      if (layout.gaps.includes(`${row}:${col}`)) continue;
      seats.push({
        bus_id: busId,
        seat_number: String(seats.length + 1),
        seat_row: row,
        seat_col: col,
      });
    }
  }
  return seats;
}

/** Fees as the provider charges them: 1.5 % convenience and 1 % commission, rounded to ₦50. */
function priceOf(fareNaira: number) {
  const roundTo50 = (naira: number) => Math.round(naira / 50) * 50 * 100;
  return {
    ticket_price_kobo: fareNaira * 100,
    convenience_fee_kobo: roundTo50(fareNaira * 0.015),
    commission_kobo: roundTo50(fareNaira * 0.01),
  };
}

export async function seedBus(db: Kysely<DB>, { now, publicUrl }: SeedOptions): Promise<void> {
  await insertBusinesses(
    db,
    'transport',
    publicUrl,
    OPERATORS.map((o) => ({ id: o.id, name: o.name, slug: o.slug, created_at: now })),
  );

  const busRows = OPERATORS.flatMap((o) =>
    o.buses.map((b) => ({
      business_id: o.id,
      name: `${b.layout.name} (${b.layout.seat_rows * b.layout.seats_per_row - b.layout.gaps.length} seats)`,
      plate_number: b.plate,
      seat_rows: b.layout.seat_rows,
      seats_per_row: b.layout.seats_per_row,
      aisle_after: b.layout.aisle_after,
      capacity: b.layout.seat_rows * b.layout.seats_per_row - b.layout.gaps.length,
    })),
  );
  const buses = await db
    .insertInto('buses')
    .values(busRows)
    .returning(['id', 'plate_number'])
    .execute();
  const busId = new Map(buses.map((b) => [b.plate_number, b.id]));
  const busesOf = new Map(OPERATORS.map((o) => [o.id, o.buses.map((b) => busId.get(b.plate)!)]));
  await db
    .insertInto('bus_seats')
    .values(
      OPERATORS.flatMap((o) => o.buses.flatMap((b) => seatsOf(busId.get(b.plate)!, b.layout))),
    )
    .execute();

  const routes = await db
    .insertInto('transport_routes')
    .values(
      ROUTES.map((r) => ({
        business_id: r.operator,
        origin_city: r.from[0],
        origin_terminal: r.from[1],
        destination_city: r.to[0],
        destination_terminal: r.to[1],
        duration_minutes: r.minutes,
        distance_km: r.km,
      })),
    )
    .returning('id')
    .execute();

  const today = lagosDate(now);
  const schedules: Insertable<SchedulesTable>[] = [];
  for (let day = 0; day < SEED_SCHEDULE_DAYS; day += 1) {
    const date = addDays(today, day);
    ROUTES.forEach((spec, index) => {
      const routeId = routes[index]!.id;
      const fleet = busesOf.get(spec.operator)!;
      spec.departures.forEach((time, slot) => {
        schedules.push({
          route_id: routeId,
          bus_id: fleet[slot % fleet.length]!,
          schedule_type: 'timed',
          departure_at: lagosDateAt(date, time),
          departure_date: date,
          ...priceOf(spec.fare),
        });
      });
      // One flexible (random) coach a day, a little cheaper: it leaves when it is full.
      schedules.push({
        route_id: routeId,
        bus_id: fleet[fleet.length - 1]!,
        schedule_type: 'random',
        departure_at: null,
        departure_date: date,
        ...priceOf(Math.round((spec.fare * 0.9) / 100) * 100),
      });
    });
  }
  await db.insertInto('schedules').values(schedules).execute();
}
