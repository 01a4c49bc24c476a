// Formats calendar dates (`YYYY-MM-DD`) and instants as Lagos wall-clock time.
import { lagosDateTimeFormat } from './event-date';

const calendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `2026-11-24` → `Tue, 24 Nov 2026`; anything else is shown as sent. */
export function formatCalendarDate(ymd: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return ymd;
  // Noon UTC names the same calendar day everywhere.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(date.getTime()) ? ymd : calendar.format(date);
}

/** An ISO 8601 instant as Lagos wall-clock time, for departures. */
export function formatLagosDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : lagosDateTimeFormat.format(new Date(time));
}

const lagosTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** An ISO 8601 instant as the Lagos time of day (`7:30 am`), for today's departures. */
export function formatLagosTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : lagosTime.format(new Date(time));
}
