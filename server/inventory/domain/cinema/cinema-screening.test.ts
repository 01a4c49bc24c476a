// Cinema holds: the screening metadata checked against the film's schedule; capacity per screening.
import { describe, expect, it } from 'vitest';
import { addDays, lagosDate, lagosDateAt } from '../core/time';
import { insertFixtures } from '../../testing/fixtures';
import { experienceItem, newCustomer } from '../../testing/requests';
import { setUpFixtureService } from '../../testing/per-file';

const { service, fx } = setUpFixtureService();
const hold = (item: unknown, customer_info: unknown = newCustomer()) =>
  service.request('POST', '/api/v1/svc/validate', { body: { tickets: [item], customer_info } });

describe('cinema holds', () => {
  it('defaults to the headquarters and echoes the normalized screening', async () => {
    const res = await hold(
      experienceItem(fx.cinema.shared.id, 1, {
        time_id: fx.cinema.hqMondayTimeId,
        attendance_date: fx.cinema.monday,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.reservations[0].metadata).toEqual({
      cinema_location_id: fx.cinema.hqId,
      time_id: fx.cinema.hqMondayTimeId,
      attendance_date: fx.cinema.monday,
    });
  });

  it('counts capacity per screening', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const screening = {
      cinema_location_id: f.cinema.ikejaId,
      time_id: f.cinema.ikejaDailyTimeId,
      attendance_date: f.cinema.monday,
    };
    expect((await hold(experienceItem(f.cinema.shared.id, 3, screening))).status).toBe(201);
    const full = await hold(experienceItem(f.cinema.shared.id, 1, screening));
    expect(full.status).toBe(409);
    expect(full.body.errors.tickets).toEqual(['Standard 2D is sold out or fully held.']);
    // Another date, or another location at the same time, is another screening.
    const nextWeek = { ...screening, attendance_date: addDays(f.cinema.monday, 7) };
    expect((await hold(experienceItem(f.cinema.shared.id, 3, nextWeek))).status).toBe(201);
    const hq = { time_id: f.cinema.hqMondayTimeId, attendance_date: f.cinema.monday };
    expect((await hold(experienceItem(f.cinema.shared.id, 3, hq))).status).toBe(201);
  });

  it('accepts ids sent as strings of digits', async () => {
    const res = await hold(
      experienceItem(fx.cinema.ikejaOnly.id, 1, {
        cinema_location_id: String(fx.cinema.ikejaId),
        time_id: String(fx.cinema.ikejaDailyTimeId),
        attendance_date: fx.cinema.monday,
      }),
    );
    expect(res.status).toBe(201);
  });

  const rejects: [string, () => unknown, string][] = [
    [
      'missing time_id',
      () => experienceItem(fx.cinema.shared.id, 1, { attendance_date: fx.cinema.monday }),
      'time_id',
    ],
    ['missing metadata', () => experienceItem(fx.cinema.shared.id, 1), 'time_id'],
    [
      'a malformed date',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          time_id: fx.cinema.hqMondayTimeId,
          attendance_date: '21/11/2026',
        }),
      'attendance_date',
    ],
    [
      'an impossible date',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          time_id: fx.cinema.hqMondayTimeId,
          attendance_date: '2026-02-30',
        }),
      'attendance_date',
    ],
    [
      'an unknown location',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          cinema_location_id: 999_999,
          time_id: fx.cinema.hqMondayTimeId,
          attendance_date: fx.cinema.monday,
        }),
      'cinema_location_id',
    ],
    [
      'a location id that is not an integer',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          cinema_location_id: 'hq',
          time_id: fx.cinema.hqMondayTimeId,
          attendance_date: fx.cinema.monday,
        }),
      'cinema_location_id',
    ],
    [
      'a showtime of another location',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          time_id: fx.cinema.ikejaDailyTimeId,
          attendance_date: fx.cinema.monday,
        }),
      'time_id',
    ],
    [
      'a showtime of another film',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          time_id: fx.daily.timeId,
          attendance_date: fx.cinema.monday,
        }),
      'time_id',
    ],
    [
      'a category of another location',
      () =>
        experienceItem(fx.cinema.ikejaOnly.id, 1, {
          time_id: fx.cinema.hqMondayTimeId,
          attendance_date: fx.cinema.monday,
        }),
      'cinema_location_id',
    ],
    [
      'a weekday the showtime does not run',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          time_id: fx.cinema.hqMondayTimeId,
          attendance_date: addDays(fx.cinema.monday, 1),
        }),
      'attendance_date',
    ],
    [
      'a date after the run',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          time_id: fx.cinema.hqMondayTimeId,
          attendance_date: addDays(fx.cinema.monday, 70),
        }),
      'attendance_date',
    ],
    [
      'a past date',
      () =>
        experienceItem(fx.cinema.shared.id, 1, {
          cinema_location_id: fx.cinema.ikejaId,
          time_id: fx.cinema.ikejaDailyTimeId,
          attendance_date: addDays(lagosDate(service.clock.now()), -7),
        }),
      'attendance_date',
    ],
    [
      'a daily film on a date it is not shown',
      () =>
        experienceItem(fx.daily.category.id, 1, {
          time_id: fx.daily.timeId,
          attendance_date: addDays(fx.daily.dates[0], 1),
        }),
      'attendance_date',
    ],
    [
      'a monthly per-day showtime on another day of the month',
      () =>
        experienceItem(fx.monthly.category.id, 1, {
          time_id: fx.monthly.timeId,
          attendance_date: addDays(fx.monthly.date, 1),
        }),
      'attendance_date',
    ],
  ];
  it.each(rejects)(
    'answers 422 keyed tickets.0.metadata.<field> for %s',
    async (_name, item, field) => {
      const res = await hold(item());
      expect(res.status).toBe(422);
      expect(res.body.errors[`tickets.0.metadata.${field}`]).toEqual([expect.any(String)]);
    },
  );

  it("refuses a weekly or monthly film before the first day of its run (the catalogue's rule)", async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const firstDay = addDays(f.monthly.date, 1);
    await service.deps.database.db
      .updateTable('experiences')
      .set({ start_at: lagosDateAt(firstDay, '00:00') })
      .where('id', '=', f.monthly.experienceId)
      .execute();
    const res = await hold(
      experienceItem(f.monthly.category.id, 1, {
        time_id: f.monthly.timeId,
        attendance_date: f.monthly.date,
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors['tickets.0.metadata.attendance_date']).toEqual([
      'The film is not showing yet on that date.',
    ]);
  });

  it('holds a daily film on its dates and a monthly film on its day', async () => {
    for (const date of fx.daily.dates) {
      expect(
        (
          await hold(
            experienceItem(fx.daily.category.id, 1, {
              time_id: fx.daily.timeId,
              attendance_date: date,
            }),
          )
        ).status,
      ).toBe(201);
    }
    expect(
      (
        await hold(
          experienceItem(fx.monthly.category.id, 1, {
            time_id: fx.monthly.timeId,
            attendance_date: fx.monthly.date,
          }),
        )
      ).status,
    ).toBe(201);
  });
});
