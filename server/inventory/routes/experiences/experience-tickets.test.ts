// GET /api/v1/svc/experience/tickets/{id}: ticket categories with prices and what is left, per
// screening for cinema.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import type { Environment } from '../../db/schema';
import { poolKeys } from '../../domain/core/inventory';
import { DEMO_CATALOGUE } from '../../seed/demo-catalogue';
import { TEST_KEYS } from '../../testing/harness';
import { fixtureHold } from '../../testing/direct-holds';
import { setUpTestService } from '../../testing/per-file';

// Wednesday 4 March 2026, 10:00 in Lagos: screenings below are computed from this instant.
const NOW = Date.parse('2026-03-04T10:00:00+01:00');
const TTL_MS = 180_000;

const service = setUpTestService({ clock: new ManualClock(NOW) });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reply shapes are asserted field by field
type Any = any;

const tickets = (id: string, query = '', key: string = TEST_KEYS.staging) =>
  service.request('GET', `/api/v1/svc/experience/tickets/${id}${query}`, { key });
const slotsOf = (res: Any, categoryId: string): number =>
  res.body.data.tickets.find((t: Any) => t.id === categoryId).slots_remaining;
const details = async (id: string): Promise<Any> =>
  (await service.request('GET', `/api/v1/svc/experience/v/${id}`)).body.data;

/** An active hold taking `quantity` units of a pool, as the hold engine would record it. */
const holdUnits = (environment: Environment, poolKey: string, capacity: number, quantity: number) =>
  fixtureHold(service, {
    kind: 'entertainment',
    resourceId: poolKey,
    claims: [{ poolKey, capacity, quantity }],
    environment,
    ttlMs: TTL_MS,
  });

