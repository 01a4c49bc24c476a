// Tests of the confirmation email's text: the order's link when it has a page, the codes alone when it has none,
// and a coach passenger's name on their seat's line.
import { describe, expect, it } from 'vitest';
import { withPassengers } from '@/lib/bus/passengers';
import type { Order } from '@/lib/checkout/types';
import { confirmationMessage } from './confirmation-email';

const order = {
  reference: 'TX-1',
  amount: 21000,
  details: { kind: 'event', title: 'Lagos Jazz Night', href: null, startsAt: null, venue: 'Muson Centre' },
  items: [{ code: 'TCK-1', title: 'Regular', price: 21000, detail: null }],
} as unknown as Order;

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
  it('links a web order’s page', () => {
    expect(confirmationMessage(order, 'https://tickets.example/orders/web-1').text).toContain('Your order, with a QR code per ticket: https://tickets.example/orders/web-1');
  });

  it('gives a box-office order’s codes without a link to a page it does not have', () => {
    const { subject, text } = confirmationMessage(order, null);
    expect(subject).toBe('Your tickets: Lagos Jazz Night');
    expect(text).toContain('  TCK-1  Regular');
    expect(text).not.toContain('http');
    expect(text).toContain('Show these codes, or the tickets printed for you, at the entrance.');
  });

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
