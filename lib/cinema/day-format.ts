// Calendar days for people: `Tue 24 Nov` in strips and cards, `Tuesday 24 November` in sentences, today and tomorrow named.
import { addDays, type CalendarDay } from '@/lib/format/lagos-day';

// A calendar day has no zone of its own: it is formatted at UTC midnight, in UTC.
const short = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const long = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const withYear = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const instant = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);

/** `Tue 24 Nov` */
export function formatShortDay(day: CalendarDay): string {
  return short.format(instant(day)).replace(',', '');
}

/** `Tuesday 24 November`, with the year when it is not this year's. */
export function formatLongDay(day: CalendarDay, today: CalendarDay): string {
  return (day.slice(0, 4) === today.slice(0, 4) ? long : withYear)
    .format(instant(day))
    .replace(',', '');
}

/** `Today`, `Tomorrow`, or null for any other day. */
export function relativeDayName(day: CalendarDay, today: CalendarDay): string | null {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return null;
}

/** `today`, `tomorrow` or `Tuesday 24 November`, for the middle of a sentence. */
export function namedDay(day: CalendarDay, today: CalendarDay): string {
  return relativeDayName(day, today)?.toLowerCase() ?? formatLongDay(day, today);
}

/** `today`, `tomorrow` or `on Tuesday 24 November`: the end of a sentence about that day. */
export function onDay(day: CalendarDay, today: CalendarDay): string {
  return relativeDayName(day, today) ? namedDay(day, today) : `on ${formatLongDay(day, today)}`;
}
