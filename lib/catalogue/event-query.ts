// The /events query string: read leniently (bad values fall back to defaults) and written back as links;
// the date and city filters, which the storefront applies itself (the service's list has neither).
import { z } from 'zod';
import {
  addDays,
  isCalendarDay,
  lagosInstant,
  weekdayOf,
  type CalendarDay,
} from '@/lib/format/lagos-day';
import type { EventSummary } from './types';

export const EVENT_SORTS = ['upcoming', 'just_added', 'randomly'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const SORT_LABELS: Record<EventSort, string> = {
  upcoming: 'Soonest first',
  just_added: 'Just added',
  randomly: 'Surprise me',
};

/** Any time (empty), today, this weekend, or the days `from` to `to`. */
export const EVENT_WHENS = ['', 'today', 'weekend', 'dates'] as const;
export type EventWhen = (typeof EVENT_WHENS)[number];
export const WHEN_LABELS: Record<EventWhen, string> = {
  '': 'Any time',
  today: 'Today',
  weekend: 'This weekend',
  dates: 'Chosen dates',
};

export interface EventQuery {
  search: string;
  category: string;
  sort: EventSort;
  featured: boolean;
  page: number;
  city: string;
  when: EventWhen;
  /** Calendar days (`YYYY-MM-DD`, Lagos), set only when `when` is `dates`; `from` never after `to`. */
  from: CalendarDay;
  to: CalendarDay;
}

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const day = z.preprocess(first, z.string().trim().refine(isCalendarDay).catch('')).default('');

const schema = z.object({
  q: z.preprocess(first, z.string().trim().max(100).catch('')).default(''),
  category: z.preprocess(first, z.string().trim().max(64).catch('')).default(''),
  sort: z.preprocess(first, z.enum(EVENT_SORTS).catch('upcoming')).default('upcoming'),
  featured: z
    .preprocess(first, z.string().optional().catch(undefined))
    .transform((value) => value === '1' || value === 'true'),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
  city: z.preprocess(first, z.string().trim().max(80).catch('')).default(''),
  when: z.preprocess(first, z.enum(EVENT_WHENS).catch('')).default(''),
  from: day,
  to: day,
});

/** Chosen dates made whole: one day stands for both ends, dates without `when` mean dates, reversed ends swap. */
function readDates(
  when: EventWhen,
  from: CalendarDay,
  to: CalendarDay,
): Pick<EventQuery, 'when' | 'from' | 'to'> {
  if (when === 'today' || when === 'weekend') return { when, from: '', to: '' };
  const start = from || to;
  const end = to || from;
  if (!start) return { when: '', from: '', to: '' };
  return start <= end
    ? { when: 'dates', from: start, to: end }
    : { when: 'dates', from: end, to: start };
}

export function parseEventQuery(params: RawParams): EventQuery {
  const { q, when, from, to, ...rest } = schema.parse(params);
  return { search: q, ...rest, ...readDates(when, from, to) };
}

/** A link to /events with the given query; defaults are left out so URLs stay short and shareable. */
export function eventsHref(query: Partial<EventQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.category) params.set('category', query.category);
  if (query.sort && query.sort !== 'upcoming') params.set('sort', query.sort);
  if (query.featured) params.set('featured', '1');
  if (query.city) params.set('city', query.city);
  if (query.when) params.set('when', query.when);
  if (query.when === 'dates' && query.from) params.set('from', query.from);
  if (query.when === 'dates' && query.to) params.set('to', query.to);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/events?${text}` : '/events';
}

/** First and last day (both included) an event must be on, or null for any time. */
export interface DayWindow {
  from: CalendarDay;
  to: CalendarDay;
}

const SATURDAY = 6;
const SUNDAY = 7;

/** The days a query asks for as of `today` (Lagos): this weekend is the coming Saturday and Sunday, or what is left of it. */
export function dateWindow(
  query: Pick<EventQuery, 'when' | 'from' | 'to'>,
  today: CalendarDay,
): DayWindow | null {
  if (query.when === 'today') return { from: today, to: today };
  if (query.when === 'weekend') {
    const weekday = weekdayOf(today);
    if (weekday === SUNDAY) return { from: today, to: today };
    const saturday = addDays(today, SATURDAY - weekday);
    return { from: saturday, to: addDays(saturday, 1) };
  }
  if (query.when === 'dates' && query.from && query.to) return { from: query.from, to: query.to };
  return null;
}

/** Whether an event is in the city (any case) and under way at some moment of the days (Lagos time). */
export function matchesPlaceAndDates(
  event: Pick<EventSummary, 'city' | 'startsAt' | 'endsAt'>,
  filter: { city: string; days: DayWindow | null },
): boolean {
  if (filter.city && event.city.toLocaleLowerCase('en') !== filter.city.toLocaleLowerCase('en'))
    return false;
  if (!filter.days) return true;
  if (!event.startsAt.iso) return false;
  const start = Date.parse(event.startsAt.iso);
  const end = Math.max(start, event.endsAt?.iso ? Date.parse(event.endsAt.iso) : start);
  const opens = lagosInstant(filter.days.from, 0);
  // An event that ends at the first midnight is over before the days begin.
  return start < lagosInstant(addDays(filter.days.to, 1), 0) && (start >= opens || end > opens);
}
