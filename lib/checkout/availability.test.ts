// Tests of the shortfall and availability wording the customer reads.
import { describe, expect, it } from 'vitest';
import type { TicketOption } from '@/lib/catalogue/types';
import { availabilityLabel, describeShortfalls, findShortfalls } from './availability';

const option = (id: string, title: string, remaining: number): TicketOption => ({ id, title, remaining, price: 1000, free: false, breakdown: null });

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
    expect(describeShortfalls(shortfalls)).toBe('VIP is sold out. Only 1 Student ticket is left. Change your tickets and try again.');
  });

  it('labels availability', () => {
    expect(availabilityLabel(0)).toBe('Sold out');
    expect(availabilityLabel(7)).toBe('7 left');
  });
});
