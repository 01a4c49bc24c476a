// Tests of reading the service's event dates as Lagos time and writing them for people.
import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventRange, lagosIsoString, parseEventDate } from './event-date';

describe('parseEventDate', () => {
  it("reads the spec's `Day, DD Mon YYYY HH:MM:SS` as Africa/Lagos time", () => {
    expect(parseEventDate('Sat, 21 Nov 2026 19:00:00')).toEqual({
      iso: '2026-11-21T18:00:00.000Z',
      text: 'Sat, 21 Nov 2026 19:00:00',
    });
    expect(parseEventDate('Fri, 01 Jan 2027 00:30:00').iso).toBe('2026-12-31T23:30:00.000Z');
  });

  it('accepts ISO 8601 and keeps unreadable text as it came', () => {
    expect(parseEventDate('2026-11-21T18:00:00Z').iso).toBe('2026-11-21T18:00:00.000Z');
    expect(parseEventDate('sometime soon')).toEqual({ iso: null, text: 'sometime soon' });
  });
});

describe('formatEventDate', () => {
  it('shows Lagos time whatever the server zone, or the raw text', () => {
    expect(formatEventDate(parseEventDate('Sat, 21 Nov 2026 19:00:00'))).toBe(
      'Sat, 21 Nov 2026, 7:00 pm',
    );
    expect(formatEventDate(parseEventDate('Sat, 21 Nov 2026 00:00:00'))).toBe(
      'Sat, 21 Nov 2026, 12:00 am',
    );
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

describe('formatEventRange', () => {
  const range = (start: string, end: string | null) =>
    formatEventRange(parseEventDate(start), end === null ? null : parseEventDate(end));

  it('names the day once when the event starts and ends on the same day', () => {
    expect(range('Sat, 05 Dec 2026 10:00:00', 'Sat, 05 Dec 2026 22:00:00')).toEqual({
      start: 'Sat, 5 Dec 2026, 10:00 am',
      end: '10:00 pm',
    });
  });

  it('keeps both days of a range over several days, with the year once when it is the same', () => {
    expect(range('Fri, 04 Dec 2026 20:00:00', 'Sun, 06 Dec 2026 02:00:00')).toEqual({
      start: 'Fri, 4 Dec, 8:00 pm',
      end: 'Sun, 6 Dec 2026, 2:00 am',
    });
    expect(range('Mon, 30 Nov 2026 20:00:00', 'Tue, 01 Dec 2026 01:00:00')).toEqual({
      start: 'Mon, 30 Nov, 8:00 pm',
      end: 'Tue, 1 Dec 2026, 1:00 am',
    });
  });

  it('writes both years when the range crosses the new year', () => {
    expect(range('Thu, 31 Dec 2026 22:00:00', 'Fri, 01 Jan 2027 03:00:00')).toEqual({
      start: 'Thu, 31 Dec 2026, 10:00 pm',
      end: 'Fri, 1 Jan 2027, 3:00 am',
    });
  });

  it('shows the start alone without an end, with an end no later than the start, or with a date it cannot read', () => {
    expect(range('Sat, 05 Dec 2026 10:00:00', null)).toEqual({
      start: 'Sat, 5 Dec 2026, 10:00 am',
      end: null,
    });
    expect(range('Sat, 05 Dec 2026 10:00:00', 'Sat, 05 Dec 2026 10:00:00')).toEqual({
      start: 'Sat, 5 Dec 2026, 10:00 am',
      end: null,
    });
    expect(range('Sat, 05 Dec 2026 10:00:00', 'Fri, 04 Dec 2026 10:00:00')).toEqual({
      start: 'Sat, 5 Dec 2026, 10:00 am',
      end: null,
    });
    expect(range('TBA', 'Sat, 05 Dec 2026 10:00:00')).toEqual({ start: 'TBA', end: null });
    expect(range('Sat, 05 Dec 2026 10:00:00', 'late')).toEqual({
      start: 'Sat, 5 Dec 2026, 10:00 am',
      end: null,
    });
  });

  it('counts days in Lagos, whatever the server zone: 11 pm to 12:30 am is two days', () => {
    expect(range('Sat, 05 Dec 2026 23:00:00', 'Sun, 06 Dec 2026 00:30:00')).toEqual({
      start: 'Sat, 5 Dec, 11:00 pm',
      end: 'Sun, 6 Dec 2026, 12:30 am',
    });
  });
});
