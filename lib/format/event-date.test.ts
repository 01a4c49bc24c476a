// Tests of reading the service's event dates as Lagos time and writing them for people.
import { describe, expect, it } from 'vitest';
import { formatEventDate, lagosIsoString, parseEventDate } from './event-date';

describe('parseEventDate', () => {
  it("reads the spec's `Day, DD Mon YYYY HH:MM:SS` as Africa/Lagos time", () => {
    expect(parseEventDate('Sat, 21 Nov 2026 19:00:00')).toEqual({ iso: '2026-11-21T18:00:00.000Z', text: 'Sat, 21 Nov 2026 19:00:00' });
    expect(parseEventDate('Fri, 01 Jan 2027 00:30:00').iso).toBe('2026-12-31T23:30:00.000Z');
  });

  it('accepts ISO 8601 and keeps unreadable text as it came', () => {
    expect(parseEventDate('2026-11-21T18:00:00Z').iso).toBe('2026-11-21T18:00:00.000Z');
    expect(parseEventDate('sometime soon')).toEqual({ iso: null, text: 'sometime soon' });
  });
});

describe('formatEventDate', () => {
  it('shows Lagos time whatever the server zone, or the raw text', () => {
    expect(formatEventDate(parseEventDate('Sat, 21 Nov 2026 19:00:00'))).toBe('Sat, 21 Nov 2026, 7:00 pm');
    expect(formatEventDate(parseEventDate('Sat, 21 Nov 2026 00:00:00'))).toBe('Sat, 21 Nov 2026, 12:00 am');
    expect(formatEventDate({ iso: null, text: 'TBA' })).toBe('TBA');
  });
});

describe('lagosIsoString', () => {
  it('writes an instant in Lagos wall-clock time with its +01:00 offset, across midnight too', () => {
    expect(lagosIsoString('2026-11-21T18:00:00.000Z')).toBe('2026-11-21T19:00:00+01:00');
    expect(lagosIsoString(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
    expect(lagosIsoString('not a date')).toBeNull();
  });
});
