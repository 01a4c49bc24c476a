// Tests of the confirmation email's words: where and when, in the kind's own words, with one reference to quote and
// never the service's running invoice number; a box-office sale's codes without a link; a coach passenger per seat.
import { describe, expect, it } from 'vitest';
import { withPassengers } from '@/lib/bus/passengers';
import type { Order, OrderDetails } from '@/lib/checkout/types';
import { confirmationMessage } from './confirmation-email';

const order = (details: OrderDetails, changes: Partial<Order> = {}): Order => ({
  kind: details.kind,
  reference: 'TXN-ABC123',
  merchantReference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
  invoiceId: 16,
  status: 'successful',
  currency: 'NGN',
  amount: 14650,
  breakdown: null,
  customer: { name: 'Tobi Ade', email: 'tobi@example.com', phone: '2348031234567' },
  details,
  items: [{ code: 'C-1', title: 'Regular', price: 5000, detail: null }],
  createdAt: null,
  ...changes,
});

const URL = 'https://shop.test/orders/web-AAAAAAAAAAAAAAAAAAAAAA';

describe('confirmationMessage', () => {
  it('names the chosen cinema, its address and the showtime', () => {
    const cinema: OrderDetails = {
      kind: 'cinema',
      title: 'Gidi Heat',
      href: null,
      location: 'Lagoon Screens Surulere',
      date: '2026-11-26',
      start: '7:30PM',
      startsAt: null,
      venue: '12 Adeniran Ogunsanya Street, Surulere, Lagos',
    };
    const { subject, text } = confirmationMessage(order(cinema), URL);
    expect(subject).toBe('Your tickets: Gidi Heat');
    expect(text).toContain('Lagoon Screens Surulere, 12 Adeniran Ogunsanya Street, Surulere, Lagos');
    expect(text).toContain('Thu, 26 Nov 2026, 7:30 pm');
    expect(text).toContain('Your tickets:');
  });

  it('speaks of a booking and rooms for a hotel, and of seats for a bus trip', () => {
    const hotel: OrderDetails = {
      kind: 'hotel',
      title: 'Harbour View Hotel',
      bookingNumber: 'BK-1234567890',
      address: '5 Marina, Lagos',
      room: 'Standard Room',
      rooms: 1,
      guests: 2,
      checkin: '2026-11-26',
      checkout: '2026-11-28',
      nights: 2,
    };
    const stay = confirmationMessage(order(hotel), URL);
    expect(stay.subject).toBe('Your booking: Harbour View Hotel');
    expect(stay.text).toContain('Booking number (show it at check-in): BK-1234567890');
    expect(stay.text).toContain('Check-in Thu, 26 Nov 2026, check-out Sat, 28 Nov 2026 (2 nights)');
    expect(stay.text).not.toMatch(/ticket/i);
    const bus: OrderDetails = {
      kind: 'bus',
      title: 'Lagos → Abuja',
      operator: 'Crosslink Motors',
      from: { city: 'Lagos', terminal: 'Jibowu Terminal' },
      to: { city: 'Abuja', terminal: 'Utako' },
      departureAt: null,
      departureDate: '2026-11-26',
      bus: null,
      seats: ['11'],
    };
    const trip = confirmationMessage(order(bus), URL);
    expect(trip.subject).toBe('Your trip: Lagos → Abuja');
    expect(trip.text).toContain('Jibowu Terminal, Lagos → Utako, Abuja');
    expect(trip.text).toContain('Your seats:');
    expect(trip.text).not.toMatch(/ticket/i);
  });

  it('gives the booking reference only, never the invoice number nor the order number', () => {
    const event: OrderDetails = { kind: 'event', title: 'Afro Nights', href: null, startsAt: null, venue: 'Eko Hall, Lagos' };
    const { text } = confirmationMessage(order(event), URL);
    expect(text).toContain('Booking reference: TXN-ABC123');
    expect(text).toContain('Eko Hall, Lagos');
    expect(text).not.toMatch(/invoice|\b16\b/i);
    expect(text.match(/web-AAAA/g)).toHaveLength(1);
  });

  it('gives a box-office sale’s codes without a link to a page it does not have', () => {
    const event: OrderDetails = { kind: 'event', title: 'Lagos Jazz Night', href: null, startsAt: null, venue: 'Muson Centre' };
    const { subject, text } = confirmationMessage(order(event), null);
    expect(subject).toBe('Your tickets: Lagos Jazz Night');
    expect(text).toContain('  C-1  Regular');
    expect(text).not.toContain('http');
    expect(text).toContain('Show these codes, or the tickets printed for you, at the entrance.');
  });

  it('names the passenger of each seat', () => {
    const bus: OrderDetails = {
      kind: 'bus',
      title: 'Lagos → Ibadan',
      operator: null,
      from: null,
      to: null,
      departureAt: null,
      departureDate: null,
      bus: null,
      seats: ['4', '5'],
    };
    const items = [
      { code: 'SEAT-A', title: 'Lagos → Ibadan, seat 4', price: 9000, detail: 'Seat 4', seatNumber: '4' },
      { code: 'SEAT-B', title: 'Lagos → Ibadan, seat 5', price: 9000, detail: 'Seat 5', seatNumber: '5' },
    ];
    const named = withPassengers(order(bus, { items }), [
      { seatNumber: '5', name: 'Bola Ade' },
      { seatNumber: '4', name: 'Tunde Bello' },
    ]);
    const { text } = confirmationMessage(named, URL);
    expect(text).toContain('  SEAT-A  Lagos → Ibadan, seat 4, Seat 4, passenger Tunde Bello');
    expect(text).toContain('  SEAT-B  Lagos → Ibadan, seat 5, Seat 5, passenger Bola Ade');
  });
});
