// Calendar days in Africa/Lagos for coach searches: today, the last bookable day, and day arithmetic.
import { EVENT_TIME_ZONE } from '@/lib/format/event-date';

/** Departures are sold this many days after today (Lagos), today included as day 0. */
export const BOOKING_HORIZON_DAYS = 14;

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Lagos as `YYYY-MM-DD`. */
export function lagosToday(now: number = Date.now()): string {
  return ymd.format(new Date(now));
}

/** `YYYY-MM-DD` plus (or minus) whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export function lastBookableDay(now: number = Date.now()): string {
  return addDays(lagosToday(now), BOOKING_HORIZON_DAYS);
}

/** Whether `YYYY-MM-DD` names a real calendar day (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return addDays(date, 0) === date;
}
