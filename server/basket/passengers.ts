// A basket's coach passengers: one name per seat of every coach part, asked once at the basket's Pay, and kept under
// each part's own reference (as a one-kind coach checkout keeps them under its own).
import 'server-only';
import { readPassengerNames, type Passenger, type PassengerSlot } from '@/lib/bus/passengers';
import { passengerSlots } from '@/server/shop/passenger-slots';
import { savePassengers } from '@/server/shop/passengers';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { BasketCheckout } from './state';

/** Every coach part's seats, their keys and labels made unique across the basket: `2-14`, `Lagos → Abuja: Seat 4`. */
export async function basketPassengerSlots(
  checkout: BasketCheckout,
): Promise<{ part: number; slots: PassengerSlot[] }[]> {
  const parts = await Promise.all(checkout.parts.map((part) => passengerSlots(part)));
  return parts.flatMap((slots, part) =>
    slots.length === 0
      ? []
      : [
          {
            part,
            slots: slots.map((slot) => ({
              ...slot,
              key: `${part + 1}-${slot.key}`,
              label: `${checkout.parts[part]!.title}: ${slot.label}`,
            })),
          },
        ],
  );
}

/** The names the form carries, one per seat of every coach part and nothing else, by part; or why not. */
export function readBasketPassengers(
  form: FormData,
  byPart: readonly { part: number; slots: PassengerSlot[] }[],
) {
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
  return { ok: true as const, passengers };
}

export async function keepBasketPassengers(
  db: StoreDatabase,
  checkout: BasketCheckout,
  byPart: readonly { part: number; passengers: Passenger[] }[],
  now: number,
): Promise<void> {
  for (const { part, passengers } of byPart)
    await savePassengers(db, checkout.parts[part]!.merchantReference, passengers, now);
}
