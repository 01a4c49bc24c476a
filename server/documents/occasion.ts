// What an order's documents say of it: when it starts and ends (as instants), where, and the tickets each get a page
// or a pass of. Pure: the merchant's trip and stay terms come in as arguments.
import type { Order, OrderItem } from '@/lib/checkout/types';
import { LAGOS_OFFSET_MS } from '@/lib/format/lagos-day';
import { KIND_WORDS } from '@/lib/sellables/wording';
import type { StayTerms, TripTerms } from '@/server/merchant';

/** When and where the thing bought happens; `end` is null when nobody knows (a departure without its arrival). */
export interface Occasion {
  title: string;
  start: Date;
  end: Date | null;
  /** One line for a calendar's location field. */
  location: string;
  /** What a calendar's description adds: the terms a customer must not miss. */
  note: string;
}

/** One ticket, seat or room as the documents show it. */
export interface DocumentTicket {
  /** 1-based position in the order: a pass's address. */
  position: number;
  /** What the QR code and a wallet pass's barcode hold. */
  qr: string;
  code: string;
  title: string;
  /** A seat or a room. */
  detail: string | null;
  /** The coach passenger on a seat, else the customer. */
  holder: string;
}

// A screening's length is not in the service's record; calendars get the usual length of a feature with its trailers.
const SCREENING_MS = 150 * 60 * 1000;

const instant = (iso: string | null | undefined): Date | null => {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? null : new Date(time);
};

/** `YYYY-MM-DD` at `HH:MM` Lagos time, as an instant. */
export function lagosInstant(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const local = Date.parse(`${day}T${time}:00Z`);
  return Number.isNaN(local) ? null : new Date(local - LAGOS_OFFSET_MS);
}

const place = (p: { city: string; terminal: string } | null) =>
  p ? [p.terminal, p.city].filter(Boolean).join(', ') : '';

/** The order's occasion; null when its start is not known (then no calendar entry is offered). */
export function occasionOf(order: Order, trip: TripTerms, stay: StayTerms): Occasion | null {
  const details = order.details;
  switch (details.kind) {
    case 'event': {
      const start = instant(details.startsAt?.iso);
      const end = instant(details.endsAt?.iso);
      return (
        start && {
          title: details.title,
          start,
          end: end && end > start ? end : null,
          location: details.venue,
          note: '',
        }
      );
    }
    case 'cinema': {
      const start = instant(details.startsAt);
      const location = [details.location, details.venue].filter(Boolean).join(', ');
      return (
        start && {
          title: details.title,
          start,
          end: new Date(start.getTime() + SCREENING_MS),
          location,
          note: '',
        }
      );
    }
    case 'bus': {
      const start = instant(details.departureAt);
      const note = `Be at the terminal ${trip.reportingMinutes} minutes before departure. ${trip.luggage}.`;
      const title = `${details.title}${details.operator ? ` (${details.operator})` : ''}`;
      return start && { title, start, end: null, location: place(details.from), note };
    }
    case 'hotel': {
      const start = details.checkin ? lagosInstant(details.checkin, stay.checkinFrom) : null;
      const end = details.checkout ? lagosInstant(details.checkout, stay.checkoutBy) : null;
      const note = `Check-in from ${stay.checkinFrom}, check-out by ${stay.checkoutBy}.${details.bookingNumber ? ` Booking number: ${details.bookingNumber}.` : ''}`;
      return (
        start && {
          title: details.title,
          start,
          end: end && end > start ? end : null,
          location: details.address,
          note,
        }
      );
    }
  }
}

const holderOf = (order: Order, item: OrderItem) => item.passenger || order.customer.name;

/** The tickets, seats or rooms; a stay whose rooms carry no codes is one ticket: its booking number. */
export function documentTickets(order: Order): DocumentTicket[] {
  const items = order.items;
  if (items.length === 0 && order.details.kind === 'hotel') {
    const number = order.details.bookingNumber ?? order.reference;
    return [
      {
        position: 1,
        qr: number,
        code: number,
        title: 'Booking',
        detail: order.details.room,
        holder: order.customer.name,
      },
    ];
  }
  return items.map((item, index) => ({
    position: index + 1,
    qr: item.qr ?? item.code,
    code: item.code,
    title: item.title,
    detail: item.detail,
    holder: holderOf(order, item),
  }));
}

/** "Ticket", "Seat" or "Room", as a page or a pass names what it is. */
export function itemWord(order: Order): string {
  const word = KIND_WORDS[order.kind].item;
  return word.charAt(0).toUpperCase() + word.slice(1);
}
