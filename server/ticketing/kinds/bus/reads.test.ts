// Tests of the coach reads: what is cached, what is read fresh, and why a search comes back empty.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TAGS } from '@/server/ticketing/cache-tags';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import {
  findRoutes,
  getScheduleDetail,
  getSeatStates,
  listBusCities,
  searchDepartures,
} from './reads';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const ROUTES = 'GET /api/v1/svc/transport/routes';
const SCHEDULES = 'GET /api/v1/svc/transport/routes/1/schedules';
const DETAIL = `GET /api/v1/svc/transport/schedules/${kinds.SCHEDULE_ID}`;
// Noon in Lagos on 23 November 2026.
const NOW = Date.parse('2026-11-23T11:00:00.000Z');
const search = { from: 'Lagos', to: 'Abuja', date: '2026-11-24', travellers: 2 };
const noSchedules = (date: string) => reply(200, kinds.routeSchedules(date, []));

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('routes and cities', () => {
  it('gathers the cities from every page of routes, cached with the catalogue', async () => {
    const page1 = kinds.routeList();
    const page2 = {
      ...kinds.routeList(),
      data: {
        ...kinds.routeList().data,
        routes: [
          {
            ...page1.data.routes[0]!,
            id: 8,
            origin: { city: 'Abuja', terminal: null },
            destination: { city: 'Kano', terminal: 'Naibawa Park' },
          },
        ],
      },
    };
    const service = installFakeService({
      [ROUTES]: [
        reply(200, { ...page1, data: { ...page1.data, next_page: 2 } }),
        reply(200, page2),
      ],
    });
    expect(await listBusCities()).toEqual(['Abuja', 'Kano', 'Lagos']);
    expect(service.calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect((service.calls[0]!.init as { next?: { tags: string[] } }).next?.tags).toContain(
      CACHE_TAGS.catalogue,
    );
  });

  it('filters routes by both cities and reads an unknown city as no route', async () => {
    const service = installFakeService({
      [ROUTES]: [
        reply(200, kinds.routeList()),
        reply(422, { success: false, message: 'bad', errors: { origin: ['bad'] } }),
      ],
    });
    const routes = await findRoutes('Lagos', 'Abuja');
    expect(routes).toEqual([
      {
        id: 1,
        origin: { city: 'Lagos', terminal: 'Jibowu Terminal' },
        destination: { city: 'Abuja', terminal: 'Utako Park' },
        durationMinutes: 600,
        operator: 'Crosslink Motors',
      },
    ]);
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toMatchObject({
      origin: 'Lagos',
      destination: 'Abuja',
    });
    await expect(findRoutes('Nowhere', 'Abuja')).resolves.toEqual([]);
  });
});

describe('one departure', () => {
  it('reads the seat map fresh every time and reshapes it', async () => {
    const service = installFakeService({
      [DETAIL]: [reply(200, kinds.timedSchedule({ 2: 'sold' }))],
    });
    const detail = await getScheduleDetail(kinds.SCHEDULE_ID);
    expect(service.calls[0]!.init.cache).toBe('no-store');
    expect(detail?.schedule).toMatchObject({
      type: 'timed',
      departure: '2026-11-24 06:00',
      price: 28700,
      breakdown: { ticketPrice: 28000 },
    });
    expect(detail?.seatMap).toMatchObject({ rows: 5, columns: 3, aisleAfter: 1 });
    expect(detail?.seatMap?.seats[1]).toEqual({
      id: 2,
      number: '2',
      row: 1,
      column: 2,
      state: 'sold',
    });
  });

  it('answers null for an impossible or unknown id, and seat states from the map', async () => {
    installFakeService({
      [DETAIL]: [reply(200, kinds.timedSchedule({ 1: 'held' }))],
      'GET /api/v1/svc/transport/schedules/999': [
        reply(404, { success: false, message: 'Schedule not found.' }),
      ],
    });
    await expect(getScheduleDetail(0)).resolves.toBeNull();
    await expect(getSeatStates(999)).resolves.toBeNull();
    await expect(getSeatStates(kinds.SCHEDULE_ID)).resolves.toMatchObject({
      bookable: true,
      seatsAvailable: 12,
      seats: [{ id: 1, state: 'held' }, { id: 2, state: 'available' }, {}, {}],
    });
  });
});

describe('searchDepartures', () => {
  it('lists timed departures by time and flexible ones apart, reading seats left fresh', async () => {
    const early = kinds.timedSchedule();
    const late = {
      ...early,
      data: {
        ...early.data,
        schedule: { ...early.data.schedule, id: 36, departure_at: '2026-11-24T09:00:00+01:00' },
      },
    };
    const service = installFakeService({
      [ROUTES]: [reply(200, kinds.routeList())],
      [SCHEDULES]: [
        reply(200, kinds.routeSchedules('2026-11-24', [late, early, kinds.randomSchedule()])),
      ],
    });
    const result = await searchDepartures(search, NOW);
    if (result.status !== 'found') throw new Error(result.status);
    expect(result.timed.map((d) => d.schedule.id)).toEqual([35, 36]);
    expect(result.flexible.map((d) => d.schedule.id)).toEqual([38]);
    expect(result.nextDate).toBeNull();
    expect(service.callsTo(SCHEDULES)[0]!.init.cache).toBe('no-store');
  });

  it('offers the next day with seats when nothing is left that day', async () => {
    installFakeService({
      [ROUTES]: [reply(200, kinds.routeList())],
      [SCHEDULES]: [
        noSchedules('2026-11-24'),
        noSchedules('2026-11-25'),
        reply(200, kinds.routeSchedules('2026-11-26', [kinds.randomSchedule(0)])),
        reply(200, kinds.routeSchedules('2026-11-27', [kinds.timedSchedule()])),
      ],
    });
    await expect(searchDepartures(search, NOW)).resolves.toMatchObject({
      status: 'found',
      timed: [],
      flexible: [],
      nextDate: '2026-11-27',
    });
  });

  it('says why before asking the service: missing or equal cities, a past date, a date too far', async () => {
    const service = installFakeService({});
    await expect(searchDepartures({ ...search, to: '' }, NOW)).resolves.toEqual({
      status: 'incomplete',
    });
    await expect(searchDepartures({ ...search, to: 'lagos' }, NOW)).resolves.toEqual({
      status: 'same-city',
    });
    await expect(searchDepartures({ ...search, date: '2026-11-22' }, NOW)).resolves.toEqual({
      status: 'past-date',
      today: '2026-11-23',
    });
    await expect(searchDepartures({ ...search, date: '2026-12-08' }, NOW)).resolves.toEqual({
      status: 'too-far',
      lastDay: '2026-12-07',
    });
    expect(service.calls).toHaveLength(0);
  });

  it('reports no route between cities the network does not link', async () => {
    installFakeService({
      [ROUTES]: [
        reply(200, {
          ...kinds.routeList(),
          data: { routes: [], next_page: null, count: 0, per_page: 20 },
        }),
      ],
    });
    await expect(searchDepartures(search, NOW)).resolves.toEqual({ status: 'no-route' });
  });
});
