// Tests of the schedule: the four showtime layouts × the three `showing` kinds, past showtimes, run ends, the Lagos day.
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/format/lagos-day';
import {
  bookableShowtimes,
  DATE_STRIP_DAYS,
  filmStatus,
  nextShowingDay,
  openingDay,
  showingDays,
  showtimesOn,
} from './schedule';
import {
  at,
  date,
  group,
  location,
  monthDay,
  NOW,
  schedule,
  time,
  TODAY,
  weekday,
} from './test-support/schedules';
import type { FilmSchedule, Showing } from './types';

const LEKKI = 1;
const IKEJA = 2;
const SPECIFIC = ['2026-11-19', '2026-11-28', '2026-11-23', '2026-11-25', '2027-01-05'];
const twoLocations = () => [
  location(LEKKI, 'Lekki', { isHeadquarters: true }),
  location(IKEJA, 'Ikeja'),
];
const ids = (times: { id: number }[]) => times.map((t) => t.id);
const consecutive = (from: string, count: number) =>
  Array.from({ length: count }, (_, n) => addDays(from, n));
const specificFor = (showing: Showing) => (showing === 'daily' ? SPECIFIC : []);

describe('shared times, not per day (read from cinema_info.times)', () => {
  const build = (showing: Showing) =>
    schedule({
      showing,
      specificDates: specificFor(showing),
      times: [time(2, '7:30PM', LEKKI), time(1, '12:30PM', LEKKI)],
      locations: twoLocations(),
    });

  it('daily: only the specific dates within the run, at every location', () => {
    const film = build('daily');
    expect(showingDays(film, LEKKI, NOW)).toEqual(['2026-11-23', '2026-11-25', '2026-11-28']);
    expect(showingDays(film, IKEJA, NOW)).toEqual(['2026-11-23', '2026-11-25', '2026-11-28']);
    expect(showtimesOn(film, IKEJA, '2026-11-24')).toEqual([]);
    expect(showtimesOn(film, IKEJA, '2027-01-05')).toEqual([]);
  });

  it.each(['weekly', 'monthly'] as const)(
    '%s: every day of the run, capped at the strip length',
    (showing) => {
      const film = build(showing);
      expect(showingDays(film, IKEJA, NOW)).toEqual(consecutive(TODAY, DATE_STRIP_DAYS));
      expect(showingDays(film, LEKKI, NOW, 3)).toEqual(consecutive(TODAY, 3));
    },
  );

  it('lists the same times, earliest first, for every location', () => {
    const film = build('weekly');
    expect(ids(showtimesOn(film, LEKKI, '2026-11-24'))).toEqual([1, 2]);
    expect(ids(showtimesOn(film, IKEJA, '2026-11-24'))).toEqual([1, 2]);
  });
});

describe('shared times, per day (read from cinema_info.days_with_times)', () => {
  it('weekly: by weekday, 1 Monday to 7 Sunday', () => {
    const film = schedule({
      showing: 'weekly',
      perDayTimes: true,
      days: [
        group(weekday(3), [time(10, '6:00PM')]),
        group(weekday(1), [time(11, '10:30PM'), time(12, '1:00PM')]),
      ],
      locations: twoLocations(),
    });
    expect(showingDays(film, IKEJA, NOW)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
      '2026-12-21',
      '2026-12-23',
      '2026-12-28',
      '2026-12-30',
    ]);
    expect(ids(showtimesOn(film, LEKKI, '2026-11-30'))).toEqual([12, 11]);
    expect(ids(showtimesOn(film, LEKKI, '2026-11-25'))).toEqual([10]);
    expect(showtimesOn(film, LEKKI, '2026-11-24')).toEqual([]);
  });

  it('monthly: by day of the month', () => {
    const film = schedule({
      showing: 'monthly',
      perDayTimes: true,
      days: [group(monthDay(25), [time(20, '7:00PM')]), group(monthDay(5), [time(21, '4:00PM')])],
      locations: twoLocations(),
    });
    expect(showingDays(film, LEKKI, NOW)).toEqual(['2026-11-25', '2026-12-05', '2026-12-25']);
  });

  it('daily: by date, and only on dates that are also specific dates', () => {
    const film = schedule({
      showing: 'daily',
      perDayTimes: true,
      specificDates: SPECIFIC,
      days: [
        group(date('2026-11-25'), [time(30, '7:00PM')]),
        group(date('2026-11-24'), [time(31, '7:00PM')]),
        group(date('2026-11-28'), [time(32, '3:00PM')]),
      ],
      locations: twoLocations(),
    });
    expect(showingDays(film, IKEJA, NOW)).toEqual(['2026-11-25', '2026-11-28']);
  });
});

