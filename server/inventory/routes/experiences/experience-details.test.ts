// GET /api/v1/svc/experience/v/{id}: one experience, with the full cinema_info for films.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { DEMO_CATALOGUE } from '../../seed/demo-catalogue';
import { setUpTestService } from '../../testing/per-file';
import { expectedExperienceDates } from '../../testing/spec-dates';

// Wednesday 4 March 2026, 10:00 in Lagos.
const NOW = Date.parse('2026-03-04T10:00:00+01:00');
const CLOCK_TIME = /^(1[0-2]|[1-9]):[0-5]\d(AM|PM)$/;

const service = setUpTestService({ clock: new ManualClock(NOW) });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reply shapes are asserted field by field
type Any = any;

async function details(id: string): Promise<Any> {
  const res = await service.request('GET', `/api/v1/svc/experience/v/${id}`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, status: 200 });
  return res.body.data;
}

function expectTimes(times: Any[], cinemaId?: number) {
  for (const t of times) {
    expect(Object.keys(t).sort()).toEqual(['cinema_id', 'end', 'id', 'start']);
    expect(Number.isInteger(t.id)).toBe(true);
    expect(t.start).toMatch(CLOCK_TIME);
    expect(t.end).toMatch(CLOCK_TIME);
    if (cinemaId !== undefined) expect(t.cinema_id).toBe(cinemaId);
  }
}

