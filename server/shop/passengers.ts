// The coach passengers' names of an order, kept in the storefront's database under its merchant reference: the
// service's bus buy takes no names, so the order page, printed tickets and email read them from here.
import 'server-only';
import type { Passenger } from '@/lib/bus/passengers';
import type { CheckoutOrder } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';

/** Written when the customer pays (or confirms a free order); paying again with other names replaces them. */
export async function savePassengers(
  db: StoreDatabase,
  reference: string,
  passengers: readonly Passenger[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bus_passengers').where('reference', '=', reference).execute();
    if (passengers.length === 0) return;
    const rows = passengers.map((p, position) => ({
      reference,
      position,
      seat_number: p.seatNumber,
      name: p.name,
      created_at: now,
    }));
    await trx.insertInto('bus_passengers').values(rows).execute();
  });
}

/** Keeps each coach part's passengers under the part's own reference (replacing names an earlier Pay gave). */
export async function keepOrderPassengers(
  db: StoreDatabase,
  order: CheckoutOrder,
  byPart: readonly { part: number; passengers: Passenger[] }[],
  now: number,
): Promise<void> {
  for (const { part, passengers } of byPart)
    await savePassengers(db, order.parts[part]!.merchantReference, passengers, now);
}

export async function passengersOf(db: StoreDatabase, reference: string): Promise<Passenger[]> {
  const rows = await db
    .selectFrom('bus_passengers')
    .select(['seat_number', 'name'])
    .where('reference', '=', reference)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ seatNumber: row.seat_number, name: row.name }));
}

/** The names, or none when the database cannot be read: the tickets are shown all the same. */
export async function passengersSafely(
  database: () => Promise<StoreDatabase>,
  reference: string,
): Promise<Passenger[]> {
  try {
    return await passengersOf(await database(), reference);
  } catch {
    return [];
  }
}
