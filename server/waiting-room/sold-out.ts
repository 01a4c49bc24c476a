// Sold out: when the service says a room's event has nothing left, the room stops letting people in and every
// place sees it; when tickets come back (holds that lapsed, more put on sale), the room carries on.
import 'server-only';
import type { StoreDatabase } from '@/server/store-db/connect';

/** Records what the service said of the room's stock; the first time it ran out is kept while it stays out. */
export async function recordSoldOut(
  db: StoreDatabase,
  roomId: string,
  soldOut: boolean,
  now: number,
): Promise<void> {
  const query = db.updateTable('waiting_rooms').where('id', '=', roomId);
  if (soldOut) await query.set({ sold_out_at: now }).where('sold_out_at', 'is', null).execute();
  else await query.set({ sold_out_at: null }).where('sold_out_at', 'is not', null).execute();
}

/** The event's id of an event's room; the shop's room sells everything and is never sold out. */
export const eventOfRoom = (roomId: string): string | undefined =>
  roomId.startsWith('event:') ? roomId.slice('event:'.length) : undefined;

/** Nothing left: the service lists the event's tickets and none remains. An event it does not list is not sold out. */
export const nothingLeft = (options: readonly { remaining: number }[] | null): boolean =>
  options !== null && options.length > 0 && options.every((option) => option.remaining <= 0);
