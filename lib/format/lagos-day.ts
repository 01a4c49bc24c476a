// The calendar as Lagos counts it: days written `YYYY-MM-DD`, today, day arithmetic, weekdays and instants.

/** The one time zone of the shop: the service counts days and times in Lagos, whatever the browser's zone. */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
// Lagos has kept UTC+1 with no daylight saving since 1919, so a fixed offset is exact.
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** A calendar day written `YYYY-MM-DD`; always a real date when it passed `isCalendarDay`. */
export type CalendarDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;

// en-CA writes dates as YYYY-MM-DD.
const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const utcMidnight = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);

/** Midnight UTC of a real calendar day, or null for anything else (`2026-02-30`, `2026-1-5`, `23/11/2026`). */
function realMidnight(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const time = utcMidnight(text);
  // Date.parse rolls 2026-02-30 over to March; a real day reads back the same.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text ? time : null;
}

function midnightOf(day: CalendarDay): number {
  const time = realMidnight(day);
  if (time === null) throw new RangeError(`not a calendar day: ${day}`);
  return time;
}

/** Whether the text is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  return realMidnight(text) !== null;
}

/** The day it is in Lagos at an instant (milliseconds since the epoch), today when none is given. */
export function lagosDay(now: number = Date.now()): CalendarDay {
  return lagosDayFormat.format(new Date(now));
}

/** The day `days` after (or before, when negative) a calendar day; a RangeError for anything else. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(midnightOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another, negative when `to` comes first; a RangeError for anything else. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((midnightOf(to) - midnightOf(from)) / DAY_MS);
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
