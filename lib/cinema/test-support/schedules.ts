// Builders of film schedules for the schedule, listing and selection tests.
import { lagosInstant } from '@/lib/format/lagos-day';
import { showtimeMinutes } from '../showtime';
import type {
  CinemaLocation,
  DayRule,
  DayTimes,
  FilmSchedule,
  FilmSummary,
  Showtime,
} from '../types';

/** The tests' "now": Monday 23 November 2026, 06:00 in Lagos. */
export const TODAY = '2026-11-23';
export const NOW = lagosInstant(TODAY, 6 * 60);
export const at = (day: string, hhmm: string) => lagosInstant(day, showtimeMinutes(hhmm)!);

export function time(id: number, start: string, locationId: number | null = null): Showtime {
  return { id, start, end: null, startMinutes: showtimeMinutes(start)!, locationId };
}

export const group = (rule: DayRule, times: Showtime[]): DayTimes => ({ rule, times });
export const weekday = (day: number): DayRule => ({ on: 'weekday', weekday: day });
export const monthDay = (day: number): DayRule => ({ on: 'day-of-month', day });
export const date = (day: string): DayRule => ({ on: 'date', date: day });

export function location(
  id: number,
  name: string,
  overrides: Partial<CinemaLocation> = {},
): CinemaLocation {
  return {
    id,
    name,
    venue: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: { street: '', town: '', city: 'Lagos', country: 'Nigeria' },
    isHeadquarters: false,
    times: [],
    days: [],
    ...overrides,
  };
}

export function schedule(overrides: Partial<FilmSchedule> = {}): FilmSchedule {
  return {
    showing: 'weekly',
    sharedTimes: true,
    perDayTimes: false,
    specificDates: [],
    times: [],
    days: [],
    locations: [location(1, 'Lekki', { isHeadquarters: true })],
    run: { first: '2026-11-20', last: '2026-12-31' },
    ...overrides,
  };
}

export function film(id: string, title: string, filmSchedule: FilmSchedule): FilmSummary {
  return {
    id,
    title,
    imageUrl: null,
    category: null,
    organiser: null,
    featured: false,
    facts: { runtime: null, rating: null },
    schedule: filmSchedule,
  };
}
