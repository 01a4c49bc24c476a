// Tests of Lagos calendar days: the day boundary, arithmetic across months and years, real days, weekdays.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfMonth,
  daysBetween,
  isCalendarDay,
  lagosDay,
  lagosInstant,
  weekdayOf,
} from './lagos-day';

describe('calendar days', () => {
  it('counts the day as Lagos does: 23:00 UTC is already tomorrow', () => {
    expect(lagosDay(Date.parse('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(lagosDay(Date.parse('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(lagosDay(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('is today when no instant is given', () => {
    expect(lagosDay()).toBe(lagosDay(Date.now()));
  });

  it('turns a Lagos wall-clock time into its instant', () => {
    expect(new Date(lagosInstant('2026-11-23', 20 * 60 + 30)).toISOString()).toBe(
      '2026-11-23T19:30:00.000Z',
    );
    expect(new Date(lagosInstant('2027-01-01', 0)).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-02-28', 0)).toBe('2026-02-28');
  });

  it('counts whole days between two days, negative backwards', () => {
    expect(daysBetween('2027-02-27', '2027-03-02')).toBe(3);
    expect(daysBetween('2026-11-27', '2026-11-24')).toBe(-3);
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
  });

  it('refuses arithmetic on anything but a real day rather than rolling it over', () => {
    for (const bad of ['2026-02-30', '2026-13-01', 'tomorrow']) {
      expect(() => addDays(bad, 1)).toThrow(RangeError);
      expect(() => daysBetween('2026-11-24', bad)).toThrow(RangeError);
    }
  });

  it('numbers weekdays 1 Monday to 7 Sunday and reads the day of the month', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(dayOfMonth('2026-11-05')).toBe(5);
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-23')).toBe(true);
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '23/11/2026',
      '',
      '2026-11-23T00:00',
      ' 2026-11-23',
    ]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });
});
