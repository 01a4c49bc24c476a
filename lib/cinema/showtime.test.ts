// Tests of reading showtimes as the service writes them and writing them for people.
import { describe, expect, it } from 'vitest';
import { formatMinutes, formatShowtime, showtimeMinutes } from './showtime';

describe('showtimes', () => {
  it("reads the spec's 12-hour form, noon and midnight included", () => {
    expect(showtimeMinutes('8:30PM')).toBe(20 * 60 + 30);
    expect(showtimeMinutes('9:00AM')).toBe(9 * 60);
    expect(showtimeMinutes('12:30PM')).toBe(12 * 60 + 30);
    expect(showtimeMinutes('12:30AM')).toBe(30);
    expect(showtimeMinutes(' 7 pm ')).toBe(19 * 60);
    expect(showtimeMinutes('7:15 p.m.')).toBe(19 * 60 + 15);
  });

  it('reads the 24-hour form of transaction records', () => {
    expect(showtimeMinutes('20:30')).toBe(20 * 60 + 30);
    expect(showtimeMinutes('00:05')).toBe(5);
  });

  it('refuses what is not a time of day', () => {
    for (const bad of ['13:00PM', '0:30AM', '24:00', '8:60PM', 'soon', '', '2030'])
      expect(showtimeMinutes(bad)).toBeNull();
  });

  it('writes times as the rest of the storefront does', () => {
    expect(formatShowtime('8:30PM')).toBe('8:30 pm');
    expect(formatShowtime('12:00AM')).toBe('12:00 am');
    expect(formatShowtime('12:00PM')).toBe('12:00 pm');
    expect(formatShowtime('20:30')).toBe('8:30 pm');
    expect(formatMinutes(9 * 60 + 5)).toBe('9:05 am');
    expect(formatShowtime('TBA')).toBe('TBA');
  });
});
