// Tests of writing calendar days for people.
import { describe, expect, it } from 'vitest';
import { formatLongDay, formatShortDay, namedDay, onDay, relativeDayName } from './day-format';

describe('day formats', () => {
  it('writes short and long forms, the year only when it is another year', () => {
    expect(formatShortDay('2026-11-24')).toBe('Tue 24 Nov');
    expect(formatLongDay('2026-11-24', '2026-11-23')).toBe('Tuesday 24 November');
    expect(formatLongDay('2027-01-08', '2026-11-23')).toBe('Friday 8 January 2027');
  });

  it('names today and tomorrow, across a month end too', () => {
    expect(relativeDayName('2026-11-30', '2026-11-30')).toBe('Today');
    expect(relativeDayName('2026-12-01', '2026-11-30')).toBe('Tomorrow');
    expect(relativeDayName('2026-12-02', '2026-11-30')).toBeNull();
    expect(onDay('2026-12-01', '2026-11-30')).toBe('tomorrow');
    expect(onDay('2026-12-02', '2026-11-30')).toBe('on Wednesday 2 December');
    expect(namedDay('2026-12-02', '2026-11-30')).toBe('Wednesday 2 December');
    expect(namedDay('2026-11-30', '2026-11-30')).toBe('today');
  });
});
