// Tests of resolving a film page's URL choices into what it offers, and why a choice was not taken.
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/format/lagos-day';
import type { FilmQuery } from './cinema-query';
import { DATE_STRIP_DAYS } from './schedule';
import { resolveSelection } from './selection';
import { at, location, NOW, schedule, time, TODAY } from './test-support/schedules';

const twoCinemas = schedule({
  times: [time(2, '7:30PM'), time(1, '12:30PM')],
  locations: [location(1, 'Lekki', { isHeadquarters: true }), location(2, 'Ikeja')],
});
const oneCinema = schedule({ times: twoCinemas.times });
const query = (q: Partial<FilmQuery>): FilmQuery => ({
  location: null,
  date: null,
  time: null,
  ...q,
});
const ids = (times: { id: number }[]) => times.map((t) => t.id);

describe('resolveSelection', () => {
  it('waits for a location when there are several, and preselects the only one', () => {
    expect(resolveSelection(twoCinemas, query({}), NOW)).toEqual({
      location: null,
      days: [],
      date: null,
      times: [],
      time: null,
      notice: null,
    });
    const only = resolveSelection(oneCinema, query({}), NOW);
    expect(only).toMatchObject({ location: { id: 1 }, date: TODAY, time: null, notice: null });
    expect(only.days).toHaveLength(DATE_STRIP_DAYS);
    expect(ids(only.times)).toEqual([1, 2]);
  });

  it('takes a full choice of location, day and showtime', () => {
    const chosen = resolveSelection(
      twoCinemas,
      query({ location: 2, date: '2026-11-25', time: 2 }),
      NOW,
    );
    expect(chosen).toMatchObject({
      location: { id: 2 },
      date: '2026-11-25',
      time: { id: 2 },
      notice: null,
    });
  });

  it('says so when the location is not one of the film’s, and drops the rest of the choice', () => {
    expect(
      resolveSelection(twoCinemas, query({ location: 99, date: '2026-11-25', time: 2 }), NOW),
    ).toMatchObject({ location: null, notice: { kind: 'unknown-location' } });
    expect(
      resolveSelection(oneCinema, query({ location: 99, date: '2026-11-25', time: 2 }), NOW),
    ).toMatchObject({
      location: { id: 1 },
      date: TODAY,
      time: null,
      notice: { kind: 'unknown-location' },
    });
  });

  it('says a location has nothing left on when its run is over', () => {
    const over = { ...twoCinemas, run: { first: '2026-11-01', last: '2026-11-22' } };
    expect(resolveSelection(over, query({ location: 2 }), NOW)).toMatchObject({
      location: { id: 2 },
      days: [],
      notice: { kind: 'nothing-left', location: { id: 2 } },
    });
  });

  it('offers the first day instead of a past day or a day the film does not show', () => {
    expect(
      resolveSelection(twoCinemas, query({ location: 1, date: '2026-11-22', time: 1 }), NOW),
    ).toMatchObject({ date: TODAY, time: null, notice: { kind: 'day-over', date: '2026-11-22' } });
    const daily = {
      ...twoCinemas,
      showing: 'daily' as const,
      specificDates: ['2026-11-24', '2026-11-26'],
    };
    expect(resolveSelection(daily, query({ location: 1, date: '2026-11-25' }), NOW)).toMatchObject({
      date: '2026-11-24',
      notice: { kind: 'not-showing-that-day', date: '2026-11-25' },
    });
  });

  it('does not take a showtime that has started, and keeps the day while others are still to come', () => {
    const lunchtime = resolveSelection(
      twoCinemas,
      query({ location: 1, date: TODAY, time: 1 }),
      at(TODAY, '1:00PM'),
    );
    expect(lunchtime).toMatchObject({
      date: TODAY,
      time: null,
      notice: { kind: 'time-started', time: { id: 1 } },
    });
    expect(ids(lunchtime.times)).toEqual([2]);
    const evening = resolveSelection(
      twoCinemas,
      query({ location: 1, date: TODAY, time: 2 }),
      at(TODAY, '8:00PM'),
    );
    expect(evening).toMatchObject({
      date: '2026-11-24',
      time: null,
      notice: { kind: 'time-started', date: TODAY },
    });
    expect(evening.days[0]).toBe('2026-11-24');
  });

  it('says a day is over when all its showtimes have started', () => {
    expect(
      resolveSelection(twoCinemas, query({ location: 1, date: TODAY }), at(TODAY, '8:00PM')),
    ).toMatchObject({ date: '2026-11-24', notice: { kind: 'day-over', date: TODAY } });
  });

  it('says so when the showtime is not one of that day’s', () => {
    expect(
      resolveSelection(twoCinemas, query({ location: 1, date: '2026-11-25', time: 99 }), NOW),
    ).toMatchObject({ date: '2026-11-25', time: null, notice: { kind: 'unknown-time' } });
  });

  it('keeps a chosen day beyond the strip, added at its end', () => {
    const later = addDays(TODAY, 20);
    const chosen = resolveSelection(twoCinemas, query({ location: 1, date: later }), NOW);
    expect(chosen.date).toBe(later);
    expect(chosen.days).toHaveLength(DATE_STRIP_DAYS + 1);
    expect(chosen.days.at(-1)).toBe(later);
  });
});
