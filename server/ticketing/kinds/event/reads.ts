// Event reads: event lists, one event, its ticket categories with live availability, and categories.
import 'server-only';
import { cache } from 'react';
import { priceFrom, type PriceFrom } from '@/lib/catalogue/price-from';
import type {
  EventCategory,
  EventDetail,
  EventPage,
  EventSummary,
  TicketOption,
} from '@/lib/catalogue/types';
import { matchesPlaceAndDates, type DayWindow, type EventQuery } from '@/lib/catalogue/event-query';
import { CACHE_TAGS, CATALOGUE_REVALIDATE_SECONDS } from '@/server/ticketing/cache-tags';
import { ticketingRequest } from '@/server/ticketing/client';
import { isNotFound, TicketingError } from '@/server/ticketing/errors';
import { reshapeEventDetail, reshapeEventPage, reshapeTicketOption } from './reshape';
import { wireExperience, wireExperienceList, wireTicketCategories } from './wire';

const catalogueCache = (...tags: string[]) => ({
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: [CACHE_TAGS.catalogue, ...tags],
});

// An id that is not a UUID can never exist; answering "not found" spares the service a call.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isEventId = (id: string) => UUID.test(id);

/** 404, or 422 for an id or filter the service cannot read: either way nothing by that name exists. */
const namesNothing = (error: unknown) =>
  isNotFound(error) || (error instanceof TicketingError && error.status === 422);

export type EventListQuery = Partial<
  Pick<EventQuery, 'search' | 'category' | 'sort' | 'featured' | 'page' | 'city'>
> & {
  /** Only the events of one organiser (a business id). */
  business?: string;
  /** Only events under way on one of these days (Lagos). */
  days?: DayWindow | null;
};

// The service's page size (spec, Limits); the storefront pages its own filtered lists the same way.
const PAGE_SIZE = 20;
// The city and date filters are the storefront's: it reads up to this many of the service's pages (each cached
// for every visitor) and filters them. 10 pages are 200 events, more than a shop of this size lists.
const FILTER_SCAN_PAGES = 10;

export async function listEvents(query: EventListQuery = {}): Promise<EventPage> {
  const page = query.page ?? 1;
  try {
    if (query.city || query.days) return await listFilteredEvents(query, page);
    return reshapeEventPage(await fetchEventList(query, page), page);
  } catch (error) {
    // An unknown category or page is a query that matches nothing, not an outage.
    if (namesNothing(error)) {
      return { events: [], page, totalPages: 1, total: 0 };
    }
    throw error;
  }
}

/** The service's pages in its order (no event twice), up to the scan limit. */
async function scanEvents(query: EventListQuery, pages: number): Promise<EventSummary[]> {
  const found = new Map<string, EventSummary>();
  for (let page = 1; page <= pages; page += 1) {
    const data = await fetchEventList(query, page);
    for (const event of reshapeEventPage(data, page).events)
      if (!found.has(event.id)) found.set(event.id, event);
    if (!data.next_page || data.experiences.length === 0) break;
  }
  return [...found.values()];
}

async function listFilteredEvents(query: EventListQuery, page: number): Promise<EventPage> {
  const filter = { city: query.city ?? '', days: query.days ?? null };
  const matching = (await scanEvents(query, FILTER_SCAN_PAGES)).filter((event) =>
    matchesPlaceAndDates(event, filter),
  );
  return {
    events: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    page,
    totalPages: Math.max(1, Math.ceil(matching.length / PAGE_SIZE)),
    total: matching.length,
  };
}

function fetchEventList(query: EventListQuery, page: number) {
  return ticketingRequest('/api/v1/svc/experience', {
    schema: wireExperienceList,
    // Regular events only: cinema showings get their own pages.
    query: {
      cinema: false,
      search: query.search,
      category_id: query.category,
      business_id: query.business,
      sorted_by: query.sort,
      featured: query.featured ? true : undefined,
      page,
    },
    cache: catalogueCache(),
  });
}

/** One event, or null when the service does not know it. Deduplicated within a render. */
export const getEvent = cache(async (id: string): Promise<EventDetail | null> => {
  if (!isEventId(id)) return null;
  try {
    const data = await ticketingRequest(`/api/v1/svc/experience/v/${id}`, {
      schema: wireExperience,
      cache: catalogueCache(CACHE_TAGS.event(id)),
    });
    // Cinema showings need a showtime, location and date to be sold; they get their own pages.
    return data.cinema ? null : reshapeEventDetail(data);
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
});

/**
 * Ticket categories with prices and what is left; never cached across requests, availability must be current.
 * Deduplicated within a render, so the tickets and the page's structured data share one read.
 */
export const getTicketOptions = cache(async (eventId: string): Promise<TicketOption[] | null> => {
  if (!isEventId(eventId)) return null;
  try {
    const data = await ticketingRequest(`/api/v1/svc/experience/tickets/${eventId}`, {
      schema: wireTicketCategories,
    });
    return data.tickets.map(reshapeTicketOption);
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
});

// The list carries no prices: each card's lowest price is one ticket read, shared by every visitor for a minute
// (the spec allows availability cached for 1 to 2 minutes on lists; the event page and checkout read afresh).
const PRICE_REVALIDATE_SECONDS = 60;
// A few reads at a time, so one page of cards does not fire twenty requests at once.
const PRICE_READS_AT_ONCE = 5;
// Prices are a hint on a list: past this wait the cards show none rather than hold the page back.
const PRICE_WAIT_MS = 2_000;

async function readPriceFrom(eventId: string): Promise<PriceFrom | null> {
  if (!isEventId(eventId)) return null;
  try {
    const data = await ticketingRequest(`/api/v1/svc/experience/tickets/${eventId}`, {
      schema: wireTicketCategories,
      cache: {
        revalidate: PRICE_REVALIDATE_SECONDS,
        tags: [CACHE_TAGS.catalogue, CACHE_TAGS.event(eventId)],
      },
    });
    return priceFrom(data.tickets.map(reshapeTicketOption));
  } catch {
    // A card without a price is better than a list that fails; the failure is logged by the client.
    return null;
  }
}

/** Each event's lowest price on sale, by event id; unknown (absent) when its read failed or took too long. */
export async function listPricesFrom(
  events: readonly Pick<EventSummary, 'id'>[],
): Promise<Map<string, PriceFrom>> {
  const prices = new Map<string, PriceFrom>();
  const queue = [...new Set(events.map((event) => event.id))];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const price = await readPriceFrom(id);
      if (price) prices.set(id, price);
    }
  };
  const all = Promise.all(
    Array.from({ length: Math.min(PRICE_READS_AT_ONCE, queue.length) }, worker),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PRICE_WAIT_MS);
  });
  await Promise.race([all, timeout]);
  clearTimeout(timer);
  // Past the wait, the reads still under way stop taking work and the cards show what is known.
  queue.length = 0;
  return new Map(prices);
}

// There is no category or city endpoint: both are gathered from the first pages of the event list.
const FACET_SCAN_PAGES = 5;

/** The categories and cities the listed events have, by name. */
export async function listEventFacets(): Promise<{
  categories: EventCategory[];
  cities: string[];
}> {
  const events = await scanEvents({}, FACET_SCAN_PAGES);
  const categories = new Map<string, EventCategory>();
  const cities = new Set<string>();
  for (const event of events) {
    if (event.category) categories.set(event.category.id, event.category);
    if (event.city) cities.add(event.city);
  }
  return {
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)),
    cities: [...cities].sort((a, b) => a.localeCompare(b)),
  };
}

export async function listEventCategories(): Promise<EventCategory[]> {
  return (await listEventFacets()).categories;
}
