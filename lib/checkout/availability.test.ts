// Tests of the shortfall and availability wording the customer reads.
import { describe, expect, it } from 'vitest';
import type { TicketOption } from '@/lib/catalogue/types';
import { availabilityLabel, describeShortfalls, findShortfalls } from './availability';

const option = (id: string, title: string, remaining: number): TicketOption => ({
  id,
  title,
  remaining,
  price: 1000,
  free: false,
  breakdown: null,
});

describe('availability messages', () => {
  it('names each ticket that falls short and how many are left', () => {
    const options = [option('a', 'VIP', 0), option('b', 'Regular', 3), option('c', 'Student', 1)];
    const shortfalls = findShortfalls(
      [
        { id: 'a', quantity: 1 },
        { id: 'b', quantity: 2 },
        { id: 'c', quantity: 2 },
      ],
      options,
    );
    expect(describeShortfalls(shortfalls)).toBe(
      'VIP is sold out. Only 1 Student ticket is left. Change your tickets and try again.',
    );
  });

  it('labels availability', () => {
    expect(availabilityLabel(0)).toBe('Sold out');
    expect(availabilityLabel(7)).toBe('7 left');
  });
});

describe('shortfalls of lines the options do not list', () => {
  it('names a chosen line that is no longer offered as sold out', () => {
    expect(findShortfalls([{ id: 'gone', quantity: 2 }], [])).toEqual([
      { title: 'A ticket you chose', wanted: 2, remaining: 0 },
    ]);
  });

  it('counts in the unit of the line, singular or plural, and in tickets when there is none', () => {
    expect(
      describeShortfalls([{ title: 'Lagos → Abuja', wanted: 3, remaining: 2, unit: 'place' }]),
    ).toBe('Only 2 Lagos → Abuja places are left. Change your places and try again.');
    expect(
      describeShortfalls([{ title: 'Deluxe King', wanted: 2, remaining: 1, unit: 'room' }]),
    ).toBe('Only 1 Deluxe King room is left. Change your rooms and try again.');
    expect(describeShortfalls([])).toBe(' Change your tickets and try again.');
  });
});
