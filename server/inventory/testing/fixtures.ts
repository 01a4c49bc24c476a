// A small, known catalogue for the hold, purchase and transaction tests (independent of the demo
// seed): a regular event, three cinema films (weekly, daily, monthly), a bus route with a timed,
// a random and a departed schedule.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { addDays, DAY_MS, isoWeekday, lagosDate, lagosDateAt, lagosDateTime } from '../domain/core/time';
import { availableUnits, poolKeys } from '../domain/core/inventory';
import { createTestService, listen, TEST_KEYS, type TestService } from './harness';

export interface CategoryFixture {
  id: string;
  title: string;
  capacity: number;
  /** price per ticket in Naira (ticket + fee + commission) */
  price: number;
}

export interface Fixtures {
  regular: {
    experienceId: string;
    title: string;
    vip: CategoryFixture;
    standard: CategoryFixture;
    free: CategoryFixture;
  };
  /** weekly, own times per location, per-day times: HQ shows on Mondays, Ikeja every day */
  cinema: {
    experienceId: string;
    hqId: number;
    ikejaId: number;
    hqMondayTimeId: number;
    ikejaDailyTimeId: number;
    /** a Monday after today */
    monday: string;
    shared: CategoryFixture;
    ikejaOnly: CategoryFixture;
  };
  /** daily on two specific dates, shared times */
  daily: {
    experienceId: string;
    timeId: number;
    dates: [string, string];
    category: CategoryFixture;
  };
  /** monthly, shared per-day times: one showtime on the day of month of `date` */
  monthly: { experienceId: string; timeId: number; date: string; category: CategoryFixture };
  bus: {
    routeId: number;
    busId: number;
    /** seat ids in seat order (1A, 1B, 2A, 2B) */
    seatIds: number[];
    seatNumbers: string[];
    timedId: number;
    /** `Y-m-d H:i` of the timed departure */
    timedTimestamp: string;
    randomId: number;
    randomDate: string;
    departedId: number;
    departedTimestamp: string;
    price: number;
  };
}

export interface FixtureOptions {
  vipCapacity?: number;
}

