// Reads the service's `Day, DD Mon YYYY HH:MM:SS` dates (Africa/Lagos time) and formats them for people.
import { LAGOS_OFFSET_MS, LAGOS_TIME_ZONE } from './lagos-day';

/** A date as the service sent it, with its instant when the text could be read. */
export interface EventDate {
  iso: string | null;
  text: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PATTERN =
  /^(?:[A-Za-z]{3},?\s+)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
// The fixed offset of Lagos (lagos-day.ts) as ISO 8601 writes it.
const LAGOS_OFFSET = '+01:00';

export function parseEventDate(text: string): EventDate {
  const match = PATTERN.exec(text.trim());
  if (match) {
    const [, day, mon, year, hour, minute, second] = match;
    const month = MONTHS.indexOf(mon!.toLowerCase()) + 1;
    if (month > 0) {
      const pad = (value: string | number) => String(value).padStart(2, '0');
      const local = `${year}-${pad(month)}-${pad(day!)}T${pad(hour!)}:${minute}:${second ?? '00'}${LAGOS_OFFSET}`;
      const time = Date.parse(local);
      if (!Number.isNaN(time)) return { iso: new Date(time).toISOString(), text };
    }
  }
  // Some replies may already carry ISO 8601; anything else is shown as sent.
  const fallback = Date.parse(text);
  return { iso: Number.isNaN(fallback) ? null : new Date(fallback).toISOString(), text };
}

/** An instant as ISO 8601 in Lagos wall-clock time with its offset (`2026-12-05T16:00:00+01:00`); null when unreadable. */
export function lagosIsoString(instant: string | number): string | null {
  const time = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(time)) return null;
  return `${new Date(time + LAGOS_OFFSET_MS).toISOString().slice(0, 19)}${LAGOS_OFFSET}`;
}

/** Day, date and time of day as people in Lagos read them. */
export const lagosDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // h12 rather than hour12: en-GB with hour12 writes midnight as "0:00 am".
  hourCycle: 'h12',
});

export function formatEventDate(date: EventDate): string {
  return date.iso ? lagosDateTimeFormat.format(new Date(date.iso)) : date.text;
}

/** The pieces of an instant as people in Lagos read them: `Sat`, `5`, `Dec`, `2026`, `10:00 am`. */
function piecesOf(iso: string) {
  const parts = Object.fromEntries(
    lagosDateTimeFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    weekday: parts.weekday!,
    day: parts.day!,
    month: parts.month!,
    year: parts.year!,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`,
  };
}

/** Start and end of an event as two texts; the end says only what differs from the start. */
export interface EventRangeText {
  start: string;
  /** Null when there is no end worth showing (none, unreadable, or not after the start). */
  end: string | null;
}

/**
 * An event's dates without saying a day twice: `Sat, 5 Dec 2026, 10:00 am` – `10:00 pm` on one day;
 * `Fri, 4 Dec, 8:00 pm` – `Sun, 6 Dec 2026, 2:00 am` over several, the year on the start only when it differs.
 */
export function formatEventRange(start: EventDate, end: EventDate | null): EventRangeText {
  const startText = formatEventDate(start);
  if (!start.iso || !end?.iso || Date.parse(end.iso) <= Date.parse(start.iso))
    return { start: startText, end: null };
  const from = piecesOf(start.iso);
  const to = piecesOf(end.iso);
  const sameYear = from.year === to.year;
  if (sameYear && from.month === to.month && from.day === to.day)
    return { start: startText, end: to.time };
  const day = (p: typeof from, withYear: boolean) =>
    `${p.weekday}, ${p.day} ${p.month}${withYear ? ` ${p.year}` : ''}, ${p.time}`;
  return { start: day(from, !sameYear), end: day(to, true) };
}
