// The box office's search of events: by words (the service's own event search), one event by its scanned id, and
// today's events.
import 'server-only';
import { pickHref } from '@/lib/box-office/search-query';
import { isOnToday, type TodayTile } from '@/lib/box-office/today';
import type { EventSummary } from '@/lib/catalogue/types';
import { formatLagosTime } from '@/lib/format/calendar-date';
import { formatEventDate } from '@/lib/format/event-date';
import { addDays, lagosDay, lagosInstant } from '@/lib/format/lagos-day';
import type { SearchHit } from '../kind';
import { getEvent, getTicketOptions, listEvents } from './reads';

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
  return [
    {
      key: `event-${event.id}`,
      kind: 'event',
      title: event.title,
      detail: formatEventDate(event.startsAt),
      href: pickHref({ kind: 'event', eventId: event.id }),
    },
  ];
}

// Soonest first, 20 to a page: today's events are on the first pages; a day of more than 60 is searched for.
const TODAY_PAGES = 3;
// Each event's tickets left is one more read: a counter's day of events is a handful.
const MAX_TODAY_EVENTS = 12;

/** The events of the soonest pages, until one starts after today. */
async function soonestEvents(now: number): Promise<EventSummary[]> {
  const tomorrow = lagosInstant(addDays(lagosDay(now), 1), 0);
  const events: EventSummary[] = [];
  for (let page = 1; page <= TODAY_PAGES; page += 1) {
    const found = await listEvents({ sort: 'upcoming', page });
    events.push(...found.events);
    const last = found.events.at(-1)?.startsAt.iso;
    if (page >= found.totalPages || !last || Date.parse(last) >= tomorrow) break;
  }
  return events;
}

/** Tickets left of every category, or nothing when the read fails (the tile still opens the sale screen). */
async function ticketsLeft(eventId: string): Promise<string | undefined> {
  const options = await getTicketOptions(eventId).catch(() => null);
  if (!options) return undefined;
  const left = options.reduce((sum, option) => sum + Math.max(0, option.remaining), 0);
  return left === 0 ? 'Sold out' : `${left} tickets left`;
}

/** Today's events (Lagos), with the tickets left of each. */
export async function eventTodayTiles(now: number): Promise<TodayTile[]> {
  const today = (await soonestEvents(now))
    .filter((event) => isOnToday(event.startsAt.iso, event.endsAt?.iso ?? null, now))
    .slice(0, MAX_TODAY_EVENTS);
  return Promise.all(
    today.map(async (event) => {
      const iso = event.startsAt.iso!;
      const startsAt = Date.parse(iso);
      return {
        key: `event-${event.id}`,
        kind: 'event' as const,
        // A festival running since an earlier day is on now.
        time: lagosDay(startsAt) === lagosDay(now) ? formatLagosTime(iso) : 'On now',
        title: event.title,
        detail: event.city,
        left: await ticketsLeft(event.id),
        href: pickHref({ kind: 'event', eventId: event.id }),
        startsAt,
      };
    }),
  );
}
