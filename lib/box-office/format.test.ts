// Tests of box-office times: Lagos time, to the second for records and to the minute for the shift's end.
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatRecordTime } from './format';

describe('box-office times', () => {
  it('writes records in Lagos time to the second', () => {
    expect(formatRecordTime(Date.parse('2026-11-23T08:02:11Z'))).toBe('Mon 23 Nov, 9:02:11 am');
  });

  it('writes the end of a shift as a time of day', () => {
    expect(formatClockTime(Date.parse('2026-11-23T17:05:00Z'))).toBe('6:05 pm');
    expect(formatClockTime(Date.parse('2026-11-22T23:30:00Z'))).toBe('12:30 am');
  });
});
