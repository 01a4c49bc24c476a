// The bus listings: routes of operators, schedules of a route on a date, a schedule's seat map.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { addDays, lagosDate } from '../../domain/core/time';
import { HOTEL_BUSINESSES } from '../../seed/hotels-data';
import { SEED_ROUTE_IDS, BUS_OPERATORS } from '../../seed/bus-data';
import { createTestService, TEST_KEYS } from '../../testing/harness';
import { seatHold } from '../../testing/direct-holds';
import { setUpTestService } from '../../testing/per-file';

// 05:00 UTC = 06:00 in Lagos: every seeded departure of the day is still ahead.
const START = Date.parse('2030-03-11T05:00:00Z');
const TODAY = lagosDate(START);
const TOMORROW = addDays(TODAY, 1);

const service = setUpTestService({ clock: new ManualClock(START) });

const get = (path: string, key: string = TEST_KEYS.staging) =>
  service.request('GET', path, { key });

async function firstTimed(date = TOMORROW, routeId: number = SEED_ROUTE_IDS.lagosAbuja) {
  const res = await get(`/api/v1/svc/transport/routes/${routeId}/schedules?date=${date}`);
  return res.body.data.schedules.find(
    (s: { schedule_type: string }) => s.schedule_type === 'timed',
  );
}

