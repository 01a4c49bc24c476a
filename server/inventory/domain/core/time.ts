// Time on the wire: Africa/Lagos dates, date-times and clock times, and calendar arithmetic.
//
// Lagos has kept UTC+1 with no daylight saving since 1919, so a fixed offset is exact and far
// cheaper than Intl on the hot read paths.
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;
export const LAGOS_OFFSET = '+01:00';
export const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
/** ISO weekday names, index 1 (Monday) to 7 (Sunday). */
export const WEEKDAY_NAMES = [
  '',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date whose UTC fields read as Africa/Lagos wall-clock time. */
function lagosFields(ms: number): Date {
  return new Date(Number(ms) + LAGOS_OFFSET_MS);
}

/** The spec's `Day, DD Mon YYYY HH:MM:SS`, in Africa/Lagos time: `Sat, 21 Nov 2026 19:00:00`. */
export function formatSpecDate(ms: number): string {
  const d = lagosFields(ms);
  return (
    `${DAY_NAMES[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Matches `formatSpecDate` output; handy in tests and clients. */
export const SPEC_DATE_PATTERN =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2}$/;

/** `YYYY-MM-DD` of the Africa/Lagos calendar day containing `ms`. */
export function lagosDate(ms: number): string {
  const d = lagosFields(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `Y-m-d H:i` in Africa/Lagos (bus departures). */
export function lagosDateTime(ms: number): string {
  const d = lagosFields(ms);
  return `${lagosDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** ISO 8601 with the Lagos offset: `2026-11-21T13:03:00+01:00`. */
export function lagosIso(ms: number): string {
  const d = lagosFields(ms);
  return `${lagosDateTime(ms).replace(' ', 'T')}:${pad(d.getUTCSeconds())}${LAGOS_OFFSET}`;
}

/** Epoch ms of Lagos midnight starting the day `YYYY-MM-DD`; NaN when the date is not real. */
export function lagosMidnight(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return Number.NaN;
  return utc - LAGOS_OFFSET_MS;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(date: string): boolean {
  return !Number.isNaN(lagosMidnight(date));
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return lagosDate(lagosMidnight(date) + days * DAY_MS);
}

/** ISO weekday of a `YYYY-MM-DD` date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(lagosMidnight(date) + LAGOS_OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Day of month (1..31) of a `YYYY-MM-DD` date. */
export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}

/** Epoch ms of a wall-clock `HH:MM` (24 h) on a Lagos date. */
export function lagosDateAt(date: string, clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return lagosMidnight(date) + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

/** Stored `HH:MM` (24 h) to the spec's `9:00AM` / `2:30PM`. */
export function formatClockTime(clock: string): string {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${pad(m)}${suffix}`;
}
