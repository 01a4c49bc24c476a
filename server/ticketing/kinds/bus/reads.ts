// Coach catalogue reads: cities served, routes between two cities, a route's departures on a day, one
// departure with its seat map. Routes are cached like the rest of the catalogue; seats left and seat
// states are read fresh every time.
import 'server-only';
import { cache } from 'react';
import type { BusSearch } from '@/lib/bus/search-query';
import { lastBookableDay } from '@/lib/bus/travel-dates';
import { addDays, lagosDay } from '@/lib/format/lagos-day';
import type {
  BusRoute,
  BusSchedule,
  Departure,
  ScheduleDetail,
  SeatStatesReply,
} from '@/lib/bus/types';
import { CACHE_TAGS, CATALOGUE_REVALIDATE_SECONDS } from '@/server/ticketing/cache-tags';
import { ticketingRequest } from '@/server/ticketing/client';
import { isNotFound, TicketingError } from '@/server/ticketing/errors';
import { reshapeRoute, reshapeSchedule, reshapeScheduleDetail } from './reshape';
import {
  wireRouteList,
  wireRouteSchedules,
  wireScheduleDetail,
  type WireScheduleDetail,
} from './wire';

const cached = { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.catalogue] };

/** 404, or 422 for an id or value the service cannot read: either way nothing by that name exists. */
const namesNothing = (error: unknown) =>
  isNotFound(error) || (error instanceof TicketingError && error.status === 422);

// Routes come 20 to a page; a coach network of more than 500 routes would need a cities endpoint.
const ROUTE_SCAN_PAGES = 25;

async function routePages(query: { origin?: string; destination?: string }): Promise<BusRoute[]> {
  const routes: BusRoute[] = [];
  for (let page = 1; page <= ROUTE_SCAN_PAGES; page += 1) {
    const data = await ticketingRequest('/api/v1/svc/transport/routes', {
      schema: wireRouteList,
      query: { ...query, page },
      cache: cached,
    });
    routes.push(...data.routes.map(reshapeRoute));
    if (!data.next_page || data.routes.length === 0) break;
  }
  return routes;
}

/** Every route of the network (the box office searches them by city, terminal and operator). */
export const listRoutes = cache(() => routePages({}));

/** Every city a route starts or ends in, alphabetically. */
export const listBusCities = cache(async (): Promise<string[]> => {
  const routes = await listRoutes();
  return [...new Set(routes.flatMap((r) => [r.origin.city, r.destination.city]))].sort((a, b) =>
    a.localeCompare(b),
  );
});

export async function findRoutes(from: string, to: string): Promise<BusRoute[]> {
  try {
    return await routePages({ origin: from, destination: to });
  } catch (error) {
    if (namesNothing(error)) return [];
    throw error;
  }
}

/** A route's bookable departures on a day; `live` reads seats left fresh, otherwise a cached view will do. */
export async function listSchedules(
  routeId: number,
  date: string,
  live = true,
): Promise<BusSchedule[]> {
  try {
    const data = await ticketingRequest(`/api/v1/svc/transport/routes/${routeId}/schedules`, {
      schema: wireRouteSchedules,
      query: { date },
      cache: live ? 'no-store' : cached,
    });
    return data.schedules.map(reshapeSchedule);
  } catch (error) {
    if (namesNothing(error)) return [];
    throw error;
  }
}

/** One departure as the service sends it, with current seat states; null when unknown. Never cached. */
export async function readScheduleDetail(scheduleId: number): Promise<WireScheduleDetail | null> {
  if (!Number.isSafeInteger(scheduleId) || scheduleId < 1) return null;
  try {
    return await ticketingRequest(`/api/v1/svc/transport/schedules/${scheduleId}`, {
      schema: wireScheduleDetail,
    });
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
}

/** One departure, its route and seat map with current seat states; null when unknown. Deduplicated within a render. */
export const getScheduleDetail = cache(
  async (scheduleId: number): Promise<ScheduleDetail | null> => {
    const detail = await readScheduleDetail(scheduleId);
    return detail && reshapeScheduleDetail(detail);
  },
);

/** What the seat map polls: each seat's state, and whether the departure is still on sale. */
export async function getSeatStates(
  scheduleId: number,
): Promise<Omit<SeatStatesReply, 'fetchedAt'> | null> {
  const detail = await getScheduleDetail(scheduleId);
  if (!detail) return null;
  return {
    bookable: detail.schedule.bookable,
    seatsAvailable: detail.schedule.seatsAvailable,
    seats: (detail.seatMap?.seats ?? []).map(({ id, state }) => ({ id, state })),
  };
}

export type DepartureSearch =
  | { status: 'incomplete' }
  | { status: 'same-city' }
  | { status: 'past-date'; today: string }
  | { status: 'too-far'; lastDay: string }
  | { status: 'no-route' }
  | { status: 'found'; timed: Departure[]; flexible: Departure[]; nextDate: string | null };

async function departuresOn(
  routes: readonly BusRoute[],
  date: string,
  live: boolean,
): Promise<Departure[]> {
  const lists = await Promise.all(
    routes.map(async (route) =>
      (await listSchedules(route.id, date, live)).map((schedule) => ({ route, schedule })),
    ),
  );
  return lists.flat().filter((d) => d.schedule.bookable);
}

/** The first day after `date`, up to the last bookable one, with a departure that has seats. */
async function nextDayWithDepartures(
  routes: readonly BusRoute[],
  date: string,
  lastDay: string,
): Promise<string | null> {
  for (let day = addDays(date, 1); day <= lastDay; day = addDays(day, 1)) {
    const departures = await departuresOn(routes, day, false);
    if (departures.some((d) => d.schedule.seatsAvailable > 0)) return day;
  }
  return null;
}

const departureTime = (d: Departure) => Date.parse(d.schedule.departureAt ?? '') || 0;

export async function searchDepartures(
  search: BusSearch,
  now: number = Date.now(),
): Promise<DepartureSearch> {
  if (!search.from || !search.to) return { status: 'incomplete' };
  if (search.from.toLowerCase() === search.to.toLowerCase()) return { status: 'same-city' };
  const today = lagosDay(now);
  const lastDay = lastBookableDay(now);
  if (search.date < today) return { status: 'past-date', today };
  if (search.date > lastDay) return { status: 'too-far', lastDay };
  const routes = await findRoutes(search.from, search.to);
  if (routes.length === 0) return { status: 'no-route' };
  const departures = await departuresOn(routes, search.date, true);
  const timed = departures
    .filter((d) => d.schedule.type === 'timed')
    .sort((a, b) => departureTime(a) - departureTime(b));
  const flexible = departures.filter((d) => d.schedule.type === 'random');
  const anyLeft = departures.some((d) => d.schedule.seatsAvailable > 0);
  return {
    status: 'found',
    timed,
    flexible,
    nextDate: anyLeft ? null : await nextDayWithDepartures(routes, search.date, lastDay),
  };
}