describe('own times per location, not per day (read from each location’s times)', () => {
  const build = (showing: Showing) => {
    const lekkiTimes = [time(1, '7:30PM', LEKKI), time(2, '10:00AM', LEKKI)];
    const ikejaTimes = [time(3, '9:00PM', IKEJA)];
    return schedule({
      showing,
      sharedTimes: false,
      specificDates: specificFor(showing),
      // The spec fills the top-level list with every location's times combined.
      times: [...lekkiTimes, ...ikejaTimes],
      locations: [
        location(LEKKI, 'Lekki', { isHeadquarters: true, times: lekkiTimes }),
        location(IKEJA, 'Ikeja', { times: ikejaTimes }),
      ],
    });
  };

  it.each(['daily', 'weekly', 'monthly'] as const)(
    '%s: each location shows its own times only',
    (showing) => {
      const film = build(showing);
      expect(ids(showtimesOn(film, LEKKI, '2026-11-25'))).toEqual([2, 1]);
      expect(ids(showtimesOn(film, IKEJA, '2026-11-25'))).toEqual([3]);
      const expected =
        showing === 'daily'
          ? ['2026-11-23', '2026-11-25', '2026-11-28']
          : consecutive(TODAY, DATE_STRIP_DAYS);
      expect(showingDays(film, IKEJA, NOW)).toEqual(expected);
    },
  );

  it('reads a location’s own times from the combined list when its own list is empty', () => {
    const film = build('weekly');
    const bare: FilmSchedule = {
      ...film,
      locations: film.locations.map((l) => ({ ...l, times: [] })),
    };
    expect(ids(showtimesOn(bare, IKEJA, '2026-11-25'))).toEqual([3]);
    expect(ids(showtimesOn(bare, LEKKI, '2026-11-25'))).toEqual([2, 1]);
  });
});