export async function insertFixtures(
  db: Kysely<DB>,
  now: number,
  options: FixtureOptions = {},
): Promise<Fixtures> {
  const today = lagosDate(now);
  const categoryRef = randomUUID();
  await db
    .insertInto('categories')
    .values({ id: categoryRef, slug: `fixtures-${categoryRef}`, name: 'Fixtures' })
    .execute();
  const business = async (name: string, type: 'entertainment' | 'transport', cinema = 0) => {
    const id = randomUUID();
    await db
      .insertInto('businesses')
      .values({ id, name, slug: null, photo: null, type, cinema, created_at: now })
      .execute();
    return id;
  };
  const experience = async (
    businessId: string,
    title: string,
    cinema: Partial<DB['experiences']> = {},
  ) => {
    const id = randomUUID();
    await db
      .insertInto('experiences')
      .values({
        id,
        business_id: businessId,
        category_id: categoryRef,
        title,
        description: `${title} (fixture)`,
        start_at: now + 7 * DAY_MS,
        end_at: now + 7 * DAY_MS + 4 * 3600_000,
        created_at: now,
        featured: 0,
        cinema: 0,
        street: '1 Marina',
        town: 'Lagos Island',
        city: 'Lagos',
        country: 'Nigeria',
        images: '[]',
        showing: null,
        shared_times: 1,
        shared_tickets: 1,
        per_day_times: 0,
        specific_dates: '[]',
        ...cinema,
      })
      .execute();
    return id;
  };
  const category = async (
    experienceId: string,
    title: string,
    capacity: number,
    kobo: [number, number, number],
    locationId: number | null = null,
  ): Promise<CategoryFixture> => {
    const id = randomUUID();
    await db
      .insertInto('ticket_categories')
      .values({
        id,
        experience_id: experienceId,
        location_id: locationId,
        title,
        ticket_price_kobo: kobo[0],
        convenience_fee_kobo: kobo[1],
        commission_kobo: kobo[2],
        capacity,
        sort: 0,
      })
      .execute();
    return { id, title, capacity, price: (kobo[0] + kobo[1] + kobo[2]) / 100 };
  };
  const location = async (experienceId: string, name: string, hq: boolean) =>
    (
      await db
        .insertInto('cinema_locations')
        .values({
          experience_id: experienceId,
          name,
          street: '2 Allen Avenue',
          town: 'Ikeja',
          city: 'Lagos',
          country: 'Nigeria',
          is_headquarters: hq ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const time = async (
    experienceId: string,
    locationId: number | null,
    dayKey: string | null,
    start: string,
  ) =>
    (
      await db
        .insertInto('cinema_times')
        .values({
          experience_id: experienceId,
          location_id: locationId,
          day_key: dayKey,
          start_time: start,
          end_time: '23:00',
          sort: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  // Regular event.
  const promoter = await business('Fixture Promotions', 'entertainment');
  const regularId = await experience(promoter, 'Fixture Concert');
  const regular = {
    experienceId: regularId,
    title: 'Fixture Concert',
    vip: await category(regularId, 'VIP', options.vipCapacity ?? 5, [1_000_000, 30_000, 20_000]),
    standard: await category(regularId, 'Regular', 100, [500_000, 10_000, 0]),
    free: await category(regularId, 'Free Pass', 50, [0, 0, 0]),
  };

  // Weekly cinema, per-location per-day times.
  const cinemaBusiness = await business('Fixture Cinemas', 'entertainment', 1);
  const runEnd = now + 60 * DAY_MS;
  const cinemaId = await experience(cinemaBusiness, 'Fixture Film', {
    cinema: 1,
    showing: 'weekly',
    shared_times: 0,
    shared_tickets: 0,
    per_day_times: 1,
    start_at: now - DAY_MS,
    end_at: runEnd,
  });
  const ikejaId = await location(cinemaId, 'Fixture Ikeja', false);
  const hqId = await location(cinemaId, 'Fixture Lekki (HQ)', true);
  const hqMondayTimeId = await time(cinemaId, hqId, '1', '18:00');
  let ikejaDailyTimeId = 0;
  for (let day = 1; day <= 7; day += 1) {
    const id = await time(cinemaId, ikejaId, String(day), '20:30');
    if (day === 1) ikejaDailyTimeId = id;
  }
  let monday = addDays(today, 1);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  const cinema = {
    experienceId: cinemaId,
    hqId,
    ikejaId,
    hqMondayTimeId,
    ikejaDailyTimeId,
    monday,
    shared: await category(cinemaId, 'Standard 2D', 3, [250_000, 10_000, 5_000]),
    ikejaOnly: await category(cinemaId, 'IMAX Ikeja', 10, [600_000, 0, 0], ikejaId),
  };

  // Daily cinema on two dates, shared times.
  const dates: [string, string] = [addDays(today, 1), addDays(today, 3)];
  const dailyId = await experience(cinemaBusiness, 'Fixture Premiere', {
    cinema: 1,
    showing: 'daily',
    specific_dates: JSON.stringify(dates),
    start_at: now,
    end_at: runEnd,
  });
  await location(dailyId, 'Fixture Premiere Hall', true);
  const daily = {
    experienceId: dailyId,
    timeId: await time(dailyId, null, null, '19:00'),
    dates,
    category: await category(dailyId, 'Premiere Seat', 20, [300_000, 0, 0]),
  };

  // Monthly cinema with one per-day (day of month) showtime.
  const monthlyDate = addDays(today, 2);
  const monthlyId = await experience(cinemaBusiness, 'Fixture Classic', {
    cinema: 1,
    showing: 'monthly',
    per_day_times: 1,
    start_at: now,
    end_at: runEnd,
  });
  await location(monthlyId, 'Fixture Classic Hall', true);
  const monthly = {
    experienceId: monthlyId,
    timeId: await time(monthlyId, null, String(Number(monthlyDate.slice(8))), '15:00'),
    date: monthlyDate,
    category: await category(monthlyId, 'Classic Seat', 20, [150_000, 0, 0]),
  };

  // Bus: one route, one bus of four seats, a timed, a random and a departed schedule.
  const operator = await business('Fixture Motors', 'transport');
  const routeId = (
    await db
      .insertInto('transport_routes')
      .values({
        business_id: operator,
        origin_city: 'Lagos',
        origin_terminal: 'Jibowu',
        destination_city: 'Abuja',
        destination_terminal: 'Utako',
        duration_minutes: 600,
        distance_km: 760,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const busId = (
    await db
      .insertInto('buses')
      .values({
        business_id: operator,
        name: 'Fixture Coach',
        plate_number: 'LAG-123-FX',
        seat_rows: 2,
        seats_per_row: 2,
        aisle_after: 1,
        capacity: 4,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const seatNumbers = ['1A', '1B', '2A', '2B'];
  const seatIds: number[] = [];
  for (const [i, seat_number] of seatNumbers.entries()) {
    const row = await db
      .insertInto('bus_seats')
      .values({
        bus_id: busId,
        seat_number,
        seat_row: Math.floor(i / 2) + 1,
        seat_col: (i % 2) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seatIds.push(row.id);
  }
  const tomorrow = addDays(today, 1);
  const schedule = async (type: 'timed' | 'random', departureAt: number | null, date: string) =>
    (
      await db
        .insertInto('schedules')
        .values({
          route_id: routeId,
          bus_id: busId,
          schedule_type: type,
          departure_at: departureAt,
          departure_date: date,
          ticket_price_kobo: 2_000_000,
          convenience_fee_kobo: 50_000,
          commission_kobo: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const timedAt = lagosDateAt(tomorrow, '07:30');
  const departedAt = lagosDateAt(addDays(today, -1), '07:30');
  const bus = {
    routeId,
    busId,
    seatIds,
    seatNumbers,
    timedId: await schedule('timed', timedAt, tomorrow),
    timedTimestamp: lagosDateTime(timedAt),
    randomId: await schedule('random', null, tomorrow),
    randomDate: tomorrow,
    departedId: await schedule('timed', departedAt, addDays(today, -1)),
    departedTimestamp: lagosDateTime(departedAt),
    price: 20_500,
  };

  return { regular, cinema, daily, monthly, bus };
}

/** A distinct customer per call, for tests that must not collapse into one idempotent hold. */
let customerCounter = 0;
export function newCustomer(prefix = 'buyer'): { email: string; phone_number: string } {
  customerCounter += 1;
  const n = String(customerCounter).padStart(9, '0');
  return { email: `${prefix}.${n}@example.com`, phone_number: `08${n}` };
}

export function experienceItem(
  categoryId: string,
  quantity = 1,
  metadata?: Record<string, unknown>,
) {
  return {
    ticket_type: 'entertainment',
    resource_id: categoryId,
    quantity,
    ...(metadata ? { metadata } : {}),
  };
}

/**
 * Tickets of a (regular event's) category left in one environment, as the catalogue reads them
 * (lapsed holds count as free), at `now` (the service's clock by default).
 */
export async function ticketsLeft(
  service: Pick<TestService, 'deps' | 'clock'>,
  category: CategoryFixture,
  environment: 'staging' | 'live' = 'staging',
  now = service.clock.now(),
) {
  const poolKey = poolKeys.ticketCategory(category.id);
  const pools = [{ poolKey, capacity: category.capacity }];
  return (await availableUnits(service.deps.database.db, environment, pools, now)).get(poolKey) ?? 0;
}

/** A buy body for `POST /api/v1/svc/experience/buy/tickets`. */
export function buyBody(options: {
  experienceId: string;
  reservationIds: string[];
  tickets: { id: string; count: number }[];
  customer: { email: string; phone_number: string };
  merchantReference?: string | null;
  extra?: Record<string, unknown>;
}) {
  return {
    reservation_ids: options.reservationIds,
    tickets: options.tickets,
    experience_id: options.experienceId,
    customer_info: { name: 'Ada Obi', ...options.customer },
    ...(options.merchantReference !== undefined
      ? { merchant_reference: options.merchantReference }
      : {}),
    ...options.extra,
  };
}

/** The wallet balance of a merchant in one environment, kobo. */
export async function walletKobo(
  db: Kysely<DB>,
  merchantId: string,
  environment: 'staging' | 'live',
) {
  const row = await db
    .selectFrom('wallets')
    .select('balance_kobo')
    .where('merchant_id', '=', merchantId)
    .where('environment', '=', environment)
    .executeTakeFirstOrThrow();
  return Number(row.balance_kobo);
}

/** Fires all requests at once; resolves with every reply. */
export function raceAll<T>(count: number, request: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => request(i)));
}

/** Counts replies by status, e.g. `{ 201: 3, 409: 9 }`. */
export function statusCounts(replies: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

/** A test service served over real HTTP (for concurrent requests), optionally without its locks. */
export interface ServedTestService {
  service: TestService;
  url: string;
  close(): Promise<void>;
}

export async function serveTestService(
  options: { unsafe?: boolean } = {},
): Promise<ServedTestService> {
  const service = await createTestService({
    seed: false,
    config: { unsafeDisableLocks: options.unsafe ?? false },
  });
  const server = await listen(service.app);
  return {
    service,
    url: server.url,
    close: async () => {
      await server.close();
      await service.close();
    },
  };
}

/** Holds `items` for `customer` in-process; returns the reservation ids (fails the test on a non-201). */
export async function holdTickets<
  C extends { email?: string; phone_number?: string } = { email: string; phone_number: string },
>(
  service: Pick<TestService, 'request'>,
  items: unknown[],
  customer: C = newCustomer() as unknown as C,
  key: string = TEST_KEYS.staging,
) {
  const res = await service.request('POST', '/api/v1/svc/validate', {
    body: { tickets: items, customer_info: customer },
    key,
  });
  if (res.status !== 201) throw new Error(`hold failed: ${res.status} ${JSON.stringify(res.body)}`);
  const ids = (res.body.data.reservations as { reservation_id: string }[]).map(
    (r) => r.reservation_id,
  );
  return { ids, customer };
}
