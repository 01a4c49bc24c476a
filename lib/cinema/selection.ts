// What a film page offers for the choices in its URL: the location, its date strip, that day's showtimes, the chosen one.
import { type CalendarDay, lagosDay } from '@/lib/format/lagos-day';
import type { FilmQuery } from './cinema-query';
import { bookableShowtimes, findLocation, hasStarted, showingDays, showtimesOn } from './schedule';
import type { CinemaLocation, FilmSchedule, Showtime } from './types';

/** Why the URL's choice was not taken as it stands; the page says it in words. */
export type SelectionNotice =
  | { kind: 'unknown-location' }
  | { kind: 'nothing-left'; location: CinemaLocation }
  | { kind: 'day-over'; date: CalendarDay }
  | { kind: 'not-showing-that-day'; date: CalendarDay }
  | { kind: 'time-started'; date: CalendarDay; time: Showtime }
  | { kind: 'unknown-time' };

export interface FilmSelection {
  location: CinemaLocation | null;
  /** The date strip: the days it shows at the location, plus a chosen day further ahead. */
  days: CalendarDay[];
  date: CalendarDay | null;
  /** The showtimes of that day still to start. */
  times: Showtime[];
  time: Showtime | null;
  notice: SelectionNotice | null;
}

type Wanted = Pick<FilmQuery, 'date' | 'time'>;
type Choice<T> = { value: T; notice: SelectionNotice | null };

function chooseLocation(schedule: FilmSchedule, query: FilmQuery): Choice<CinemaLocation | null> {
  const only = schedule.locations.length === 1 ? schedule.locations[0]! : null;
  if (query.location === null) return { value: only, notice: null };
  const found = findLocation(schedule, query.location);
  return found
    ? { value: found, notice: null }
    : { value: only, notice: { kind: 'unknown-location' } };
}

/** The wanted day when it still has showtimes to start, else the first day offered, with the reason. */
function chooseDay(
  schedule: FilmSchedule,
  locationId: number,
  wanted: Wanted,
  days: CalendarDay[],
  now: number,
): Choice<CalendarDay> {
  const date = wanted.date;
  if (!date) return { value: days[0]!, notice: null };
  const all = showtimesOn(schedule, locationId, date);
  const open = bookableShowtimes(schedule, locationId, date, now).length > 0;
  // A showtime of an earlier day has not just started: that day is over.
  const today = lagosDay(now);
  const started =
    date === today
      ? all.find((time) => time.id === wanted.time && hasStarted(date, time, now))
      : undefined;
  if (started)
    return { value: open ? date : days[0]!, notice: { kind: 'time-started', date, time: started } };
  if (open) return { value: date, notice: null };
  const over = all.length > 0 || date < today;
  return {
    value: days[0]!,
    notice: over ? { kind: 'day-over', date } : { kind: 'not-showing-that-day', date },
  };
}

export function resolveSelection(
  schedule: FilmSchedule,
  query: FilmQuery,
  now: number,
): FilmSelection {
  const { value: location, notice: locationNotice } = chooseLocation(schedule, query);
  const empty = { days: [], date: null, times: [], time: null };
  if (!location) return { location, ...empty, notice: locationNotice };
  const days = showingDays(schedule, location.id, now);
  if (days.length === 0)
    return { location, ...empty, notice: locationNotice ?? { kind: 'nothing-left', location } };

  // A location that does not exist voids the rest of the choice: its ids meant another location.
  const wanted: Wanted = locationNotice ? { date: null, time: null } : query;
  const { value: date, notice: dayNotice } = chooseDay(schedule, location.id, wanted, days, now);
  const times = bookableShowtimes(schedule, location.id, date, now);
  let notice = locationNotice ?? dayNotice;
  const time =
    notice || wanted.time === null ? null : (times.find((t) => t.id === wanted.time) ?? null);
  if (!notice && wanted.time !== null && !time) notice = { kind: 'unknown-time' };
  return {
    location,
    days: days.includes(date) ? days : [...days, date],
    date,
    times,
    time,
    notice,
  };
}
