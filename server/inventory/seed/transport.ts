// Demo transport catalogue: intercity coach operators, routes, buses with seat layouts, and
// timed and random schedules for the coming days, computed from `now` so it is never stale.
import type { Insertable, Kysely } from 'kysely';
import type { BusSeatsTable, DB, SchedulesTable } from '../db/schema';
import { addDays, lagosDate, lagosDateAt } from '../domain/core/time';
import { insertBusinesses } from './businesses';
import type { SeedOptions } from './index';

/** Days of timed and random schedules from today (Lagos), today included. */
export const SEED_SCHEDULE_DAYS = 15;

export const TRANSPORT_OPERATORS = {
  crosslink: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c11',
  oduduwa: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c12',
  coastline: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c13',
  sahelStar: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c14',
} as const;

/** Route ids on a freshly seeded database (routes are inserted in this order). */
export const SEED_ROUTE_IDS = {
  lagosAbuja: 1,
  abujaLagos: 2,
  lagosIbadan: 3,
  ibadanLagos: 4,
  lagosBenin: 5,
  portHarcourtLagos: 6,
  enuguPortHarcourt: 7,
  abujaKano: 8,
  kanoAbuja: 9,
} as const;

interface Layout {
  name: string;
  seat_rows: number;
  seats_per_row: number;
  aisle_after: number;
  /** seats missing from the grid, as `row:column` (the driver's place) */
  gaps: string[];
}

// A HiAce has the driver on the left of the first row: 2 + 4 × 3 = 14 seats, 1 | aisle | 2.
const HIACE: Layout = {
  name: 'Toyota HiAce',
  seat_rows: 5,
  seats_per_row: 3,
  aisle_after: 1,
  gaps: ['1:1'],
};
// A Coaster: 6 rows of 2 | aisle | 1 = 18 seats.
const COASTER: Layout = {
  name: 'Toyota Coaster',
  seat_rows: 6,
  seats_per_row: 3,
  aisle_after: 2,
  gaps: [],
};

interface OperatorSpec {
  id: string;
  name: string;
  slug: string;
  buses: Array<{ layout: Layout; plate: string }>;
}

const OPERATORS: OperatorSpec[] = [
  {
    id: TRANSPORT_OPERATORS.crosslink,
    name: 'Crosslink Motors',
    slug: 'crosslink-motors',
    buses: [
      { layout: HIACE, plate: 'LSD-482-XA' },
      { layout: COASTER, plate: 'LSD-913-XB' },
      { layout: HIACE, plate: 'ABC-205-KJ' },
    ],
  },
  {
    id: TRANSPORT_OPERATORS.oduduwa,
    name: 'Oduduwa Travels',
    slug: 'oduduwa-travels',
    buses: [
      { layout: HIACE, plate: 'IKJ-331-AA' },
      { layout: HIACE, plate: 'IBD-774-OY' },
      { layout: COASTER, plate: 'EPE-118-LA' },
    ],
  },
  {
    id: TRANSPORT_OPERATORS.coastline,
    name: 'Coastline Transit',
    slug: 'coastline-transit',
    buses: [
      { layout: COASTER, plate: 'PHC-640-RV' },
      { layout: HIACE, plate: 'ENU-257-EN' },
      { layout: COASTER, plate: 'BNY-902-RV' },
    ],
  },
  {
    id: TRANSPORT_OPERATORS.sahelStar,
    name: 'Sahel Star Motors',
    slug: 'sahel-star-motors',
    buses: [
      { layout: COASTER, plate: 'KAN-118-KN' },
      { layout: HIACE, plate: 'ABJ-566-FC' },
    ],
  },
];

interface RouteSpec {
  operator: string;
  from: [city: string, terminal: string];
  to: [city: string, terminal: string];
  minutes: number;
  km: number;
  /** fare in Naira */
  fare: number;
  /** timed departures, Lagos wall time */
  departures: string[];
}

const LAGOS_JIBOWU: [string, string] = ['Lagos', 'Jibowu Terminal'];
const LAGOS_OJOTA: [string, string] = ['Lagos', 'Ojota Motor Park'];
const ABUJA_UTAKO: [string, string] = ['Abuja', 'Utako Park'];
const ABUJA_JABI: [string, string] = ['Abuja', 'Jabi Motor Park'];
const IBADAN: [string, string] = ['Ibadan', 'Iwo Road Park'];
const PORT_HARCOURT: [string, string] = ['Port Harcourt', 'Mile 1 Park'];
const KANO: [string, string] = ['Kano', 'Naibawa Park'];

// In SEED_ROUTE_IDS order.
const ROUTES: RouteSpec[] = [
  {
    operator: TRANSPORT_OPERATORS.crosslink,
    from: LAGOS_JIBOWU,
    to: ABUJA_UTAKO,
    minutes: 600,
    km: 760,
    fare: 28_000,
    departures: ['06:00', '07:30', '09:00'],
  },
  {
    operator: TRANSPORT_OPERATORS.crosslink,
    from: ABUJA_UTAKO,
    to: LAGOS_JIBOWU,
    minutes: 600,
    km: 760,
    fare: 28_000,
    departures: ['06:00', '08:00'],
  },
  {
    operator: TRANSPORT_OPERATORS.oduduwa,
    from: LAGOS_OJOTA,
    to: IBADAN,
    minutes: 150,
    km: 130,
    fare: 6_500,
    departures: ['06:30', '09:00', '12:00', '16:00'],
  },
  {
    operator: TRANSPORT_OPERATORS.oduduwa,
    from: IBADAN,
    to: LAGOS_OJOTA,
    minutes: 150,
    km: 130,
    fare: 6_500,
    departures: ['07:00', '10:30', '15:00'],
  },
  {
    operator: TRANSPORT_OPERATORS.oduduwa,
    from: LAGOS_OJOTA,
    to: ['Benin City', 'Uselu Park'],
    minutes: 330,
    km: 320,
    fare: 14_000,
    departures: ['06:30', '10:00', '13:30'],
  },
  {
    operator: TRANSPORT_OPERATORS.coastline,
    from: PORT_HARCOURT,
    to: ['Lagos', 'Maza-Maza Terminal'],
    minutes: 540,
    km: 620,
    fare: 25_000,
    departures: ['06:00', '08:30'],
  },
  {
    operator: TRANSPORT_OPERATORS.coastline,
    from: ['Enugu', 'Holy Ghost Park'],
    to: PORT_HARCOURT,
    minutes: 270,
    km: 250,
    fare: 9_500,
    departures: ['07:00', '11:00', '15:00'],
  },
  {
    operator: TRANSPORT_OPERATORS.sahelStar,
    from: ABUJA_JABI,
    to: KANO,
    minutes: 360,
    km: 430,
    fare: 12_000,
    departures: ['06:30', '09:30', '13:00'],
  },
  {
    operator: TRANSPORT_OPERATORS.sahelStar,
    from: KANO,
    to: ABUJA_JABI,
    minutes: 360,
    km: 430,
    fare: 12_000,
    departures: ['07:00', '12:00'],
  },
];

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

export async function seedTransport(
  db: Kysely<DB>,
  { now, publicUrl }: SeedOptions,
): Promise<void> {
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
