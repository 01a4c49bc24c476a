// Tests of the today screen's rules: an event on today in Lagos, and the tiles in start order with a cap.
import { describe, expect, it } from 'vitest';
import { isOnToday, soonestTiles, type TodayTile } from './today';

// 1 pm in Lagos on 25 November 2026.
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('isOnToday', () => {
  it('takes an event starting later today, or earlier today and not over', () => {
    expect(isOnToday('2026-11-25T18:00:00Z', '2026-11-25T21:00:00Z', NOW)).toBe(true);
    expect(isOnToday('2026-11-25T08:00:00Z', null, NOW)).toBe(true);
    expect(isOnToday('2026-11-25T08:00:00Z', '2026-11-25T14:00:00Z', NOW)).toBe(true);
  });

  it('counts the day in Lagos, not UTC', () => {
    // 11:30 pm UTC is already tomorrow in Lagos; 11:30 pm UTC the day before is today there.
    expect(isOnToday('2026-11-25T23:30:00Z', null, NOW)).toBe(false);
    expect(
      isOnToday('2026-11-24T23:30:00Z', '2026-11-25T03:00:00Z', Date.parse('2026-11-25T02:00:00Z')),
    ).toBe(true);
  });

  it('takes a festival that started before today and runs on', () => {
    expect(isOnToday('2026-11-23T10:00:00Z', '2026-11-27T22:00:00Z', NOW)).toBe(true);
  });

  it('leaves out what has ended, what is on another day, and a date it cannot read', () => {
    expect(isOnToday('2026-11-25T06:00:00Z', '2026-11-25T10:00:00Z', NOW)).toBe(false);
    expect(isOnToday('2026-11-26T18:00:00Z', null, NOW)).toBe(false);
    expect(isOnToday('2026-11-20T18:00:00Z', null, NOW)).toBe(false);
    expect(isOnToday(null, null, NOW)).toBe(false);
    expect(isOnToday('someday', null, NOW)).toBe(false);
  });
});

describe('soonestTiles', () => {
  const tile = (title: string, startsAt: number): TodayTile => ({
    key: title,
    kind: 'cinema',
    time: '',
    title,
    detail: '',
    href: '/box-office',
    startsAt,
  });

  it('orders by start, then title, and says how many more there are', () => {
    const { tiles, more } = soonestTiles(
      [tile('C', 3), tile('B', 1), tile('A', 1), tile('D', 4)],
      3,
    );
    expect(tiles.map((t) => t.title)).toEqual(['A', 'B', 'C']);
    expect(more).toBe(1);
    expect(soonestTiles([tile('A', 1)], 3).more).toBe(0);
  });
});