describe('GET /api/v1/svc/transport/routes', () => {
  it('lists routes with cities, terminals, duration, distance and operator', async () => {
    const res = await get('/api/v1/svc/transport/routes');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      status: 200,
      data: { count: 9, per_page: 20, next_page: null },
    });
    expect(res.body.data.routes[0]).toEqual({
      id: SEED_ROUTE_IDS.lagosAbuja,
      origin: { city: 'Lagos', terminal: 'Jibowu Terminal' },
      destination: { city: 'Abuja', terminal: 'Utako Park' },
      duration_minutes: 600,
      distance_km: 760,
      operator: expect.objectContaining({
        id: BUS_OPERATORS.crosslink,
        name: 'Crosslink Motors',
      }),
    });
  });

  it('filters by operator and by origin or destination city, case-insensitively', async () => {
    const byOperator = await get(
      `/api/v1/svc/transport/routes?business_id=${BUS_OPERATORS.oduduwa}`,
    );
    expect(byOperator.body.data.routes.map((r: { id: number }) => r.id)).toEqual([3, 4, 5]);
    const fromLagos = await get('/api/v1/svc/transport/routes?origin=lAGOS');
    expect(fromLagos.body.data.count).toBe(3);
    for (const r of fromLagos.body.data.routes) expect(r.origin.city).toBe('Lagos');
    const both = await get(
      `/api/v1/svc/transport/routes?origin=lagos&destination=%20benin%20city%20`,
    );
    expect(both.body.data.routes.map((r: { id: number }) => r.id)).toEqual([
      SEED_ROUTE_IDS.lagosBenin,
    ]);
    const none = await get('/api/v1/svc/transport/routes?destination=Timbuktu');
    expect(none.body.data).toMatchObject({ routes: [], count: 0, next_page: null });
  });

  it('answers 404 for an unknown business or one of another type, and 422 for bad values', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', HOTEL_BUSINESSES.lagoonCrest]) {
      const res = await get(`/api/v1/svc/transport/routes?business_id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, status: 404 });
    }
    const bad = await get('/api/v1/svc/transport/routes?business_id=42&page=0&origin=');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['business_id', 'origin', 'page']);
  });
});

describe('GET /api/v1/svc/transport/routes/{route_id}/schedules', () => {
  it('lists timed departures in order, then the random schedule, with prices and availability', async () => {
    const res = await get(
      `/api/v1/svc/transport/routes/${SEED_ROUTE_IDS.lagosAbuja}/schedules?date=${TOMORROW}`,
    );
    expect(res.status).toBe(200);
    const { route, date, schedules } = res.body.data;
    expect(route.id).toBe(SEED_ROUTE_IDS.lagosAbuja);
    expect(date).toBe(TOMORROW);
    expect(schedules.map((s: { schedule_type: string }) => s.schedule_type)).toEqual([
      'timed',
      'timed',
      'timed',
      'random',
    ]);
    expect(schedules.slice(0, 3).map((s: { departure: string }) => s.departure)).toEqual([
      `${TOMORROW} 06:00`,
      `${TOMORROW} 07:30`,
      `${TOMORROW} 09:00`,
    ]);
    const [timed] = schedules;
    expect(timed).toMatchObject({
      departure_at: `${TOMORROW}T06:00:00+01:00`,
      departure_date: TOMORROW,
      route_id: SEED_ROUTE_IDS.lagosAbuja,
      bookable: true,
    });
    expect(timed.seats_available).toBe(timed.bus.capacity);
    const random = schedules[3];
    expect(random).toMatchObject({
      schedule_type: 'random',
      departure: null,
      departure_at: null,
      route_id: route.id,
      departure_date: TOMORROW,
    });
    expect(random.seats_available).toBe(random.bus.capacity);
    expect(random.bus_id).toBe(random.bus.id);
    for (const s of schedules) {
      const b = s.price_breakdown;
      expect(s.price).toBeCloseTo(b.ticket_price + b.convenience_fee + b.merchant_commission, 2);
    }
    expect(timed.price_breakdown).toEqual({
      ticket_price: 28000,
      convenience_fee: 400,
      merchant_commission: 300,
    });
  });

  it('hides departures that have left and dates outside the seeded days', async () => {
    const later = await createTestService({
      clock: new ManualClock(Date.parse(`${TODAY}T07:00:00Z`)),
    }); // 08:00 Lagos
    try {
      const res = await later.request(
        'GET',
        `/api/v1/svc/transport/routes/${SEED_ROUTE_IDS.lagosAbuja}/schedules?date=${TODAY}`,
      );
      expect(res.body.data.schedules.map((s: { departure: string | null }) => s.departure)).toEqual(
        [`${TODAY} 09:00`, null],
      );
    } finally {
      await later.close();
    }
    const past = await get(`/api/v1/svc/transport/routes/1/schedules?date=${addDays(TODAY, -1)}`);
    expect(past.body.data.schedules).toEqual([]);
  });

  it('answers 404 for an unknown route and 422 for a bad id or date', async () => {
    expect((await get(`/api/v1/svc/transport/routes/999/schedules?date=${TOMORROW}`)).status).toBe(
      404,
    );
    for (const [path, key] of [
      [`/api/v1/svc/transport/routes/abc/schedules?date=${TOMORROW}`, 'route_id'],
      ['/api/v1/svc/transport/routes/1/schedules?date=2030-02-30', 'date'],
      ['/api/v1/svc/transport/routes/1/schedules?date=tomorrow', 'date'],
      ['/api/v1/svc/transport/routes/1/schedules', 'date'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(422);
      expect(res.body.errors[key], path).toHaveLength(1);
    }
  });
});

describe('GET /api/v1/svc/transport/schedules/{schedule_id}', () => {
  it('returns the seat map of a timed schedule, rows with an aisle, all seats available', async () => {
    const timed = await firstTimed();
    const res = await get(`/api/v1/svc/transport/schedules/${timed.id}`);
    expect(res.status).toBe(200);
    const { schedule, route, seat_map } = res.body.data;
    expect(schedule).toEqual(timed);
    expect(route.id).toBe(SEED_ROUTE_IDS.lagosAbuja);
    // Crosslink's first bus is a 14-seat HiAce: 5 rows of 3, the driver's place empty, 1 | aisle | 2.
    expect(seat_map).toMatchObject({ rows: 5, columns: 3, aisle_after: 1 });
    expect(seat_map.seats).toHaveLength(14);
    expect(seat_map.seats[0]).toEqual({
      id: expect.any(Number),
      seat_number: '1',
      row: 1,
      column: 2,
      state: 'available',
    });
    expect(seat_map.seats.every((s: { state: string }) => s.state === 'available')).toBe(true);
  });

  it('shows held and sold seats per environment; a lapsed hold frees its seat at once', async () => {
    const timed = await firstTimed(addDays(TODAY, 2));
    const path = `/api/v1/svc/transport/schedules/${timed.id}`;
    const seats = (await get(path)).body.data.seat_map.seats;
    const [a, b, c] = seats;
    await seatHold(service, { scheduleId: timed.id, seatIds: [a.id], status: 'converted' });
    await seatHold(service, { scheduleId: timed.id, seatIds: [b.id], ttlMs: 60_000 });
    await seatHold(service, { scheduleId: timed.id, seatIds: [c.id], ttlMs: 1_000 });
    const stateOf = async (key: string) => {
      const res = await get(path, key);
      return {
        states: res.body.data.seat_map.seats.slice(0, 3).map((s: { state: string }) => s.state),
        available: res.body.data.schedule.seats_available,
      };
    };
    expect(await stateOf(TEST_KEYS.staging)).toEqual({
      states: ['sold', 'held', 'held'],
      available: seats.length - 3,
    });
    expect(await stateOf(TEST_KEYS.live)).toEqual({
      states: ['available', 'available', 'available'],
      available: seats.length,
    });
    service.clock.advance(1_001);
    expect(await stateOf(TEST_KEYS.staging)).toEqual({
      states: ['sold', 'held', 'available'],
      available: seats.length - 2,
    });
    const listed = (
      await get(
        `/api/v1/svc/transport/routes/${SEED_ROUTE_IDS.lagosAbuja}/schedules?date=${addDays(TODAY, 2)}`,
      )
    ).body.data.schedules;
    expect(listed.find((s: { id: number }) => s.id === timed.id).seats_available).toBe(
      seats.length - 2,
    );
    service.clock.set(START);
  });

  it('returns a random schedule without a seat map, and 404 / 422 for unknown or bad ids', async () => {
    const list = await get(
      `/api/v1/svc/transport/routes/${SEED_ROUTE_IDS.abujaKano}/schedules?date=${TOMORROW}`,
    );
    const random = list.body.data.schedules.find(
      (s: { schedule_type: string }) => s.schedule_type === 'random',
    );
    const res = await get(`/api/v1/svc/transport/schedules/${random.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ schedule: random, seat_map: null });
    expect((await get('/api/v1/svc/transport/schedules/99999999')).status).toBe(404);
    const bad = await get('/api/v1/svc/transport/schedules/1.5');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.schedule_id).toHaveLength(1);
  });
});
