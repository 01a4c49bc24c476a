// Tests of the cinema reads: films and their schedules from recorded replies, one film, one screening's tickets.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showingDays, showtimesOn } from '@/lib/cinema/schedule';
import { NOW } from '@/lib/cinema/test-support/schedules';
import { CACHE_TAGS } from '@/server/ticketing/cache-tags';
import { TicketingUnavailableError } from '@/server/ticketing/errors';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { experience } from '@/server/ticketing/test-support/recorded-replies';
import {
  AJEGUNLE_BOY_ID,
  ajegunleBoyScreeningTickets,
  experienceNotFound,
  filmList,
  GIDI_HEAT_ID,
  gidiHeatDetail,
  gidiHeatScreeningTickets,
  notAtThatLocation,
  notOnThatDate,
} from '@/server/ticketing/test-support/recorded-cinema-replies';
import { getFilm, getScreeningTickets, listFilms } from './reads';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const LIST = 'GET /api/v1/svc/experience';
const DETAIL = `GET /api/v1/svc/experience/v/${GIDI_HEAT_ID}`;
const TICKETS = `GET /api/v1/svc/experience/tickets/${GIDI_HEAT_ID}`;
const films = filmList.data.experiences;
const listPage = (experiences: unknown[], nextPage: string | null = null) => ({
  ...filmList,
  data: { ...filmList.data, experiences, next_page: nextPage },
});

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('listFilms', () => {
  it('asks for cinema films, cached with the catalogue tag, and reshapes each with its schedule', async () => {
    const service = installFakeService({ [LIST]: [reply(200, filmList)] });
    const list = await listFilms();
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({
      cinema: 'true',
      page: '1',
    });
    expect(service.calls[0]!.init).toMatchObject({ next: { tags: [CACHE_TAGS.catalogue] } });
    expect(list.map((film) => film.title)).toEqual([
      'The Lagos Wedding Planner',
      'Okrika Tides',
      'Nollywood Classics Night: Living in Bondage',
      'Gidi Heat',
      'Ajegunle Boy',
    ]);
    const gidi = list.find((film) => film.id === GIDI_HEAT_ID)!;
    expect(gidi).toMatchObject({
      title: 'Gidi Heat',
      featured: true,
      category: { name: 'Movies' },
      organiser: 'Lagoon Screens Cinemas',
      facts: { runtime: '2h 15m', rating: '15' },
      imageUrl: expect.stringContaining(`/media/experience/${GIDI_HEAT_ID}.svg`),
    });
    expect(gidi.schedule).toMatchObject({
      showing: 'daily',
      sharedTimes: true,
      perDayTimes: false,
      run: { first: '2026-11-20', last: '2026-12-23' },
    });
    expect(gidi.schedule.locations.map((l) => [l.id, l.venue, l.isHeadquarters])).toEqual([
      [1, 'lagoon-screens-lekki', true],
      [2, 'lagoon-screens-ikeja-city-mall', false],
      [3, 'lagoon-screens-surulere', false],
    ]);
    expect(gidi.schedule.times[0]).toEqual({
      id: 1,
      start: '12:30PM',
      end: '2:45PM',
      startMinutes: 12 * 60 + 30,
      locationId: 1,
    });
  });

  it('reads every layout of the recorded films into the days and times the service would sell', async () => {
    installFakeService({ [LIST]: [reply(200, filmList)] });
    const byTitle = Object.fromEntries(
      (await listFilms()).map((film) => [film.title, film.schedule]),
    );
    // Shared times, daily: the specific dates at any of the three locations.
    expect(showingDays(byTitle['Gidi Heat']!, 3, NOW, 5)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-28',
    ]);
    // Shared per-day times, weekly: Yaba (5) by weekday.
    const wedding = byTitle['The Lagos Wedding Planner']!;
    expect(showingDays(wedding, 5, NOW, 6)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(showtimesOn(wedding, 5, '2026-11-27').map((t) => t.start)).toEqual([
      '5:00PM',
      '8:00PM',
      '10:30PM',
    ]);
    // Own times, weekly: each location its own, every day.
    expect(showtimesOn(byTitle['Okrika Tides']!, 7, '2026-11-24').map((t) => t.id)).toEqual([
      18, 19,
    ]);
    // Own per-day times, monthly: Jabi (9) on the 8th and the 22nd.
    expect(showingDays(byTitle['Nollywood Classics Night: Living in Bondage']!, 9, NOW, 3)).toEqual(
      ['2026-12-08', '2026-12-22', '2027-01-08'],
    );
    // Own per-day times, daily: Ikeja (11) on its own dates only.
    expect(showingDays(byTitle['Ajegunle Boy']!, 11, NOW)).toEqual([
      '2026-11-24',
      '2026-11-26',
      '2026-12-02',
    ]);
    expect(showingDays(byTitle['Ajegunle Boy']!, 10, NOW)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-29',
    ]);
  });

  it('reads every page until the last, and leaves out anything that is not a cinema film', async () => {
    const service = installFakeService({
      [LIST]: [
        reply(200, listPage(films.slice(0, 3), '2')),
        reply(200, listPage([...films.slice(3), experience])),
      ],
    });
    const list = await listFilms();
    expect(service.calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(list).toHaveLength(5);
  });

  it('reads the variants a provider may send: numeric strings, day names, days of month as numbers, odd entries', async () => {
    const variant = {
      ...films[0],
      cinema_info: {
        showing: 'Weekly',
        shared_times: 'false',
        per_day_times: 1,
        specific_dates: null,
        times: [{ id: '40', start: '6:00PM', end: '8:00PM', cinema_id: '4' }],
        locations: [
          {
            id: '4',
            name: 'Naija Reels Victoria Island',
            is_headquarters: 1,
            days_with_times: [
              {
                day_name: 'Tuesday',
                times: [
                  { id: '40', start: '6:00PM', end: '8:00PM', cinema_id: '4' },
                  { id: 41, start: 'late', end: null },
                ],
              },
              { date: 15, times: [{ id: 42, start: '7:00PM' }] },
              { day: 'someday', times: [{ id: 43, start: '8:00PM' }] },
            ],
          },
          { id: 'not-a-number', name: 'Broken' },
        ],
      },
    };
    installFakeService({ [LIST]: [reply(200, listPage([variant]))] });
    const [film] = await listFilms();
    expect(film!.schedule).toMatchObject({
      showing: 'weekly',
      sharedTimes: false,
      perDayTimes: true,
      specificDates: [],
      days: [],
    });
    expect(film!.schedule.locations).toHaveLength(1);
    expect(film!.schedule.locations[0]!.days).toEqual([
      {
        rule: { on: 'weekday', weekday: 2 },
        times: [{ id: 40, start: '6:00PM', end: '8:00PM', startMinutes: 18 * 60, locationId: 4 }],
      },
      {
        rule: { on: 'day-of-month', day: 15 },
        times: [{ id: 42, start: '7:00PM', end: null, startMinutes: 19 * 60, locationId: null }],
      },
    ]);
  });
});