describe('own times per location, per day (read from each location’s days_with_times)', () => {
  const build = (showing: Showing) => {
    const rules = {
      daily: [date('2026-11-25'), date('2026-11-26'), date('2026-11-28')],
      weekly: [weekday(1), weekday(4), weekday(5)],
      monthly: [monthDay(25), monthDay(26), monthDay(28)],
    }[showing];
    return schedule({
      showing,
      sharedTimes: false,
      perDayTimes: true,
      specificDates: specificFor(showing),
      locations: [
        location(LEKKI, 'Lekki', {
          isHeadquarters: true,
          days: [group(rules[0]!, [time(1, '6:00PM', LEKKI)])],
        }),
        location(IKEJA, 'Ikeja', {
          days: [
            group(rules[1]!, [time(2, '5:00PM', IKEJA)]),
            group(rules[2]!, [time(3, '9:00PM', IKEJA), time(4, '1:00PM', IKEJA)]),
          ],
        }),
      ],
    });
  };

  it('daily: each location on its own dates, never on a date that is not a specific date', () => {
    const film = build('daily');
    expect(showingDays(film, LEKKI, NOW)).toEqual(['2026-11-25']);
    expect(showingDays(film, IKEJA, NOW)).toEqual(['2026-11-28']);
    expect(ids(showtimesOn(film, IKEJA, '2026-11-28'))).toEqual([4, 3]);
  });

  it('weekly: each location on its own weekdays', () => {
    const film = build('weekly');
    expect(showingDays(film, LEKKI, NOW, 3)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(showingDays(film, IKEJA, NOW, 4)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(showtimesOn(film, LEKKI, '2026-11-26')).toEqual([]);
  });

  it('monthly: each location on its own days of the month', () => {
    const film = build('monthly');
    expect(showingDays(film, LEKKI, NOW)).toEqual(['2026-11-25', '2026-12-25']);
    expect(showingDays(film, IKEJA, NOW)).toEqual([
      '2026-11-26',
      '2026-11-28',
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it('reads the top-level groups when the locations carry none, keeping each location’s own times', () => {
    const film = schedule({
      sharedTimes: false,
      perDayTimes: true,
      days: [group(weekday(2), [time(1, '6:00PM', LEKKI), time(2, '8:00PM', IKEJA)])],
      locations: twoLocations(),
    });
    expect(ids(showtimesOn(film, IKEJA, '2026-11-24'))).toEqual([2]);
  });
});

describe('started showtimes', () => {
  const film = schedule({
    showing: 'daily',
    specificDates: SPECIFIC,
    times: [time(1, '12:30PM'), time(2, '7:30PM')],
  });

  it('are not offered, and a day whose showtimes have all started is not offered', () => {
    expect(ids(bookableShowtimes(film, LEKKI, TODAY, at(TODAY, '7:29PM')))).toEqual([2]);
    expect(bookableShowtimes(film, LEKKI, TODAY, at(TODAY, '7:30PM'))).toEqual([]);
    expect(showingDays(film, LEKKI, at(TODAY, '7:29PM'))[0]).toBe(TODAY);
    expect(showingDays(film, LEKKI, at(TODAY, '7:30PM'))[0]).toBe('2026-11-25');
    // Started showtimes still belong to the day; only the offer leaves them out.
    expect(ids(showtimesOn(film, LEKKI, TODAY))).toEqual([1, 2]);
  });

  it('count the day as Lagos does: after 23:00 UTC the Lagos day is the next one', () => {
    const weekly = schedule({ times: [time(1, '12:30AM'), time(2, '9:00PM')] });
    const lateUtc = Date.parse('2026-11-23T23:10:00Z'); // 00:10 on the 24th in Lagos
    expect(showingDays(weekly, LEKKI, lateUtc, 1)).toEqual(['2026-11-24']);
    expect(ids(bookableShowtimes(weekly, LEKKI, '2026-11-24', lateUtc))).toEqual([1, 2]);
    const afterMidnightShow = Date.parse('2026-11-23T23:30:00Z'); // 00:30 in Lagos: the first show has started
    expect(ids(bookableShowtimes(weekly, LEKKI, '2026-11-24', afterMidnightShow))).toEqual([2]);
  });
});

describe('run boundaries', () => {
  const times = [time(1, '6:00PM')];

  it('starts at the first day of a run that has not begun and stops at its last day', () => {
    const later = schedule({ times, run: { first: '2026-12-01', last: '2026-12-03' } });
    expect(showingDays(later, LEKKI, NOW)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(showtimesOn(later, LEKKI, '2026-11-30')).toEqual([]);
    expect(showtimesOn(later, LEKKI, '2026-12-04')).toEqual([]);
  });

  it('offers nothing once the run is over, and only today on its last day', () => {
    expect(
      showingDays(
        schedule({ times, run: { first: '2026-11-01', last: '2026-11-22' } }),
        LEKKI,
        NOW,
      ),
    ).toEqual([]);
    expect(
      showingDays(schedule({ times, run: { first: '2026-11-01', last: TODAY } }), LEKKI, NOW),
    ).toEqual([TODAY]);
  });

  it('looks a bounded way ahead when the run has no last day', () => {
    const open = schedule({
      perDayTimes: true,
      days: [group(weekday(1), times)],
      run: { first: null, last: null },
    });
    expect(showingDays(open, LEKKI, NOW, 100)).toHaveLength(58);
  });

  it('offers nothing at an unknown location', () => {
    expect(showingDays(schedule({ times }), 99, NOW)).toEqual([]);
    expect(showtimesOn(schedule({ times }), 99, TODAY)).toEqual([]);
    expect(nextShowingDay(schedule({ times }), 99, NOW)).toBeNull();
  });
});

describe('film status', () => {
  it('is showing when it has opened and has screenings left', () => {
    const film = schedule({
      showing: 'daily',
      specificDates: SPECIFIC,
      times: [time(1, '7:30PM')],
    });
    expect(filmStatus(film, NOW)).toEqual({ state: 'showing', next: TODAY });
    expect(filmStatus(film, at(TODAY, '8:00PM'))).toEqual({ state: 'showing', next: '2026-11-25' });
  });

  it('is coming soon when its first screening of the run is after today', () => {
    const film = schedule({
      showing: 'daily',
      specificDates: ['2026-11-24', '2026-11-26'],
      times: [time(1, '6:00PM')],
      run: { first: TODAY, last: '2026-12-07' },
    });
    expect(openingDay(film)).toBe('2026-11-24');
    expect(filmStatus(film, NOW)).toEqual({ state: 'coming-soon', opens: '2026-11-24' });
    expect(filmStatus(film, at('2026-11-24', '9:00AM')).state).toBe('showing');
  });

  it('has opened when a per-day film showed earlier in its run, even if not today', () => {
    const film = schedule({
      perDayTimes: true,
      days: [group(weekday(5), [time(1, '6:00PM')])],
      run: { first: '2026-11-16', last: '2026-12-31' },
    });
    expect(openingDay(film)).toBe('2026-11-20');
    expect(filmStatus(film, NOW)).toEqual({ state: 'showing', next: '2026-11-27' });
  });

  it('is over when no screening is left', () => {
    const film = schedule({
      showing: 'daily',
      specificDates: ['2026-11-21'],
      times: [time(1, '6:00PM')],
    });
    expect(filmStatus(film, NOW)).toEqual({ state: 'over' });
  });
});
