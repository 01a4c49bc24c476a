// Tests of the hold countdown: clock offset, screen-reader announcements, m:ss.
import { describe, expect, it } from 'vitest';
import { announcementBetween, clockOffsetMs, formatCountdown, remainingMs } from './countdown';

describe('hold countdown', () => {
  it('counts from seconds_remaining, not from a skewed local clock', () => {
    const expiresAt = '2026-11-21T12:03:00.000Z';
    // Our clock runs 5 minutes fast: expires_at looks past, yet 180 s are left.
    const receivedAt = Date.parse('2026-11-21T12:05:00.000Z');
    const offset = clockOffsetMs(expiresAt, 180_000, receivedAt);
    expect(remainingMs(expiresAt, offset, receivedAt)).toBe(180_000);
    expect(remainingMs(expiresAt, offset, receivedAt + 60_000)).toBe(120_000);
    expect(remainingMs(expiresAt, offset, receivedAt + 999_000)).toBe(0);
  });

  it('announces once when crossing 60 and 30 seconds', () => {
    expect(announcementBetween(61, 60)).toMatch(/one minute/i);
    expect(announcementBetween(60, 59)).toBeNull();
    expect(announcementBetween(31, 29)).toMatch(/30 seconds/);
    expect(announcementBetween(20, 19)).toBeNull();
  });

  it('formats as m:ss, rounding up so 0:00 means expired', () => {
    expect(formatCountdown(180_000)).toBe('3:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
