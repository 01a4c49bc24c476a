// Event reads: event lists, one event, its ticket categories with live availability, and categories.
import 'server-only';
import { cache } from 'react';
import type { EventCategory, EventDetail, EventPage, TicketOption } from '@/lib/catalogue/types';
import type { EventQuery } from '@/lib/catalogue/event-query';
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
const namesNothing = (error: unknown) => isNotFound(error) || (error instanceof TicketingError && error.status === 422);

export type EventListQuery = Partial<Pick<EventQuery, 'search' | 'category' | 'sort' | 'featured' | 'page'>> & {
  /** Only the events of one organiser (a business id). */
  business?: string;
};

export async function listEvents(query: EventListQuery = {}): Promise<EventPage> {
  const page = query.page ?? 1;
  try {
    return reshapeEventPage(await fetchEventList(query, page), page);
  } catch (error) {
    // An unknown category or page is a query that matches nothing, not an outage.
    if (namesNothing(error)) {
      return { events: [], page, totalPages: 1, total: 0 };
    }
    throw error;
  }
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
    const data = await ticketingRequest(`/api/v1/svc/experience/tickets/${eventId}`, { schema: wireTicketCategories });
    return data.tickets.map(reshapeTicketOption);
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
});

// There is no category endpoint: categories are gathered from the first pages of the event list.
const CATEGORY_SCAN_PAGES = 5;

export async function listEventCategories(): Promise<EventCategory[]> {
  const found = new Map<string, EventCategory>();
  for (let page = 1; page <= CATEGORY_SCAN_PAGES; page += 1) {
    const data = await fetchEventList({}, page);
    for (const event of data.experiences) {
      if (event.category) found.set(event.category.id, { id: event.category.id, name: event.category.name });
    }
    if (!data.next_page || data.experiences.length === 0) break;
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
