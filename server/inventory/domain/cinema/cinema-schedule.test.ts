// Cinema schedules: which showtimes a location offers, which dates a showtime runs on, the next
// screening after now.
import { describe, expect, it } from 'vitest';
import {
  nextScreening,
  notShowingReason,
  runsOn,
  timesAt,
  type CinemaLocation,
  type CinemaSchedule,
  type CinemaTime,
} from './cinema-schedule';

const location = (id: number, hq = false): CinemaLocation => ({
  id,
  experience_id: 'film',
  name: `Screen ${id}`,
  street: 's',
  town: 't',
  city: 'Lagos',
  country: 'Nigeria',
  is_headquarters: hq ? 1 : 0,
});
const time = (
  id: number,
  start: string,
  dayKey: string | null = null,
  locationId: number | null = null,
): CinemaTime => ({
  id,
  experience_id: 'film',
  location_id: locationId,
  day_key: dayKey,
  start_time: start,
  end_time: '23:00',
  sort: 0,
});
const schedule = (over: Partial<CinemaSchedule>): CinemaSchedule => ({
  experienceId: 'film',
  showing: 'weekly',
  sharedTimes: true,
  sharedTickets: true,
  perDayTimes: false,
  specificDates: [],
  firstDay: '2026-03-01',
  lastDay: '2026-04-30',
  locations: [location(1, true), location(2)],
  headquarters: location(1, true),
  times: [],
  ...over,
});
// Wednesday 4 March 2026, 21:30 in Lagos.
const NOW = Date.parse('2026-03-04T21:30:00+01:00');

describe('cinema schedules', () => {
  it('weekly per-day: a showtime runs on its weekday only, within the run', () => {
    const friday = time(1, '17:00', '5');
    const s = schedule({ perDayTimes: true, times: [friday, time(2, '18:00', '3')] });
    expect(runsOn(s, friday, '2026-03-06')).toBe(true);
    expect(runsOn(s, friday, '2026-03-05')).toBe(false);
    expect(runsOn(s, friday, '2026-05-01')).toBe(false);
    // Wednesday 18:00 has passed at 21:30: the next is Friday 17:00.
    expect(nextScreening(s, s.headquarters!, NOW)).toMatchObject({
      date: '2026-03-06',
      time: { id: 1 },
    });
  });

  it('monthly per-day: a showtime runs on its day of the month', () => {
    const fifth = time(1, '19:00', '5');
    const s = schedule({ showing: 'monthly', perDayTimes: true, times: [fifth] });
    expect(runsOn(s, fifth, '2026-04-05')).toBe(true);
    expect(runsOn(s, fifth, '2026-04-06')).toBe(false);
    expect(nextScreening(s, s.headquarters!, NOW)).toMatchObject({ date: '2026-03-05' });
  });

  it('daily: only the specific dates; per-day times only on their date', () => {
    const s = schedule({
      showing: 'daily',
      specificDates: ['2026-03-04', '2026-03-09'],
      times: [time(1, '20:00')],
    });
    expect(runsOn(s, s.times[0]!, '2026-03-05')).toBe(false);
    expect(nextScreening(s, s.headquarters!, NOW)).toMatchObject({ date: '2026-03-09' });
    const perDay = schedule({
      showing: 'daily',
      perDayTimes: true,
      specificDates: ['2026-03-05', '2026-03-06'],
      times: [time(1, '20:00', '2026-03-06')],
    });
    expect(runsOn(perDay, perDay.times[0]!, '2026-03-05')).toBe(false);
    expect(nextScreening(perDay, perDay.headquarters!, NOW)).toMatchObject({ date: '2026-03-06' });
  });

  it('weekly and monthly: not before the first day of the run nor after the last (the rule holds apply too)', () => {
    for (const showing of ['weekly', 'monthly'] as const) {
      const s = schedule({
        showing,
        firstDay: '2026-03-10',
        lastDay: '2026-03-20',
        times: [time(1, '18:00')],
      });
      expect(notShowingReason(s, null, '2026-03-09')).toBe(
        'The film is not showing yet on that date.',
      );
      expect(notShowingReason(s, null, '2026-03-10')).toBeNull();
      expect(notShowingReason(s, null, '2026-03-20')).toBeNull();
      expect(notShowingReason(s, null, '2026-03-21')).toBe(
        'The film is no longer showing on that date.',
      );
      expect(nextScreening(s, s.headquarters!, NOW)).toMatchObject({ date: '2026-03-10' });
    }
  });

  it('own times per location, and no screening after the run', () => {
    const s = schedule({
      sharedTimes: false,
      times: [time(1, '15:00', null, 1), time(2, '22:00', null, 2)],
    });
    expect(timesAt(s, 2).map((t) => t.id)).toEqual([2]);
    expect(nextScreening(s, location(2), NOW)).toMatchObject({
      date: '2026-03-04',
      time: { id: 2 },
    });
    expect(nextScreening(s, location(1), NOW)).toMatchObject({
      date: '2026-03-05',
      time: { id: 1 },
    });
    expect(nextScreening(s, location(1), Date.parse('2026-05-01T10:00:00+01:00'))).toBeNull();
  });
});
