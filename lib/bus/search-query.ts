// The coach search as it lives in the URL (from, to, date, travellers): read leniently, written canonically.
import { z } from 'zod';
import { isCalendarDay, lagosDay } from '@/lib/format/lagos-day';

export const MAX_TRAVELLERS = 10;

export interface BusSearch {
  from: string;
  to: string;
  date: string;
  travellers: number;
}

const city = z.string().trim().max(80).catch('');
const travellers = z.coerce.number().int().min(1).max(MAX_TRAVELLERS).catch(1);

/** Anything a URL may carry becomes a search; a missing or unreadable date means today. */
export function readBusSearch(
  params: Record<string, string | string[] | undefined>,
  now: number = Date.now(),
): BusSearch {
  const one = (key: string) => {
    const value = params[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const date = one('date') ?? '';
  return {
    from: city.parse(one('from') ?? ''),
    to: city.parse(one('to') ?? ''),
    date: isCalendarDay(date) ? date : lagosDay(now),
    travellers: travellers.parse(one('travellers') ?? 1),
  };
}

export function busSearchHref(search: BusSearch): string {
  const query = new URLSearchParams({
    from: search.from,
    to: search.to,
    date: search.date,
    travellers: String(search.travellers),
  });
  return `/bus?${query}`;
}

/** The page of one departure, keeping the number of travellers. */
export function departureHref(routeId: number, scheduleId: number, travellers: number): string {
  return `/bus/${routeId}/${scheduleId}?travellers=${travellers}`;
}
