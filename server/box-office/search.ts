// The box office's one search: events, today's and tomorrow's screenings and departures, and hotels, by
// words; or an event or film by its scanned id. Each hit links to the sale screen with the item picked.
import 'server-only';
import { matchesWords, pickHref, type SearchInput } from '@/lib/box-office/search-query';
import { addDays as addBusDays, lagosToday } from '@/lib/bus/travel-dates';
import { addDays as addCinemaDays, lagosDay } from '@/lib/cinema/calendar';
import { bookableShowtimes } from '@/lib/cinema/schedule';
import { formatShowtime } from '@/lib/cinema/showtime';
import type { FilmSummary } from '@/lib/cinema/types';
import { formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatEventDate } from '@/lib/format/event-date';
import { formatNaira } from '@/lib/format/money';
import type { SellableKind } from '@/lib/sellables/kinds';
import { listRoutes, listSchedules } from '@/server/ticketing/kinds/bus/reads';
import { getEvent, listEvents } from '@/server/ticketing/kinds/event/reads';
import { getFilm, listFilms } from '@/server/ticketing/kinds/cinema/reads';
import { allHotels } from '@/server/ticketing/kinds/hotel/reads';

export interface SearchHit {
  key: string;
  kind: SellableKind;
  title: string;
  detail: string;
  href: string;
}

export interface SearchResults {
  hits: SearchHit[];
  /** Kinds whose part of the search failed (the service did not answer): said, not hidden. */
  failed: SellableKind[];
}

// A results list a cashier can scan at a glance; more words narrow it.
const MAX_PER_KIND = 12;
const MAX_ROUTES = 6;

async function eventHits(words: string[]): Promise<SearchHit[]> {
  const page = await listEvents({ search: words.join(' ') });
  return page.events.map((event) => ({
    key: `event-${event.id}`,
    kind: 'event',
    title: event.title,
    detail: `${formatEventDate(event.startsAt)} · ${event.city}`,
    href: pickHref({ kind: 'event', eventId: event.id }),
  }));
}

/** The screenings still to start today, then tomorrow's (sold ahead at the counter, as the last show of a day starts). */
function screeningHits(films: FilmSummary[], now: number): SearchHit[] {
  const today = lagosDay(now);
  const days = [
    { day: today, label: 'Today' },
    { day: addCinemaDays(today, 1), label: 'Tomorrow' },
  ];
  return films.flatMap((film) =>
    days.flatMap(({ day, label }) =>
      film.schedule.locations.flatMap((location) =>
        bookableShowtimes(film.schedule, location.id, day, now).map((time) => ({
          key: `cinema-${film.id}-${location.id}-${time.id}-${day}`,
          kind: 'cinema' as const,
          title: film.title,
          detail: `${label} ${formatShowtime(time.start)} · ${location.name}`,
          href: pickHref({ kind: 'cinema', filmId: film.id, locationId: location.id, timeId: time.id, date: day }),
        })),
      ),
    ),
  );
}

async function cinemaHits(words: string[], now: number): Promise<SearchHit[]> {
  const films = await listFilms();
  return screeningHits(
    films.filter((film) => matchesWords(words, film.title, ...film.schedule.locations.map((l) => l.name))),
    now,
  );
}

async function busHits(words: string[], now: number): Promise<SearchHit[]> {
  const routes = (await listRoutes())
    .filter((r) => matchesWords(words, r.origin.city, r.origin.terminal, r.destination.city, r.destination.terminal, r.operator))
    .slice(0, MAX_ROUTES);
  const today = lagosToday(now);
  const days = [today, addBusDays(today, 1)];
  const lists = await Promise.all(routes.flatMap((route) => days.map(async (day) => (await listSchedules(route.id, day)).map((schedule) => ({ route, schedule, day })))));
  return lists
    .flat()
    .filter(({ schedule }) => schedule.bookable && schedule.seatsAvailable > 0 && (!schedule.departureAt || Date.parse(schedule.departureAt) > now))
    .map(({ route, schedule, day }) => ({
      key: `bus-${schedule.id}-${day}`,
      kind: 'bus' as const,
      title: `${route.origin.city} → ${route.destination.city}`,
      detail: [
        schedule.departureAt ? formatLagosDateTime(schedule.departureAt) : `${day === today ? 'Today' : 'Tomorrow'}, any time`,
        route.operator,
        `${schedule.seatsAvailable} seats left`,
        formatNaira(schedule.price),
      ]
        .filter(Boolean)
        .join(' · '),
      href: pickHref({ kind: 'bus', scheduleId: schedule.id }),
    }));
}

async function hotelHits(words: string[]): Promise<SearchHit[]> {
  const hotels = (await allHotels()).filter((hotel) => matchesWords(words, hotel.name, hotel.city, hotel.location));
  return hotels.map((hotel) => ({
    key: `hotel-${hotel.id}`,
    kind: 'hotel' as const,
    title: hotel.name,
    detail: [hotel.location, hotel.priceFrom !== null ? `from ${formatNaira(hotel.priceFrom)} a night` : null].filter(Boolean).join(' · '),
    href: pickHref({ kind: 'hotel', hotelId: hotel.id }),
  }));
}

async function byId(id: string, now: number): Promise<SearchResults> {
  const [event, film] = await Promise.all([getEvent(id).catch(() => null), getFilm(id).catch(() => null)]);
  if (film) return { hits: screeningHits([film], now), failed: [] };
  if (event) return { hits: [{ key: `event-${event.id}`, kind: 'event', title: event.title, detail: formatEventDate(event.startsAt), href: pickHref({ kind: 'event', eventId: event.id }) }], failed: [] };
  return { hits: [], failed: [] };
}

/** Searches every kind at once; one kind failing leaves the others' results. */
export async function searchSellables(input: SearchInput, now: number = Date.now()): Promise<SearchResults> {
  if (input.type === 'id') return byId(input.id, now);
  if (input.type !== 'text') return { hits: [], failed: [] };
  const parts: [SellableKind, Promise<SearchHit[]>][] = [
    ['event', eventHits(input.words)],
    ['cinema', cinemaHits(input.words, now)],
    ['bus', busHits(input.words, now)],
    ['hotel', hotelHits(input.words)],
  ];
  const settled = await Promise.allSettled(parts.map(([, hits]) => hits));
  const hits: SearchHit[] = [];
  const failed: SellableKind[] = [];
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') hits.push(...result.value.slice(0, MAX_PER_KIND));
    else failed.push(parts[index]![0]);
  });
  return { hits, failed };
}
