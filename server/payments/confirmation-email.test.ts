// Tests of the confirmation email's words: where and when, in the kind's own words, with one reference to quote and
// never the service's running invoice number; a box-office sale's codes without a link; a coach passenger per seat;
// the HTML part with each code's QR code inline, the merchant's contact and the kind's refund terms.
import { describe, expect, it } from 'vitest';
import { withPassengers } from '@/lib/bus/passengers';
import type { Order, OrderDetails } from '@/lib/checkout/types';
import { qrCodes } from '@/server/documents/qr-png';
import { confirmationEmail, confirmationMessage } from './confirmation-email';

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
    expect(text).toContain(
      'Lagoon Screens Surulere, 12 Adeniran Ogunsanya Street, Surulere, Lagos',
    );
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
    const event: OrderDetails = {
      kind: 'event',
      title: 'Afro Nights',
      href: null,
      startsAt: null,
      venue: 'Eko Hall, Lagos',
    };
    const { text } = confirmationMessage(order(event), URL);
    expect(text).toContain('Booking reference: TXN-ABC123');
    expect(text).toContain('Eko Hall, Lagos');
    expect(text).not.toMatch(/invoice|\b16\b/i);
    expect(text.match(/web-AAAA/g)).toHaveLength(1);
  });

  it('gives a box-office sale’s codes without a link to a page it does not have', () => {
    const event: OrderDetails = {
      kind: 'event',
      title: 'Lagos Jazz Night',
      href: null,
      startsAt: null,
      venue: 'Muson Centre',
    };
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
      {
        code: 'SEAT-A',
        title: 'Lagos → Ibadan, seat 4',
        price: 9000,
        detail: 'Seat 4',
        seatNumber: '4',
      },
      {
        code: 'SEAT-B',
        title: 'Lagos → Ibadan, seat 5',
        price: 9000,
        detail: 'Seat 5',
        seatNumber: '5',
      },
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

const CONTEXT = {
  merchant: {
    name: 'Eko Trips',
    address: '12 Marina, Lagos Island, Lagos',
    supportEmail: 'help@eko.example',
    supportPhone: '+2348012345678',
    logoUrl: null,
  },
  origin: 'https://shop.test',
  refundLines: ['Cancel up to 24 hours before departure for a refund of the fare.'],
};

/** The visible words of an HTML part: tags dropped, entities of the escaped characters read back. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('confirmationEmail', () => {
  const bus: OrderDetails = {
    kind: 'bus',
    title: 'Lagos → Abuja',
    operator: 'Crosslink Motors',
    from: { city: 'Lagos', terminal: 'Jibowu Terminal' },
    to: { city: 'Abuja', terminal: 'Utako' },
    departureAt: null,
    departureDate: '2026-11-26',
    bus: null,
    seats: ['11', '12'],
  };
  const items = [
    {
      code: 'SEAT-A',
      title: 'Lagos → Abuja, seat 11',
      price: 9000,
      detail: 'Seat 11',
      passenger: 'Tunde Bello',
    },
    {
      code: 'SEAT-B',
      title: 'Lagos → Abuja, seat 12',
      price: 9000,
      detail: 'Seat 12',
      qr: 'SIGNED.CODE.B',
    },
  ];

  it('gives in HTML every fact of the text, a QR code per seat inline, the refund terms and the merchant’s contact', async () => {
    const mail = await confirmationEmail(order(bus, { items }), URL, CONTEXT);
    const words = wordsOf(mail.html);
    for (const fact of [
      'Lagos → Abuja',
      'Departs Thu, 26 Nov 2026, any time',
      'Jibowu Terminal, Lagos → Utako, Abuja',
      'Crosslink Motors',
      'Booking reference: TXN-ABC123',
      'Amount paid: ₦14,650.00',
      'Your seats',
      'SEAT-A',
      'Seat 11',
      'Passenger: Tunde Bello',
      'SEAT-B',
    ]) {
      expect(words).toContain(fact);
    }
    expect(mail.html).toContain(`href="${URL}"`);
    expect(words).toContain('Cancel up to 24 hours before departure for a refund of the fare.');
    expect(mail.html).toContain('href="https://shop.test/refunds"');
    expect(mail.html).toContain('href="https://shop.test/orders/find"');
    expect(mail.html).toContain('href="mailto:help@eko.example"');
    expect(mail.html).toContain('href="tel:+2348012345678"');
    expect(words).toContain('12 Marina, Lagos Island, Lagos');
    expect(words).not.toMatch(/ticket|invoice/i);
    // The plain-text part says the same, footer included.
    expect(mail.text).toContain('Your order, with a QR code per seat: ' + URL);
    expect(mail.text).toContain(
      '- Cancel up to 24 hours before departure for a refund of the fare.',
    );
    expect(mail.text).toContain(
      'Questions? Contact Eko Trips: help@eko.example, +234 801 234 5678',
    );
    expect(mail.text).toContain('Find your orders at https://shop.test/orders/find');
  });

  it('with a promo code: names the code and what it took off, and the amount charged after it in both parts', async () => {
    const mail = await confirmationEmail(
      order(bus, { items, discount: { code: 'LAUNCH', amount: 2930, paid: 11720 } }),
      URL,
      CONTEXT,
    );
    for (const part of [wordsOf(mail.html), mail.text]) {
      expect(part).toContain('Promo code LAUNCH: −₦2,930.00');
      expect(part).toContain('Amount paid: ₦11,720.00');
      expect(part).not.toContain('₦14,650.00');
    }
  });

  it('draws each QR code from the signed code when there is one, else the service’s code, as an inline PNG', async () => {
    const mail = await confirmationEmail(order(bus, { items }), URL, CONTEXT);
    const images = mail.attachments.filter((a) => a.cid);
    expect(images.map((a) => [a.contentType, a.cid])).toEqual([
      ['image/png', 'qr-1@order'],
      ['image/png', 'qr-2@order'],
    ]);
    for (const image of images) expect(mail.html).toContain(`src="cid:${image.cid}"`);
    const drawn = qrCodes();
    expect(images[0]!.content.equals(drawn('SEAT-A').png())).toBe(true);
    expect(images[1]!.content.equals(drawn('SIGNED.CODE.B').png())).toBe(true);
    expect(images[1]!.content.equals(drawn('SEAT-B').png())).toBe(false);
  });

  it('gives a box-office sale’s codes and QR codes without a link to an order page, for each kind', async () => {
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
    const event: OrderDetails = {
      kind: 'event',
      title: 'Lagos Jazz Night',
      href: null,
      startsAt: null,
      venue: 'Muson Centre',
    };
    const stay = await confirmationEmail(
      order(hotel, { merchantReference: 'pos-AAAAAAAAAAAAAAAAAAAAAA' }),
      null,
      CONTEXT,
    );
    expect(wordsOf(stay.html)).toContain('Booking number (show it at check-in): BK-1234567890');
    expect(wordsOf(stay.html)).toContain(
      'Check-in Thu, 26 Nov 2026, check-out Sat, 28 Nov 2026 (2 nights)',
    );
    expect(wordsOf(stay.html)).toContain(
      'Show your booking number, or the booking printed for you, at check-in.',
    );
    expect(stay.html).not.toContain('/orders/pos-');
    expect(stay.html).not.toContain('Open your order');
    const pdf = {
      filename: 'tickets-pos-A.pdf',
      content: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    };
    const night = await confirmationEmail(order(event), null, CONTEXT, [pdf]);
    expect(night.attachments.at(-1)).toEqual(pdf);
    expect(wordsOf(night.html)).toContain(
      'Show these codes, or the tickets printed for you, at the entrance.',
    );
    expect(night.attachments.filter((a) => a.cid)).toHaveLength(1);
  });
});