describe('getFilm', () => {
  it('returns the film with its synopsis and pictures, cached under its own tag', async () => {
    const service = installFakeService({ [DETAIL]: [reply(200, gidiHeatDetail)] });
    const film = await getFilm(GIDI_HEAT_ID);
    expect(film).toMatchObject({
      title: 'Gidi Heat',
      description: expect.stringContaining('fuel-smuggling ring'),
    });
    expect(film!.images).toHaveLength(2);
    expect(service.calls[0]!.init).toMatchObject({
      next: { tags: [CACHE_TAGS.catalogue, CACHE_TAGS.film(GIDI_HEAT_ID)] },
    });
  });

  it('is null for an unknown film, a regular event and a malformed id (without a call)', async () => {
    const eventId = experience.id;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const service = installFakeService({
      [`GET /api/v1/svc/experience/v/${unknown}`]: [reply(404, experienceNotFound)],
      [`GET /api/v1/svc/experience/v/${eventId}`]: [reply(200, { data: experience })],
    });
    await expect(getFilm(unknown)).resolves.toBeNull();
    await expect(getFilm(eventId)).resolves.toBeNull();
    await expect(getFilm('gidi-heat')).resolves.toBeNull();
    expect(service.calls).toHaveLength(2);
  });
});

describe('getScreeningTickets', () => {
  const choice = { locationId: 2, timeId: 3, date: '2026-11-24' };

  it('asks for that screening, uncached, and returns its categories with the screening the service confirmed', async () => {
    const service = installFakeService({ [TICKETS]: [reply(200, gidiHeatScreeningTickets)] });
    const result = await getScreeningTickets(GIDI_HEAT_ID, choice);
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({
      cinema_location_id: '2',
      time_id: '3',
      attendance_date: '2026-11-24',
    });
    expect(service.calls[0]!.init.cache).toBe('no-store');
    expect(result).toEqual({
      ok: true,
      options: [
        expect.objectContaining({
          title: 'Regular',
          price: 5250,
          remaining: 120,
          breakdown: { ticketPrice: 5000, convenienceFee: 150, merchantCommission: 100 },
        }),
        expect.objectContaining({ title: 'VIP Recliner', price: 9400, remaining: 24 }),
        expect.objectContaining({ title: 'Kids (under 12)', price: 3150, remaining: 40 }),
      ],
      screening: {
        locationId: 2,
        locationName: 'Lagoon Screens Ikeja City Mall',
        timeId: 3,
        date: '2026-11-24',
        start: '7:30PM',
        end: '9:45PM',
        startsAt: '2026-11-24T18:30:00.000Z',
      },
    });
  });

  it('lists only the categories of the chosen location when tickets are not shared', async () => {
    installFakeService({
      [`GET /api/v1/svc/experience/tickets/${AJEGUNLE_BOY_ID}`]: [
        reply(200, ajegunleBoyScreeningTickets),
      ],
    });
    const result = await getScreeningTickets(AJEGUNLE_BOY_ID, {
      locationId: 11,
      timeId: 34,
      date: '2026-11-26',
    });
    expect(result?.ok && result.options.map((o) => [o.title, o.price])).toEqual([
      ['Regular', 4700],
    ]);
  });

  it('tells "not showing" apart, naming the field the service refused', async () => {
    installFakeService({ [TICKETS]: [reply(422, notOnThatDate), reply(422, notAtThatLocation)] });
    await expect(
      getScreeningTickets(GIDI_HEAT_ID, { ...choice, date: '2026-11-27' }),
    ).resolves.toEqual({
      ok: false,
      reason: 'not-showing',
      field: 'attendance_date',
      message: 'That showtime does not run on that date.',
    });
    await expect(
      getScreeningTickets(GIDI_HEAT_ID, { ...choice, locationId: 99 }),
    ).resolves.toMatchObject({ ok: false, field: 'cinema_location_id' });
  });

  it('reads a reply without the cinema extras (the spec’s own shape) as a screening it did not confirm', async () => {
    const { location: _location, screening: _screening, ...plain } = gidiHeatScreeningTickets.data;
    installFakeService({ [TICKETS]: [reply(200, { data: plain })] });
    await expect(getScreeningTickets(GIDI_HEAT_ID, choice)).resolves.toMatchObject({
      ok: true,
      screening: null,
    });
  });

  it('is null for an unknown film, and an outage is thrown for the page to report', async () => {
    installFakeService({
      [TICKETS]: [reply(404, experienceNotFound), reply(503, { message: 'down' })],
    });
    await expect(getScreeningTickets(GIDI_HEAT_ID, choice)).resolves.toBeNull();
    await expect(getScreeningTickets(GIDI_HEAT_ID, choice)).rejects.toBeInstanceOf(
      TicketingUnavailableError,
    );
    await expect(getScreeningTickets('nope', choice)).resolves.toBeNull();
  });
});
