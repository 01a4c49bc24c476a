// The seats (or places) of an order's coach parts that each need a passenger's name: the seats the session holds, by
// number, or as many places as a flexible trip holds; other kinds need none. One rule for every order: in an order of
// several parts, each seat's field and label name its part (`2-14`, `Lagos → Abuja: Seat 4`).
import 'server-only';
import { readPassengerNames, type Passenger, type PassengerSlot } from '@/lib/bus/passengers';
import { totalQuantity } from '@/lib/checkout/order-total';
import type { CheckoutOrder, CheckoutState } from '@/server/session/checkout-state';
import { getScheduleDetail } from '@/server/ticketing/kinds/bus/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

const place = (n: number): PassengerSlot => ({
  key: String(n),
  label: `Passenger ${n}`,
  seatNumber: null,
});

export async function passengerSlots(checkout: CheckoutState): Promise<PassengerSlot[]> {
  const { selection } = checkout;
  if (selection.kind !== 'bus') return [];
  if (selection.scheduleType !== 'timed')
    return Array.from({ length: totalQuantity(checkout.lines) }, (_, i) => place(i + 1));
  const seatIds = selection.seatIds ?? [];
  // Seat numbers come from the departure's seat map; without it (the service away), the seats go by their place.
  const read = await readOrDown(getScheduleDetail(selection.scheduleId));
  const seats = new Map(
    (read.ok ? (read.value?.seatMap?.seats ?? []) : []).map((seat) => [seat.id, seat.number]),
  );
  return seatIds.map((id, i) => {
    const number = seats.get(id);
    return number
      ? { key: String(id), label: `Seat ${number}`, seatNumber: number }
      : { ...place(i + 1), key: String(id) };
  });
}

/** The seats of each coach part of the order, by part index (parts without seats left out). */
export type OrderSlots = { part: number; slots: PassengerSlot[] }[];

export async function orderPassengerSlots(order: CheckoutOrder): Promise<OrderSlots> {
  const several = order.parts.length > 1;
  const parts = await Promise.all(order.parts.map((part) => passengerSlots(part)));
  return parts.flatMap((slots, part) =>
    slots.length === 0
      ? []
      : [
          {
            part,
            slots: several
              ? slots.map((slot) => ({
                  ...slot,
                  key: `${part + 1}-${slot.key}`,
                  label: `${order.parts[part]!.title}: ${slot.label}`,
                }))
              : slots,
          },
        ],
  );
}

/** The names the form carries, one per seat of every coach part and nothing else, by part; or why not. */
export function readOrderPassengers(
  form: FormData,
  byPart: OrderSlots,
):
  | { ok: true; passengers: { part: number; passengers: Passenger[] }[] }
  | { ok: false; message: string } {
  const read = readPassengerNames(
    form,
    byPart.flatMap((entry) => entry.slots),
  );
  if (!read.ok) return read;
  let next = 0;
  const passengers = byPart.map(({ part, slots }) => {
    const names = read.passengers.slice(next, next + slots.length);
    next += slots.length;
    return { part, passengers: names };
  });
  return { ok: true, passengers };
}
