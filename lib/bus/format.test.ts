import { describe, expect, it } from 'vitest';
import {
  arrivalClock,
  busText,
  departureClock,
  fareText,
  formatDuration,
  seatsLeftText,
} from './format';

describe('trip words', () => {
  it('says the bus size once, and durations and arrivals in Lagos time', () => {
    expect(busText({ name: 'Toyota HiAce (14 seats)', capacity: 14 })).toBe(
      'Toyota HiAce (14 seats)',
    );
    expect(busText({ name: 'Toyota Coaster', capacity: 18 })).toBe('Toyota Coaster, 18 seats');
    expect(formatDuration(150)).toBe('2 h 30 min');
    expect(formatDuration(600)).toBe('10 h');
    expect(departureClock('2026-11-24T06:00:00+01:00')).toBe('6:00 am');
    expect(arrivalClock('2026-11-24T20:00:00+01:00', 330)).toBe('1:30 am (next day)');
    expect(seatsLeftText(0)).toBe('Sold out');
    expect(seatsLeftText(1, 'place')).toBe('1 place left');
  });
});

describe('fareText', () => {
  it('says the price per seat, and the total when more than one travels', () => {
    expect(fareText(8_500, 'seat', 1)).toEqual({ each: '₦8,500.00 per seat', total: null });
    expect(fareText(8_500, 'seat', 3)).toEqual({
      each: '₦8,500.00 per seat',
      total: '₦25,500.00 for 3 travellers',
    });
    expect(fareText(4_999.99, 'traveller', 2)).toEqual({
      each: '₦4,999.99 per traveller',
      total: '₦9,999.98 for 2 travellers',
    });
  });
});
