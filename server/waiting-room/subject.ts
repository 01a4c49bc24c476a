// What a waiting room stands in front of, as its pages name it: an event by its title (its page holds the tickets),
// or the whole shop by the merchant's name.
import 'server-only';
import { merchant } from '@/server/merchant';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { SHOP_ROOM } from './settings';

export interface RoomSubject {
  /** "Detty December Warm-Up", or the shop's name. */
  title: string;
  /** The page a shopper goes to once let in. */
  href: string;
}

const EVENT_PREFIX = 'event:';

/** The event a room stands in front of; null for the shop's room. */
export const eventOfRoom = (roomId: string): string | null => (roomId.startsWith(EVENT_PREFIX) ? roomId.slice(EVENT_PREFIX.length) : null);

/** Where a shopper let in goes: the event's tickets, or the shop's home. */
export function roomTicketsPath(roomId: string): string {
  const eventId = eventOfRoom(roomId);
  return eventId === null || roomId === SHOP_ROOM ? '/' : `/events/${eventId}#tickets`;
}

/** The room's subject; while the service is down, or for an event it no longer knows, the event goes unnamed. */
export async function roomSubject(roomId: string): Promise<RoomSubject> {
  const eventId = eventOfRoom(roomId);
  if (eventId === null) return { title: merchant().name, href: '/' };
  const read = await readOrDown(getEvent(eventId));
  return { title: read.ok && read.value ? read.value.title : 'This event', href: `/events/${eventId}` };
}
