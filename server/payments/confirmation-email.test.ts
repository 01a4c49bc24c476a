// Tests of the confirmation email's text: each ticket's code, with a coach passenger's name on their seat's line.
import { describe, expect, it } from 'vitest';
import { withPassengers } from '@/lib/bus/passengers';
import type { Order } from '@/lib/checkout/types';
import { confirmationMessage } from './confirmation-email';

const trip = {
  kind: 'bus',
  reference: 'TXN-1',
  merchantReference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
  amount: 18000,
  details: { kind: 'bus', title: 'Lagos → Ibadan' },
  items: [
    { code: 'SEAT-A', title: 'Lagos → Ibadan, seat 4', price: 9000, detail: 'Seat 4', seatNumber: '4' },
    { code: 'SEAT-B', title: 'Lagos → Ibadan, seat 5', price: 9000, detail: 'Seat 5', seatNumber: '5' },
  ],
} as Order;

describe('confirmationMessage', () => {
  it('names the passenger of each seat', () => {
    const named = withPassengers(trip, [
      { seatNumber: '5', name: 'Bola Ade' },
      { seatNumber: '4', name: 'Tunde Bello' },
    ]);
    const { text } = confirmationMessage(named, 'https://shop.example/orders/web-AAAAAAAAAAAAAAAAAAAAAA');
    expect(text).toContain('  SEAT-A  Lagos → Ibadan, seat 4, Seat 4, passenger Tunde Bello');
    expect(text).toContain('  SEAT-B  Lagos → Ibadan, seat 5, Seat 5, passenger Bola Ade');
  });
});
