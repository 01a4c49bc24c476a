// The seats (or places) of a coach checkout that each need a passenger's name: the seats the session holds, by
// number, or as many places as a flexible trip holds. Other kinds need none.
import 'server-only';
import type { PassengerSlot } from '@/lib/bus/passengers';
import { totalQuantity } from '@/lib/checkout/order-total';
import type { CheckoutState } from '@/server/session/checkout-state';
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