describe('GET /api/v1/svc/experience/tickets/{id}: regular events', () => {
  it('prices each category: price = ticket_price + convenience_fee + merchant_commission, free when 0', async () => {
    const list = await service.request('GET', '/api/v1/svc/experience?cinema=false');
    let checked = 0;
    for (const experience of list.body.data.experiences) {
      const res = await tickets(experience.id);
      expect(res.status).toBe(200);
      expect(res.body.data.experience).toEqual({ id: experience.id, title: experience.title });
      expect(res.body.data.tickets.length).toBeGreaterThanOrEqual(1);
      expect(res.body.data.tickets.length).toBeLessThanOrEqual(4);
      for (const t of res.body.data.tickets) {
        const { ticket_price, convenience_fee, merchant_commission } = t.price_breakdown;
        expect(Math.round(t.price * 100)).toBe(
          Math.round((ticket_price + convenience_fee + merchant_commission) * 100),
        );
        expect(t.free).toBe(t.price === 0);
        expect(Number.isInteger(t.slots_remaining)).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('shows a free category as free with a zero breakdown', async () => {
    const res = await tickets(DEMO_CATALOGUE.freeEvent.experienceId);
    const free = res.body.data.tickets.find(
      (t: Any) => t.id === DEMO_CATALOGUE.freeEvent.freeCategoryId,
    );
    expect(free).toMatchObject({
      price: 0,
      free: true,
      price_breakdown: { ticket_price: 0, convenience_fee: 0, merchant_commission: 0 },
    });
    const paid = res.body.data.tickets.find(
      (t: Any) => t.id === DEMO_CATALOGUE.freeEvent.paidCategoryId,
    );
    expect(paid.free).toBe(false);
    expect(paid.price).toBeGreaterThan(paid.price_breakdown.ticket_price);
  });

  it('shows the sold-out category at 0 in both environments', async () => {
    const { experienceId, soldOutCategoryId, availableCategoryId } = DEMO_CATALOGUE.soldOutEvent;
    for (const key of [TEST_KEYS.staging, TEST_KEYS.live]) {
      const res = await tickets(experienceId, '', key);
      expect(slotsOf(res, soldOutCategoryId)).toBe(0);
      expect(slotsOf(res, availableCategoryId)).toBeGreaterThan(0);
    }
  });

  it('counts active holds of its own environment only, and frees lapsed holds at once', async () => {
    const { experienceId, regularCategoryId } = DEMO_CATALOGUE.plentyEvent;
    const before = slotsOf(await tickets(experienceId), regularCategoryId);
    await holdUnits('staging', poolKeys.ticketCategory(regularCategoryId), before, 3);
    expect(slotsOf(await tickets(experienceId), regularCategoryId)).toBe(before - 3);
    expect(
      slotsOf(await tickets(experienceId, '', TEST_KEYS.otherStaging), regularCategoryId),
    ).toBe(before - 3);
    expect(slotsOf(await tickets(experienceId, '', TEST_KEYS.live), regularCategoryId)).toBe(
      before,
    );
    service.clock.advance(TTL_MS);
    try {
      expect(slotsOf(await tickets(experienceId), regularCategoryId)).toBe(before);
    } finally {
      service.clock.set(NOW);
    }
  });

  it('ignores cinema_location_id on a regular event', async () => {
    const res = await tickets(DEMO_CATALOGUE.plentyEvent.experienceId, '?cinema_location_id=12345');
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('screening');
  });

  it('answers 422 for a non-UUID id and 404 for an unknown one', async () => {
    const bad = await tickets('not-a-uuid');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['experience_id']);
    const unknown = await tickets(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, status: 404 });
  });
});

describe('GET /api/v1/svc/experience/tickets/{id}: cinema', () => {
  const film = DEMO_CATALOGUE.multiLocationCinema;

  it('prices the headquarters by default and counts the next screening there', async () => {
    const info = (await details(film.experienceId)).cinema_info;
    const hq = info.locations.find((l: Any) => l.is_headquarters);
    const res = await tickets(film.experienceId);
    expect(res.status).toBe(200);
    expect(res.body.data.location).toEqual({ id: hq.id, name: hq.name, is_headquarters: true });
    // Playing today (a specific date) at 12:30, 16:00 and 19:30: the next one is 12:30 today.
    expect(res.body.data.screening).toMatchObject({
      cinema_location_id: hq.id,
      start: '12:30PM',
      attendance_date: '2026-03-04',
    });
    expect(res.body.data.screening.time_id).toBe(info.times[0].id);
    for (const t of res.body.data.tickets) expect(t).toHaveProperty('free');
    expect(slotsOf(res, film.regularCategoryId)).toBe(120);
    const other = info.locations.find((l: Any) => !l.is_headquarters);
    const atOther = await tickets(film.experienceId, `?cinema_location_id=${other.id}`);
    expect(atOther.body.data.location.id).toBe(other.id);
  });

  it('counts holds per screening: the held screening drops, another does not', async () => {
    const info = (await details(film.experienceId)).cinema_info;
    const hq = info.locations.find((l: Any) => l.is_headquarters);
    const next = (await tickets(film.experienceId)).body.data.screening;
    await holdUnits(
      'staging',
      poolKeys.screening(film.regularCategoryId, hq.id, next.time_id, next.attendance_date),
      120,
      5,
    );
    expect(slotsOf(await tickets(film.experienceId), film.regularCategoryId)).toBe(115);
    expect(
      slotsOf(await tickets(film.experienceId, '', TEST_KEYS.live), film.regularCategoryId),
    ).toBe(120);
    const later = `?time_id=${info.times[2].id}&attendance_date=2026-03-04`;
    const res = await tickets(film.experienceId, later);
    expect(res.body.data.screening).toMatchObject({
      time_id: info.times[2].id,
      start: '7:30PM',
      attendance_date: '2026-03-04',
    });
    expect(slotsOf(res, film.regularCategoryId)).toBe(120);
    const other = info.locations.find((l: Any) => !l.is_headquarters);
    expect(
      slotsOf(
        await tickets(film.experienceId, `?cinema_location_id=${other.id}`),
        film.regularCategoryId,
      ),
    ).toBe(120);
  });

  it('offers location-specific categories when tickets are not shared', async () => {
    const { experienceId } = DEMO_CATALOGUE.cinemas.sharedTimesPerDayWeekly;
    const info = (await details(experienceId)).cinema_info;
    expect(info.shared_tickets).toBe(false);
    const [hq, second] = info.locations;
    const atHq = await tickets(experienceId);
    const atSecond = await tickets(experienceId, `?cinema_location_id=${second.id}`);
    expect(atHq.body.data.location.id).toBe(hq.id);
    expect(atHq.body.data.tickets.map((t: Any) => t.title)).toEqual(['Standard', 'Premium']);
    expect(atSecond.body.data.tickets.map((t: Any) => t.title)).toEqual(['Standard']);
    expect(atSecond.body.data.tickets[0].id).not.toBe(atHq.body.data.tickets[0].id);
    expect(atSecond.body.data.tickets[0].price).toBeLessThan(atHq.body.data.tickets[0].price);
    // Wednesday: showtimes 6:00PM and 8:30PM.
    expect(atHq.body.data.screening).toMatchObject({
      start: '6:00PM',
      attendance_date: '2026-03-04',
    });
  });

  it('finds the next screening of monthly and daily per-day films', async () => {
    const monthly = await tickets(DEMO_CATALOGUE.cinemas.ownTimesPerDayMonthly.experienceId);
    expect(monthly.body.data.screening).toMatchObject({
      start: '7:00PM',
      attendance_date: '2026-03-05',
    });
    expect(monthly.body.data.tickets.find((t: Any) => t.title === 'Students')).toMatchObject({
      free: true,
      price: 0,
    });
    const daily = await tickets(DEMO_CATALOGUE.cinemas.ownTimesPerDayDaily.experienceId);
    expect(daily.body.data.screening).toMatchObject({
      start: '6:00PM',
      attendance_date: '2026-03-05',
    });
  });

  it('answers 422 for a location, showtime or date the film does not have', async () => {
    const info = (await details(film.experienceId)).cinema_info;
    const otherFilm = (await details(DEMO_CATALOGUE.cinemas.ownTimesWeekly.experienceId))
      .cinema_info;
    const cases: [string, string][] = [
      ['?cinema_location_id=999999', 'cinema_location_id'],
      [`?cinema_location_id=${otherFilm.locations[0].id}`, 'cinema_location_id'],
      ['?cinema_location_id=abc', 'cinema_location_id'],
      [`?time_id=${info.times[0].id}`, 'attendance_date'],
      ['?attendance_date=2026-03-04', 'time_id'],
      [`?time_id=${otherFilm.times[0].id}&attendance_date=2026-03-04`, 'time_id'],
      [`?time_id=${info.times[0].id}&attendance_date=2026-03-08`, 'attendance_date'],
      [`?time_id=${info.times[0].id}&attendance_date=2026-02-30`, 'attendance_date'],
    ];
    for (const [query, key] of cases) {
      const res = await tickets(film.experienceId, query);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([key]);
    }
    // Own times per location: a showtime of the second location is not one of the headquarters.
    const ownTimes = DEMO_CATALOGUE.cinemas.ownTimesWeekly.experienceId;
    const secondTime = otherFilm.locations[1].times[0].id;
    const wrongPlace = await tickets(ownTimes, `?time_id=${secondTime}&attendance_date=2026-03-04`);
    expect(wrongPlace.status).toBe(422);
    expect(Object.keys(wrongPlace.body.errors)).toEqual(['time_id']);
    const rightPlace = await tickets(
      ownTimes,
      `?cinema_location_id=${otherFilm.locations[1].id}&time_id=${secondTime}&attendance_date=2026-03-04`,
    );
    expect(rightPlace.status).toBe(200);
  });

  it('reports 0 seats and no screening once the run is over', async () => {
    service.clock.set(NOW + 200 * 24 * 3600_000);
    try {
      const res = await tickets(film.experienceId);
      expect(res.body.data.screening).toBeNull();
      for (const t of res.body.data.tickets) expect(t.slots_remaining).toBe(0);
    } finally {
      service.clock.set(NOW);
    }
  });
});
