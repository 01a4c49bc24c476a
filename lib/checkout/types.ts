// The storefront's own types for holds and orders.
import type { EventDate } from '@/lib/catalogue/types';
import type { SellableKind } from '@/lib/sellables/kinds';

export interface Hold {
  reservationId: string;
  resourceId: string;
  quantity: number;
  expiresAt: string;
  secondsRemaining: number;
}

export interface OrderItem {
  code: string;
  title: string;
  price: number | null;
  /** A seat number, or a room's dates: what the holder shows besides the code. */
  detail: string | null;
  /** A coach seat's number, to put its passenger's name on it. */
  seatNumber?: string | null;
  /** The coach passenger travelling on this ticket, as given at checkout. */
  passenger?: string;
  /** What its QR code shows: the ticket's signed code once recorded (server/tickets/ledger.ts); else `code`. */
  qr?: string;
}

/** What the order page says of the thing bought, for each kind (a kind without its entry does not compile). */
interface OrderDetailsByKind {
  event: {
    title: string;
    href: string | null;
    startsAt: EventDate | null;
    endsAt?: EventDate | null;
    venue: string;
  };
  cinema: {
    title: string;
    href: string | null;
    location: string;
    /** The screening's day (`YYYY-MM-DD`) and its showtime as the catalogue writes it (`8:30PM`). */
    date: string | null;
    start: string | null;
    startsAt: string | null;
    venue: string;
  };
  bus: {
    title: string;
    operator: string | null;
    from: { city: string; terminal: string } | null;
    to: { city: string; terminal: string } | null;
    departureAt: string | null;
    departureDate: string | null;
    bus: string | null;
    seats: string[];
  };
  hotel: {
    title: string;
    bookingNumber: string | null;
    address: string;
    room: string | null;
    rooms: number | null;
    guests: number | null;
    checkin: string | null;
    checkout: string | null;
    nights: number | null;
  };
}

/** What the order page says of the thing bought, told by its kind. */
export type OrderDetails = {
  [K in SellableKind]: { kind: K } & OrderDetailsByKind[K];
}[SellableKind];

export interface Order {
  kind: SellableKind;
  reference: string;
  merchantReference: string | null;
  invoiceId: number | null;
  status: string;
  currency: string;
  amount: number | null;
  breakdown: {
    ticketPrice: number | null;
    convenienceFee: number | null;
    merchantCommission: number | null;
  } | null;
  customer: { name: string; email: string; phone: string };
  details: OrderDetails;
  items: OrderItem[];
  createdAt: string | null;
  /** A promo code the customer bought with, in Naira: what it took off and what was charged (`amount` is the service's price). */
  discount?: { code: string; amount: number; paid: number };
}

/** What the customer paid: after a promo code when one was used, else the order's amount. */
export const amountPaid = (order: Pick<Order, 'amount' | 'discount'>): number | null =>
  order.discount?.paid ?? order.amount;
