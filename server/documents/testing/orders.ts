// Orders of each kind, and a document context, for the tests of an order's documents.
import type { Order, OrderDetails } from '@/lib/checkout/types';
import type { SellableKind } from '@/lib/sellables/kinds';
import type { DocumentContext } from '../context';

export const REFERENCE = 'web-AAAAAAAAAAAAAAAAAAAAAA';

export const CONTEXT: DocumentContext = {
  merchant: {
    name: 'Eko Tickets',
    address: '12 Marina, Lagos Island, Lagos',
    supportEmail: 'support@tickets.example',
    supportPhone: '+2348000000000',
    logoUrl: null,
  },
  trip: { reportingMinutes: 30, luggage: 'One bag of up to 20 kg' },
  stay: {
    checkinFrom: '14:00',
    checkoutBy: '12:00',
    taxNote: 'VAT included',
    freeCancellationHours: 48,
  },
  origin: 'https://shop.test',
  orderUrl: `https://shop.test/orders/${REFERENCE}`,
};

export const DETAILS: { [K in SellableKind]: Extract<OrderDetails, { kind: K }> } = {
  // 4 pm to 10 pm in Lagos.
  event: {
    kind: 'event',
    title: 'Lagos Jazz Night',
    href: null,
    startsAt: { iso: '2026-12-05T15:00:00.000Z', text: 'Sat, 05 Dec 2026 16:00:00' },
    endsAt: { iso: '2026-12-05T21:00:00.000Z', text: 'Sat, 05 Dec 2026 22:00:00' },
    venue: 'Muson Centre, Onikan, Lagos',
  },
  // 7:30 pm in Lagos.
  cinema: {
    kind: 'cinema',
    title: 'Gidi Heat',
    href: null,
    location: 'Lagoon Screens Surulere',
    date: '2026-11-26',
    start: '7:30PM',
    startsAt: '2026-11-26T18:30:00.000Z',
    venue: '12 Adeniran Ogunsanya Street, Surulere, Lagos',
  },
  // 7 am in Lagos.
  bus: {
    kind: 'bus',
    title: 'Lagos → Abuja',
    operator: 'Crosslink Motors',
    from: { city: 'Lagos', terminal: 'Jibowu Terminal' },
    to: { city: 'Abuja', terminal: 'Utako Terminal' },
    departureAt: '2026-12-01T06:00:00.000Z',
    departureDate: '2026-12-01',
    bus: 'Coaster 1',
    seats: ['11', '12'],
  },
  hotel: {
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
  },
};

const ITEMS: Record<SellableKind, Order['items']> = {
  event: [
    { code: 'TKT-AAAA1111', title: 'VIP', price: 10500, detail: null },
    { code: 'TKT-BBBB2222', title: 'Regular', price: 5000, detail: null },
  ],
  cinema: [{ code: 'CIN-1111', title: 'Adult', price: 4000, detail: null }],
  bus: [
    {
      code: 'BUS-0011',
      title: 'Seat 11 on the Crosslink Motors coach',
      price: 15000,
      detail: 'Seat 11',
      seatNumber: '11',
      passenger: 'Tobi Ade',
    },
    {
      code: 'BUS-0012',
      title: 'Seat 12 on the Crosslink Motors coach',
      price: 15000,
      detail: 'Seat 12',
      seatNumber: '12',
      passenger: 'Kemi Ade',
    },
  ],
  hotel: [{ code: 'RM-0001', title: 'Standard Room', price: 60000, detail: '26 Nov – 28 Nov' }],
};

export function orderOf(kind: SellableKind, changes: Partial<Order> = {}): Order {
  return {
    kind,
    reference: 'TXN-ABC123',
    merchantReference: REFERENCE,
    invoiceId: 16,
    status: 'successful',
    currency: 'NGN',
    amount: 14650,
    breakdown: null,
    customer: { name: 'Tobi Ade', email: 'tobi@example.com', phone: '2348031234567' },
    details: DETAILS[kind],
    items: ITEMS[kind],
    createdAt: null,
    ...changes,
  };
}
