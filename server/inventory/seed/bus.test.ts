// The demo bus seed: operators, routes, buses and their seats, and schedules from the day of seeding.
import { describe, expect, it } from 'vitest';
import { addDays, lagosDate } from '../domain/core/time';
import { SEED_SCHEDULE_DAYS } from './bus';
import { SEED_ROUTE_IDS, BUS_OPERATORS } from './bus-data';
import { setUpTestService } from '../testing/per-file';

const service = setUpTestService();

const db = () => service.deps.database.db;

describe('demo bus seed', () => {
  it('has 4+ operators with 6+ routes between Nigerian cities, at the documented ids', async () => {
    const operators = await db()
      .selectFrom('businesses')
      .select('id')
      .where('type', '=', 'transport')
      .execute();
    expect(operators.map((o) => o.id).sort()).toEqual(Object.values(BUS_OPERATORS).sort());
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
