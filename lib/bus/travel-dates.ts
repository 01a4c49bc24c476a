// The days coaches are sold for: from today (Lagos) to the last bookable day.
import { addDays, lagosDay } from '@/lib/format/lagos-day';

/** Departures are sold this many days after today (Lagos), today included as day 0. */
export const BOOKING_HORIZON_DAYS = 14;

export function lastBookableDay(now: number = Date.now()): string {
  return addDays(lagosDay(now), BOOKING_HORIZON_DAYS);
}
