// Wire formatting of time and money: Lagos wall-clock dates, the spec's clock times, Naira.
import { describe, expect, it } from 'vitest';
import { nairaFromKobo } from './money';
import { formatClockTime, formatSpecDate, lagosDate, lagosIso } from './time';

describe('wire formatting', () => {
  it('writes Lagos wall-clock dates, clock times and Naira', () => {
    const instant = Date.parse('2026-11-21T18:05:09Z');
    expect(formatSpecDate(instant)).toBe('Sat, 21 Nov 2026 19:05:09');
    expect(lagosDate(Date.parse('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(lagosIso(instant)).toBe('2026-11-21T19:05:09+01:00');
    expect(['09:00', '14:30', '00:15', '12:00'].map(formatClockTime)).toEqual([
      '9:00AM',
      '2:30PM',
      '12:15AM',
      '12:00PM',
    ]);
    expect(nairaFromKobo(1_575_050)).toBe(15_750.5);
  });
});
