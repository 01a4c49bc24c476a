// The box office's search of events: by words (the service's own event search), or one event by its scanned id.
import 'server-only';
import { pickHref } from '@/lib/box-office/search-query';
import { formatEventDate } from '@/lib/format/event-date';
import type { SearchHit } from '../kind';
import { getEvent, listEvents } from './reads';

export async function eventHits(words: readonly string[]): Promise<SearchHit[]> {
  const page = await listEvents({ search: words.join(' ') });
  return page.events.map((event) => ({
    key: `event-${event.id}`,
    kind: 'event',
    title: event.title,
    detail: `${formatEventDate(event.startsAt)} · ${event.city}`,
    href: pickHref({ kind: 'event', eventId: event.id }),
  }));
}

/** The event of a scanned id; none when it is not an event's (a film's, or unknown). */
export async function eventHitsById(id: string): Promise<SearchHit[]> {
  const event = await getEvent(id);
  if (!event) return [];
  return [{ key: `event-${event.id}`, kind: 'event', title: event.title, detail: formatEventDate(event.startsAt), href: pickHref({ kind: 'event', eventId: event.id }) }];
}
