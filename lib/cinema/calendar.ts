// Calendar days (`YYYY-MM-DD`) as Lagos counts them: today, arithmetic, weekday, day of month, instants.
import { EVENT_TIME_ZONE } from '@/lib/format/event-date';

/** A calendar day written `YYYY-MM-DD`; always a real date when it passed `isCalendarDay`. */
export type CalendarDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;
// Lagos has kept UTC+1 with no daylight saving since 1919, so a fixed offset is exact.
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a real day reads back the same.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The day it is in Lagos at `now` (milliseconds since the epoch). */
export function lagosDay(now: number): CalendarDay {
  return lagosDayFormat.format(new Date(now));
}

const utcMidnight = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 Monday to 7 Sunday, as the spec numbers weekdays. */
export function weekdayOf(day: CalendarDay): number {
  return ((new Date(utcMidnight(day)).getUTCDay() + 6) % 7) + 1;
}

export function dayOfMonth(day: CalendarDay): number {
  return Number(day.slice(8, 10));
}

/** The instant a Lagos wall-clock time (minutes after midnight) falls on that day. */
export function lagosInstant(day: CalendarDay, minutes: number): number {
  return utcMidnight(day) + minutes * 60 * 1000 - LAGOS_OFFSET_MS;
}
