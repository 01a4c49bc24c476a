// What a waiting room stands in front of, as its pages name it: an event by its title (its page holds the tickets),
// or the whole shop by the merchant's name.
import 'server-only';
import { merchant } from '@/server/merchant';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { eventOfRoom } from './sold-out';

export interface RoomSubject {
  /** "Detty December Warm-Up", or the shop's name. */
  title: string;
  /** The page of what the room sells. */
  href: string;
}

/** The room's subject; while the service is down, or for an event it no longer knows, the event goes unnamed. */
export async function roomSubject(roomId: string): Promise<RoomSubject> {
  const eventId = eventOfRoom(roomId);
  if (eventId === undefined) return { title: merchant().name, href: '/' };
  const read = await readOrDown(getEvent(eventId));
  return {
    title: read.ok && read.value ? read.value.title : 'This event',
    href: `/events/${eventId}`,
  };
}
