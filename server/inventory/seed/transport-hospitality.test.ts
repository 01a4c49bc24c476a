import { describe, expect, it } from 'vitest';
import { addDays, lagosDate } from '../domain/core/time';
import { HOSPITALITY_BUSINESSES, SEED_HOTEL_IDS, SEED_ROOM_IDS } from './hospitality';
import { SEED_ROUTE_IDS, SEED_SCHEDULE_DAYS, TRANSPORT_OPERATORS } from './transport';
import { setUpTestService } from '../testing/per-file';

const service = setUpTestService();

const db = () => service.deps.database.db;

describe('demo transport seed', () => {
  it('has 4+ operators with 6+ routes between Nigerian cities, at the documented ids', async () => {
    const operators = await db()
      .selectFrom('businesses')
      .select('id')
      .where('type', '=', 'transport')
      .execute();
    expect(operators.map((o) => o.id).sort()).toEqual(Object.values(TRANSPORT_OPERATORS).sort());
    const routes = await db().selectFrom('transport_routes').selectAll().orderBy('id').execute();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.map((r) => r.id)).toEqual(Object.values(SEED_ROUTE_IDS));
    expect(routes[SEED_ROUTE_IDS.lagosAbuja - 1]).toMatchObject({
      origin_city: 'Lagos',
      destination_city: 'Abuja',
    });
    expect(
      new Set(routes.flatMap((r) => [r.origin_city, r.destination_city])).size,
    ).toBeGreaterThanOrEqual(6);
  });

  it('has 14- and 18-seat buses whose seats fill their rows around an aisle', async () => {
    const buses = await db().selectFrom('buses').selectAll().execute();
    expect(new Set(buses.map((b) => b.capacity))).toEqual(new Set([14, 18]));
    const seats = await db().selectFrom('bus_seats').selectAll().execute();
    for (const bus of buses) {
      const own = seats.filter((s) => s.bus_id === bus.id);
      expect(own).toHaveLength(bus.capacity);
      expect(new Set(own.map((s) => s.seat_number)).size).toBe(bus.capacity);
      expect(
        own.every(
          (s) =>
            s.seat_row >= 1 &&
            s.seat_row <= bus.seat_rows &&
            s.seat_col >= 1 &&
            s.seat_col <= bus.seats_per_row,
        ),
      ).toBe(true);
      expect(bus.aisle_after).toBeGreaterThan(0);
      expect(bus.aisle_after).toBeLessThan(bus.seats_per_row);
    }
  });

  it('has timed departures on every route for each of the next 14 days, and random schedules, from today', async () => {
    const today = lagosDate(service.clock.now());
    const schedules = await db().selectFrom('schedules').selectAll().execute();
    for (const route of Object.values(SEED_ROUTE_IDS)) {
      for (let day = 0; day < SEED_SCHEDULE_DAYS; day += 1) {
        const date = addDays(today, day);
        const ofDay = schedules.filter((s) => s.route_id === route && s.departure_date === date);
        expect(ofDay.filter((s) => s.schedule_type === 'timed').length).toBeGreaterThanOrEqual(2);
        expect(ofDay.filter((s) => s.schedule_type === 'random')).toHaveLength(1);
      }
    }
    expect(SEED_SCHEDULE_DAYS).toBeGreaterThanOrEqual(14);
    for (const s of schedules.filter((x) => x.schedule_type === 'timed'))
      expect(lagosDate(Number(s.departure_at))).toBe(s.departure_date);
  });
});

describe('demo hospitality seed', () => {
  it('has 4+ businesses with 4+ hotels and apartments in 2+ cities, 2 to 4 room types each', async () => {
    const businesses = await db()
      .selectFrom('businesses')
      .select('id')
      .where('type', '=', 'hospitality')
      .execute();
    expect(businesses.map((b) => b.id).sort()).toEqual(
      Object.values(HOSPITALITY_BUSINESSES).sort(),
    );
    const hotels = await db().selectFrom('hotels').selectAll().orderBy('id').execute();
    expect(hotels.map((h) => h.id)).toEqual(Object.values(SEED_HOTEL_IDS));
    expect(new Set(hotels.map((h) => h.city)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(hotels.map((h) => h.kind))).toEqual(new Set(['hotel', 'apartment']));
    const rooms = await db().selectFrom('rooms').selectAll().execute();
    for (const hotel of hotels) {
      const types = rooms.filter((r) => r.hotel_id === hotel.id).length;
      expect(types).toBeGreaterThanOrEqual(2);
      expect(types).toBeLessThanOrEqual(4);
    }
  });

  it('exports the documented room ids', async () => {
    const byId = async (id: number) =>
      db().selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await byId(SEED_ROOM_IDS.standardVictoriaIsland)).toMatchObject({
      room_name: 'Standard Room',
      hotel_id: SEED_HOTEL_IDS.lagoonCrestVictoriaIsland,
      total_rooms: 20,
      max_occupancy: 2,
      price_kobo: 8_500_000,
    });
    expect(await byId(SEED_ROOM_IDS.presidentialSuite)).toMatchObject({
      room_name: 'Presidential Suite',
      total_rooms: 1,
      max_occupancy: 4,
    });
    expect(await byId(SEED_ROOM_IDS.lekkiPenthouse)).toMatchObject({
      room_name: 'Three-Bedroom Penthouse',
      hotel_id: SEED_HOTEL_IDS.harmattanLekki,
      total_rooms: 1,
    });
  });

  it('brings the catalogue to 22+ businesses of the three types', async () => {
    const rows = await db().selectFrom('businesses').select('type').execute();
    expect(rows.length).toBeGreaterThanOrEqual(22);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['entertainment', 'transport', 'hospitality']),
    );
  });
});
