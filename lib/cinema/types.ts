// The storefront's own cinema types; pages and the schedule logic depend on these, never on wire shapes.
import type { Address, EventCategory } from '@/lib/catalogue/types';
import type { CalendarDay } from '@/lib/format/lagos-day';

export type Showing = 'daily' | 'weekly' | 'monthly';

export interface Showtime {
  /** The `time_id` of a purchase. */
  id: number;
  /** As the service writes it (`8:30PM`); shown through `formatShowtime`. */
  start: string;
  end: string | null;
  /** Minutes after midnight of `start`, Lagos time. */
  startMinutes: number;
  /** The location the time belongs to, when the service says. */
  locationId: number | null;
}

/** Which days a per-day group of showtimes applies to. */
export type DayRule =
  | { on: 'weekday'; weekday: number }
  | { on: 'day-of-month'; day: number }
  | { on: 'date'; date: CalendarDay };

export interface DayTimes {
  rule: DayRule;
  times: Showtime[];
}

export interface CinemaLocation {
  /** The `cinema_location_id` of a purchase; unique within one film only. */
  id: number;
  name: string;
  /** The same cinema across films (ids differ per film): a slug of its name. */
  venue: string;
  address: Address;
  isHeadquarters: boolean;
  times: Showtime[];
  days: DayTimes[];
}

export interface FilmSchedule {
  showing: Showing;
  sharedTimes: boolean;
  perDayTimes: boolean;
  specificDates: CalendarDay[];
  times: Showtime[];
  days: DayTimes[];
  locations: CinemaLocation[];
  /** First and last day of the run, Lagos time; null when the service did not say. */
  run: { first: CalendarDay | null; last: CalendarDay | null };
}

export interface FilmFacts {
  runtime: string | null;
  rating: string | null;
}

export interface FilmSummary {
  id: string;
  title: string;
  imageUrl: string | null;
  category: EventCategory | null;
  organiser: string | null;
  featured: boolean;
  facts: FilmFacts;
  schedule: FilmSchedule;
}

export interface FilmDetail extends FilmSummary {
  description: string;
  images: string[];
}

/** One screening: a location, a showtime and a day. */
export interface ScreeningChoice {
  locationId: number;
  timeId: number;
  date: CalendarDay;
}

/** A chosen screening as the film page shows it and the checkout needs it. */
export interface ScreeningSummary extends ScreeningChoice {
  locationName: string;
  /** As the service writes it (`8:30PM`). */
  start: string;
}

/** A screening as the service confirmed it alongside its ticket categories. */
export interface ScreeningInfo extends ScreeningChoice {
  locationName: string | null;
  start: string;
  end: string | null;
  /** ISO 8601 instant of the start, when the service gave it. */
  startsAt: string | null;
}
