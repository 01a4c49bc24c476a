// What the checkout, the order page, its print and the confirmation email call the things bought, per kind:
// tickets for events and screenings, a booking of rooms for a guest, seats for a passenger. Typed by kind, so a
// new kind is not complete until it says all of them.
import type { SellableKind } from './kinds';

export interface KindWords {
  /** One thing bought, as a code's QR code names it: `ticket`. */
  item: string;
  /** The checkout's heading over the customer's name, email and phone: `Tickets go to`. */
  contactHeading: string;
  /** The checkout's button that releases the holds to choose again: `Change tickets`. */
  change: string;
  /** The order page's section of the codes bought: `Tickets`. */
  itemsHeading: string;
  /** The accessible name of that list, and the email's heading over the codes: `Your tickets`. */
  itemsLabel: string;
  /** What each code is: `Ticket code`. */
  itemCode: string;
  /** Said while the codes are not listed yet. */
  itemsLater: string;
  /** The order page's print button: `Print tickets`. */
  print: string;
  /** Whom the order is for: `Ticket holder`. */
  holder: string;
  /** The amounts' row of the price before fees: `Tickets`. */
  priceLabel: string;
  /** The email's subject, before the title: `Your tickets`. */
  emailSubject: string;
}

const TICKETS: KindWords = {
  item: 'ticket',
  contactHeading: 'Tickets go to',
  change: 'Change tickets',
  itemsHeading: 'Tickets',
  itemsLabel: 'Your tickets',
  itemCode: 'Ticket code',
  itemsLater: 'Your tickets will be sent to your email address.',
  print: 'Print tickets',
  holder: 'Ticket holder',
  priceLabel: 'Tickets',
  emailSubject: 'Your tickets',
};

export const KIND_WORDS: Record<SellableKind, KindWords> = {
  event: TICKETS,
  cinema: TICKETS,
  bus: {
    item: 'seat',
    contactHeading: 'Passenger',
    change: 'Change seats',
    itemsHeading: 'Seats',
    itemsLabel: 'Your seats',
    itemCode: 'Boarding code',
    itemsLater: 'Your seats will be sent to your email address.',
    print: 'Print boarding passes',
    holder: 'Passenger',
    priceLabel: 'Seats',
    emailSubject: 'Your trip',
  },
  hotel: {
    item: 'room',
    contactHeading: 'Booking in the name of',
    change: 'Change booking',
    itemsHeading: 'Rooms',
    itemsLabel: 'Your rooms',
    itemCode: 'Room code',
    itemsLater: 'Your booking will be sent to your email address.',
    print: 'Print booking',
    holder: 'Guest',
    priceLabel: 'Rooms',
    emailSubject: 'Your booking',
  },
};

/** How a bus line reads: `Seat 11 on the Crosslink Motors coach`; several or unnumbered seats are `Seats on the…`
 * (the line's quantity counts them, its note lists their numbers, and the title stays short enough to store). */
export function busSeatsTitle(
  operator: string | null,
  seatNumbers: readonly string[],
  places: number,
): string {
  const coach = operator ? `on the ${operator} coach` : 'on the coach';
  if (seatNumbers.length === 1) return `Seat ${seatNumbers[0]} ${coach}`;
  return `${Math.max(places, seatNumbers.length) === 1 ? 'Seat' : 'Seats'} ${coach}`;
}

/** The seat numbers of a line of several: `Seats 3, 4, 5`. */
export const seatNumbersNote = (seatNumbers: readonly string[]) =>
  seatNumbers.length > 1 ? `Seats ${seatNumbers.join(', ')}` : undefined;