describe('GET /api/v1/svc/experience/v/{id}', () => {
  it('serves a cinema film with the spec fields and one headquarters', async () => {
    const film = await details(DEMO_CATALOGUE.multiLocationCinema.experienceId);
    expect(film).toMatchObject({
      id: DEMO_CATALOGUE.multiLocationCinema.experienceId,
      cinema: true,
      business: { type: 'cinema' },
    });
    const { start_date, end_date, created_on } = film;
    expect({ start_date, end_date, created_on }).toEqual(
      await expectedExperienceDates(
        service.deps.database.db,
        DEMO_CATALOGUE.multiLocationCinema.experienceId,
      ),
    );
    const info = film.cinema_info;
    expect(Object.keys(info).sort()).toEqual(
      [
        'days_with_times',
        'locations',
        'per_day_times',
        'shared_tickets',
        'shared_times',
        'showing',
        'specific_dates',
        'times',
      ].sort(),
    );
    expect(info.locations.length).toBeGreaterThanOrEqual(3);
    expect(info.locations.filter((l: Any) => l.is_headquarters)).toHaveLength(1);
    for (const l of info.locations) {
      expect(Object.keys(l).sort()).toEqual([
        'city',
        'country',
        'days_with_times',
        'id',
        'is_headquarters',
        'name',
        'street',
        'times',
        'town',
      ]);
      expect(Number.isInteger(l.id)).toBe(true);
    }
  });

  it('shared times, no per-day times, daily: times at the top, specific dates listed', async () => {
    const info = (await details(DEMO_CATALOGUE.cinemas.sharedTimesDaily.experienceId)).cinema_info;
    const hq = info.locations.find((l: Any) => l.is_headquarters);
    expect(info).toMatchObject({
      showing: 'daily',
      shared_times: true,
      per_day_times: false,
      shared_tickets: true,
      days_with_times: [],
    });
    expect(info.specific_dates[0]).toBe('2026-03-04');
    for (const d of info.specific_dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.times.map((t: Any) => t.start)).toEqual(['12:30PM', '4:00PM', '7:30PM']);
    expectTimes(info.times, hq.id);
    for (const l of info.locations) expect(l).toMatchObject({ times: [], days_with_times: [] });
  });

  it('shared times, per-day times, weekly: day groups at the top with day and day_name', async () => {
    const info = (await details(DEMO_CATALOGUE.cinemas.sharedTimesPerDayWeekly.experienceId))
      .cinema_info;
    expect(info).toMatchObject({
      showing: 'weekly',
      shared_times: true,
      per_day_times: true,
      specific_dates: [],
    });
    expect(info.days_with_times.map((g: Any) => [g.day, g.day_name])).toEqual([
      [1, 'Monday'],
      [3, 'Wednesday'],
      [5, 'Friday'],
      [6, 'Saturday'],
      [7, 'Sunday'],
    ]);
    const grouped = info.days_with_times.flatMap((g: Any) => g.times.map((t: Any) => t.id));
    expect(info.times.map((t: Any) => t.id).sort()).toEqual(grouped.sort());
    expect(info.days_with_times[1].times.map((t: Any) => t.start)).toEqual(['6:00PM', '8:30PM']);
    expectTimes(info.times);
    for (const l of info.locations) expect(l).toMatchObject({ times: [], days_with_times: [] });
  });

  it('own times per location, no per-day times: times on each location, all combined at the top', async () => {
    const info = (await details(DEMO_CATALOGUE.cinemas.ownTimesWeekly.experienceId)).cinema_info;
    expect(info).toMatchObject({
      showing: 'weekly',
      shared_times: false,
      per_day_times: false,
      days_with_times: [],
    });
    const [first, second] = info.locations;
    expect(first.times.map((t: Any) => t.start)).toEqual(['3:00PM', '6:30PM', '9:00PM']);
    expect(second.times.map((t: Any) => t.start)).toEqual(['5:00PM', '8:00PM']);
    expectTimes(first.times, first.id);
    expectTimes(second.times, second.id);
    expect(info.times.map((t: Any) => t.id).sort()).toEqual(
      [...first.times, ...second.times].map((t: Any) => t.id).sort(),
    );
    for (const l of info.locations) expect(l.days_with_times).toEqual([]);
  });

  it('own times, per-day times, monthly: day-of-month groups on each location, none at the top', async () => {
    const info = (await details(DEMO_CATALOGUE.cinemas.ownTimesPerDayMonthly.experienceId))
      .cinema_info;
    expect(info).toMatchObject({
      showing: 'monthly',
      shared_times: false,
      per_day_times: true,
      specific_dates: [],
      days_with_times: [],
    });
    const [wuse, jabi] = info.locations;
    expect(wuse.days_with_times.map((g: Any) => g.date)).toEqual(['5', '12', '19', '26']);
    expect(jabi.days_with_times.map((g: Any) => g.date)).toEqual(['8', '22']);
    expect(wuse.days_with_times[3].times).toHaveLength(2);
    for (const g of wuse.days_with_times) expect(Object.keys(g).sort()).toEqual(['date', 'times']);
    expect(wuse.times).toHaveLength(5);
    expect(info.times).toHaveLength(wuse.times.length + jabi.times.length);
    expectTimes(wuse.times, wuse.id);
  });

  it('own times, per-day times, daily: date groups (YYYY-MM-DD) on each location', async () => {
    const info = (await details(DEMO_CATALOGUE.cinemas.ownTimesPerDayDaily.experienceId))
      .cinema_info;
    expect(info).toMatchObject({
      showing: 'daily',
      shared_times: false,
      per_day_times: true,
      days_with_times: [],
    });
    expect(info.specific_dates).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-10',
      '2026-03-13',
    ]);
    const [lekki, ikeja] = info.locations;
    expect(lekki.days_with_times.map((g: Any) => g.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-10',
    ]);
    expect(ikeja.days_with_times.map((g: Any) => g.date)).toEqual([
      '2026-03-05',
      '2026-03-07',
      '2026-03-13',
    ]);
    expect(lekki.days_with_times[0].times.map((t: Any) => t.start)).toEqual(['6:00PM', '8:30PM']);
  });

  it('serves regular experiences without cinema_info (extension)', async () => {
    const event = await details(DEMO_CATALOGUE.plentyEvent.experienceId);
    expect(event).toMatchObject({
      cinema: false,
      title: DEMO_CATALOGUE.plentyEvent.title,
      business: { type: 'entertainment' },
    });
    expect(event).not.toHaveProperty('cinema_info');
    // The seed puts it 12 days after Wednesday 4 March at 19:00 Lagos time.
    expect(event.start_date).toBe('Mon, 16 Mar 2026 19:00:00');
    expect(event.start_date).toBe(
      (
        await expectedExperienceDates(
          service.deps.database.db,
          DEMO_CATALOGUE.plentyEvent.experienceId,
        )
      ).start_date,
    );
    expect(event.category).toMatchObject({ slug: 'concerts', name: 'Concerts' });
  });

  it('answers 422 for a non-UUID id and 404 for an unknown one', async () => {
    const bad = await service.request('GET', '/api/v1/svc/experience/v/123');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['experience_id']);
    const unknown = await service.request('GET', `/api/v1/svc/experience/v/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      success: false,
      status: 404,
      message: 'Experience not found.',
    });
  });
});
