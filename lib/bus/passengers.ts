// A coach order's passengers: one name per seat held (or per place of a flexible trip), asked at checkout, kept
// by the storefront (the service's bus buy takes none) and printed on each ticket.
import { z } from 'zod';
import type { Order } from '@/lib/checkout/types';

import {
  FIELD_PREFIX,
  PASSENGER_NAME_MAX,
  passengerField,
  type Passenger,
  type PassengerSlot,
} from './passenger-slots';

export { PASSENGER_NAME_MAX, passengerField, type Passenger, type PassengerSlot };

const passengerName = z
  .string()
  .transform((name) => name.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(2).max(PASSENGER_NAME_MAX));

export const PASSENGERS_MISMATCH =
  'The passengers do not match the seats held. Please check the names and try again.';

const slotWords = (slot: PassengerSlot) =>
  slot.seatNumber
    ? `in seat ${slot.seatNumber}`
    : slot.label.toLowerCase().replace('passenger ', 'number ');

/** The names the form carries, one for each slot and for nothing else, or why not. */
export function readPassengerNames(
  form: FormData,
  slots: readonly PassengerSlot[],
): { ok: true; passengers: Passenger[] } | { ok: false; message: string } {
  const fields = [...form.keys()].filter((name) => name.startsWith(FIELD_PREFIX));
  const expected = new Set(slots.map((slot) => passengerField(slot.key)));
  if (fields.some((name) => !expected.has(name)))
    return { ok: false, message: PASSENGERS_MISMATCH };
  const passengers: Passenger[] = [];
  for (const slot of slots) {
    const values = form.getAll(passengerField(slot.key));
    if (values.length > 1) return { ok: false, message: PASSENGERS_MISMATCH };
    const name = passengerName.safeParse(values[0] ?? '');
    if (!name.success)
      return { ok: false, message: `Give the full name of the passenger ${slotWords(slot)}.` };
    passengers.push({ seatNumber: slot.seatNumber, name: name.data });
  }
  return { ok: true, passengers };
}

/** The order with each passenger's name on the ticket of their seat (a flexible trip's places in order). */
export function withPassengers(order: Order, passengers: readonly Passenger[]): Order {
  if (passengers.length === 0) return order;
  const bySeat = new Map(
    passengers.filter((p) => p.seatNumber !== null).map((p) => [p.seatNumber, p.name]),
  );
  const unseated = passengers.filter((p) => p.seatNumber === null).map((p) => p.name);
  let next = 0;
  const items = order.items.map((item) => {
    const name = item.seatNumber ? bySeat.get(item.seatNumber) : unseated[next++];
    return name ? { ...item, passenger: name } : item;
  });
  return { ...order, items };
}
