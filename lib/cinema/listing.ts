// The /cinema listing: which films are on, where, filtered by cinema and by day; and the cinemas to filter by.
import { addDays, type CalendarDay, lagosDay } from '@/lib/format/lagos-day';
import type { CinemaQuery } from './cinema-query';
import { bookableShowtimes, filmStatus, nextShowingDay } from './schedule';
import type { CinemaLocation, FilmSummary, Showtime } from './types';

export interface FilmListing {
  film: FilmSummary;
  /** The film's locations that match the filter and still have a screening to offer. */
  locations: CinemaLocation[];
  status: { state: 'showing'; next: CalendarDay } | { state: 'coming-soon'; opens: CalendarDay };
  /** With a day chosen: the showtimes still to start that day at those locations, one per start time. */
  showtimes: Showtime[];
}

export interface Venue {
  key: string;
  name: string;
  city: string;
}

// How far past a day with nothing on the listing looks for the next day with something on.
const NEXT_DAY_HORIZON = 60;

function isOn(
  location: CinemaLocation,
  film: FilmSummary,
  date: CalendarDay | null,
  now: number,
): boolean {
  const { schedule } = film;
  return date
    ? bookableShowtimes(schedule, location.id, date, now).length > 0
    : nextShowingDay(schedule, location.id, now) !== null;
}

/** The films on at the chosen cinema (all when none) on the chosen day (any day to come when none), in the given order. */
export function listCinema(films: FilmSummary[], query: CinemaQuery, now: number): FilmListing[] {
  return films.flatMap((film) => {
    const locations = film.schedule.locations.filter(
      (location) =>
        (!query.venue || location.venue === query.venue) && isOn(location, film, query.date, now),
    );
    const status = filmStatus(film.schedule, now);
    if (locations.length === 0 || status.state === 'over') return [];
    return [
      {
        film,
        locations,
        status,
        showtimes: query.date ? startsOf(film, locations, query.date, now) : [],
      },
    ];
  });
}

function startsOf(
  film: FilmSummary,
  locations: CinemaLocation[],
  date: CalendarDay,
  now: number,
): Showtime[] {
  const byStart = new Map<number, Showtime>();
  for (const time of locations.flatMap((location) =>
    bookableShowtimes(film.schedule, location.id, date, now),
  )) {
    if (!byStart.has(time.startMinutes)) byStart.set(time.startMinutes, time);
  }
  return [...byStart.values()].sort((a, b) => a.startMinutes - b.startMinutes);
}

/** Showing now in the given order; coming soon by opening day. */
export function splitByStatus(listings: FilmListing[]) {
  const opens = (listing: FilmListing) =>
    listing.status.state === 'coming-soon' ? listing.status.opens : '';
  return {
    showing: listings.filter((listing) => listing.status.state === 'showing'),
    comingSoon: listings
      .filter((listing) => listing.status.state === 'coming-soon')
      .sort((a, b) => opens(a).localeCompare(opens(b))),
  };
}

/** Every cinema any film shows at, once, by city then name. */
export function venuesOf(films: FilmSummary[]): Venue[] {
  const venues = new Map<string, Venue>();
  for (const location of films.flatMap((film) => film.schedule.locations)) {
    if (!venues.has(location.venue))
      venues.set(location.venue, {
        key: location.venue,
        name: location.name,
        city: location.address.city,
      });
  }
  return [...venues.values()].sort(
    (a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name),
  );
}

/** The first day after the chosen one with a film on (at the chosen cinema), or null within the horizon. */
export function nextDayWithFilms(
  films: FilmSummary[],
  query: CinemaQuery & { date: CalendarDay },
  now: number,
): CalendarDay | null {
  const today = lagosDay(now);
  const from = query.date < today ? today : addDays(query.date, 1);
  for (let offset = 0; offset < NEXT_DAY_HORIZON; offset += 1) {
    const date = addDays(from, offset);
    if (listCinema(films, { ...query, date }, now).length > 0) return date;
  }
  return null;
}
