// Times at the box office as the staff in Lagos read them, to the second for records.
import { LAGOS_TIME_ZONE } from '@/lib/format/lagos-day';

const recordTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h12',
});

/** e.g. "Mon 23 Nov, 9:02:11 am". */
export const formatRecordTime = (ms: number): string => recordTime.format(ms);

const clockTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** e.g. "6:02 pm". */
export const formatClockTime = (ms: number): string => clockTime.format(ms);

// en-CA writes the date as YYYY-MM-DD; the time is put together from its parts.
const sortableTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A spreadsheet-friendly Lagos time, e.g. "2026-11-23 09:02:11". */
export function lagosDateTime(ms: number): string {
  const part = Object.fromEntries(
    sortableTime.formatToParts(ms).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
