// When and where a film shows: its days at a location, the showtimes of a day, and which have started.
import {
  addDays,
  type CalendarDay,
  dayOfMonth,
  lagosDay,
  lagosInstant,
  weekdayOf,
} from '@/lib/format/lagos-day';
import type { CinemaLocation, DayRule, DayTimes, FilmSchedule, Showtime } from './types';

/** The date strip shows this many showing days at most. */
export const DATE_STRIP_DAYS = 14;
// Runs without a last day, or years long, are looked at this far ahead and no further.
const MAX_SCAN_DAYS = 400;

export function findLocation(
  schedule: FilmSchedule,
  locationId: number,
): CinemaLocation | undefined {
  return schedule.locations.find((location) => location.id === locationId);
}

function withinRun({ run }: FilmSchedule, day: CalendarDay): boolean {
  return (run.first === null || day >= run.first) && (run.last === null || day <= run.last);
}

/** Whether the film plays at all that day: a `daily` film on its specific dates, the others every day of the run. */
function runsOn(schedule: FilmSchedule, day: CalendarDay): boolean {
  if (!withinRun(schedule, day)) return false;
  if (schedule.showing !== 'daily') return true;
  if (schedule.specificDates.length > 0) return schedule.specificDates.includes(day);
  // Without specific dates, a daily film's dated per-day groups are the only word on its days.
  return schedule.perDayTimes;
}

function ruleMatches(rule: DayRule, day: CalendarDay): boolean {
  switch (rule.on) {
    case 'weekday':
      return rule.weekday === weekdayOf(day);
    case 'day-of-month':
      return rule.day === dayOfMonth(day);
    case 'date':
      return rule.date === day;
  }
}

const ofLocation = (times: Showtime[], location: CinemaLocation) =>
  times.filter((time) => time.locationId === null || time.locationId === location.id);

/**
 * The spec's "Where showtimes are read" table. When the place it names is empty the other one is read
 * (restricted to the location's own times), so a provider that fills the other place still works.
 */
function sourceOf(
  schedule: FilmSchedule,
  location: CinemaLocation,
): { times: Showtime[]; days: DayTimes[] } {
  if (schedule.perDayTimes) {
    const [primary, other] = schedule.sharedTimes
      ? [schedule.days, location.days]
      : [location.days, schedule.days];
    const days =
      primary.length > 0
        ? primary
        : other.map((group) => ({ ...group, times: ofLocation(group.times, location) }));
    return { times: [], days };
  }
  const [primary, other] = schedule.sharedTimes
    ? [schedule.times, location.times]
    : [location.times, schedule.times];
  return { times: primary.length > 0 ? primary : ofLocation(other, location), days: [] };
}

function sortedUnique(times: Showtime[]): Showtime[] {
  const byId = new Map(times.map((time) => [time.id, time]));
  return [...byId.values()].sort((a, b) => a.startMinutes - b.startMinutes || a.id - b.id);
}

/** Every showtime of the film at the location on that day, started or not, earliest first. */
export function showtimesOn(
  schedule: FilmSchedule,
  locationId: number,
  day: CalendarDay,
): Showtime[] {
  const location = findLocation(schedule, locationId);
  if (!location || !runsOn(schedule, day)) return [];
  const source = sourceOf(schedule, location);
  if (!schedule.perDayTimes) return sortedUnique(source.times);
  return sortedUnique(
    source.days.filter((group) => ruleMatches(group.rule, day)).flatMap((group) => group.times),
  );
}

function startsAt(day: CalendarDay, time: Showtime): number {
  return lagosInstant(day, time.startMinutes);
}

export function hasStarted(day: CalendarDay, time: Showtime, now: number): boolean {
  return startsAt(day, time) <= now;
}

/** The showtimes a customer can still choose: those that have not started at `now`. */
export function bookableShowtimes(
  schedule: FilmSchedule,
  locationId: number,
  day: CalendarDay,
  now: number,
): Showtime[] {
  return showtimesOn(schedule, locationId, day).filter((time) => !hasStarted(day, time, now));
}

/** The days worth looking at from `from` on, in order: specific dates for a daily film, else every day of the run. */
function* candidateDays(schedule: FilmSchedule, from: CalendarDay): Generator<CalendarDay> {
  if (schedule.showing === 'daily' && schedule.specificDates.length > 0) {
    yield* [...new Set(schedule.specificDates)]
      .filter((day) => day >= from && withinRun(schedule, day))
      .sort();
    return;
  }
  const first =
    schedule.run.first !== null && schedule.run.first > from ? schedule.run.first : from;
  for (let offset = 0; offset < MAX_SCAN_DAYS; offset += 1) {
    const day = addDays(first, offset);
    if (schedule.run.last !== null && day > schedule.run.last) return;
    yield day;
  }
}

/** The days from today (Lagos) with a showtime still to start at the location, at most `limit` of them. */
export function showingDays(
  schedule: FilmSchedule,
  locationId: number,
  now: number,
  limit = DATE_STRIP_DAYS,
): CalendarDay[] {
  const days: CalendarDay[] = [];
  if (limit <= 0 || !findLocation(schedule, locationId)) return days;
  for (const day of candidateDays(schedule, lagosDay(now))) {
    if (bookableShowtimes(schedule, locationId, day, now).length > 0) days.push(day);
    if (days.length >= limit) break;
  }
  return days;
}

/** The next day with a showtime still to start at the location, or null when none is left. */
export function nextShowingDay(
  schedule: FilmSchedule,
  locationId: number,
  now: number,
): CalendarDay | null {
  return showingDays(schedule, locationId, now, 1)[0] ?? null;
}

/** The first day of the run on which the film shows anywhere, past or not; null when unknown or never. */
export function openingDay(schedule: FilmSchedule): CalendarDay | null {
  if (schedule.run.first === null && schedule.specificDates.length === 0) return null;
  const from = schedule.run.first ?? [...schedule.specificDates].sort()[0]!;
  for (const day of candidateDays(schedule, from)) {
    if (schedule.locations.some((location) => showtimesOn(schedule, location.id, day).length > 0))
      return day;
  }
  return null;
}

export type FilmStatus =
  | { state: 'showing'; next: CalendarDay }
  | { state: 'coming-soon'; opens: CalendarDay }
  | { state: 'over' };

/** Showing (it has opened and has screenings left), coming soon (it opens after today), or over. */
export function filmStatus(schedule: FilmSchedule, now: number): FilmStatus {
  const upcoming = schedule.locations
    .map((location) => nextShowingDay(schedule, location.id, now))
    .filter((day): day is CalendarDay => day !== null)
    .sort();
  const next = upcoming[0];
  if (!next) return { state: 'over' };
  const opens = openingDay(schedule);
  return opens !== null && opens > lagosDay(now)
    ? { state: 'coming-soon', opens }
    : { state: 'showing', next };
}
