// Tests of calendar date, showtime and Lagos time formatting.
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLagosDateTime } from './calendar-date';

describe('calendar formatting', () => {
  it('formats a calendar date without shifting it by a time zone', () => {
    expect(formatCalendarDate('2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('Thu, 1 Jan 2026');
    expect(formatCalendarDate('tomorrow')).toBe('tomorrow');
  });

  it('shows a departure in Lagos time whatever offset it was written with', () => {
    expect(formatLagosDateTime('2026-11-21T07:30:00+01:00')).toBe('Sat, 21 Nov 2026, 7:30 am');
    expect(formatLagosDateTime('2026-11-21T06:30:00Z')).toBe('Sat, 21 Nov 2026, 7:30 am');
  });
});
