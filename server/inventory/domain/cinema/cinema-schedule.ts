// Cinema schedules: a film's locations and showtimes, which dates a showtime runs on, and the next
// screening at a location. Shared by the catalogue (cinema_info, slots per screening) and holds.
import type { Kysely } from 'kysely';
import { compiled, inList, listValue } from '../../db/compiled-query';
import type { CinemaLocationsTable, CinemaTimesTable, DB } from '../../db/schema';
import { catalogueCache } from '../core/catalogue-cache';
import { addDays, dayOfMonth, isoWeekday, lagosDate, lagosDateAt } from '../core/time';

export type CinemaLocation = Omit<CinemaLocationsTable, 'id'> & { id: number };
export type CinemaTime = Omit<CinemaTimesTable, 'id'> & { id: number };

/** The experience columns a schedule needs. */
export interface CinemaExperienceFields {
  id: string;
  showing: string | null;
  shared_times: number;
  shared_tickets: number;
  per_day_times: number;
  specific_dates: string;
  start_at: number;
  end_at: number;
}

export interface CinemaSchedule {
  experienceId: string;
  showing: 'daily' | 'weekly' | 'monthly';
  sharedTimes: boolean;
  sharedTickets: boolean;
  perDayTimes: boolean;
  specificDates: string[];
  /** first and last day of the run, `YYYY-MM-DD` in Lagos */
  firstDay: string;
  lastDay: string;
  /** by id; `headquarters` is the one flagged (or the first) */
  locations: CinemaLocation[];
  headquarters: CinemaLocation | undefined;
  times: CinemaTime[];
}

export interface Screening {
  location: CinemaLocation;
  time: CinemaTime;
  /** `YYYY-MM-DD` */
  date: string;
  startsAt: number;
}

/** How far ahead the next screening is looked for. */
const HORIZON_DAYS = 400;

export function parseDateList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((d): d is string => typeof d === 'string').sort()
      : [];
  } catch {
    return [];
  }
}

function showingOf(value: string | null): CinemaSchedule['showing'] {
  return value === 'weekly' || value === 'monthly' ? value : 'daily';
}

// A schedule's two reads (behind the catalogue cache), compiled once.
const locationsOf = compiled<{ ids: unknown }>()((db, p, engine) =>
  db
    .selectFrom('cinema_locations')
    .selectAll()
    .where(inList('experience_id', p.ids, engine))
    .orderBy('id'),
);
const timesOf = compiled<{ ids: unknown }>()((db, p, engine) =>
  db
    .selectFrom('cinema_times')
    .selectAll()
    .where(inList('experience_id', p.ids, engine))
    .orderBy('id'),
);

/** Loads the schedules of several cinema experiences at once (two queries). */
export async function loadCinemaSchedules(
  db: Kysely<DB>,
  films: CinemaExperienceFields[],
): Promise<Map<string, CinemaSchedule>> {
  const schedules = new Map<string, CinemaSchedule>();
  if (films.length === 0) return schedules;
  const ids = listValue(
    db,
    films.map((f) => f.id),
  );
  const [locations, times] = await Promise.all([
    locationsOf.rows(db, { ids }),
    timesOf.rows(db, { ids }),
  ]);
  for (const film of films) {
    const own = locations.filter((l) => l.experience_id === film.id);
    schedules.set(film.id, {
      experienceId: film.id,
      ...showingRuleOf(film),
      sharedTimes: film.shared_times === 1,
      sharedTickets: film.shared_tickets === 1,
      locations: own,
      headquarters: own.find((l) => l.is_headquarters === 1) ?? own[0],
      times: sortTimes(times.filter((t) => t.experience_id === film.id)),
    });
  }
  return schedules;
}

export async function loadCinemaSchedule(
  db: Kysely<DB>,
  film: CinemaExperienceFields,
): Promise<CinemaSchedule> {
  return (await loadCinemaSchedules(db, [film])).get(film.id)!;
}

/**
 * The film's schedule from the catalogue cache of the root handle `catalogue` (a schedule never
 * changes between requests), loaded through `reader` when missing: inside a transaction pass it
 * as `reader`, since on SQLite the root handle's one connection is the transaction's own.
 */
export function cachedCinemaSchedule(
  catalogue: Kysely<DB>,
  film: CinemaExperienceFields,
  reader: Kysely<DB> = catalogue,
): Promise<CinemaSchedule> {
  return catalogueCache<CinemaSchedule>(catalogue, 'cinema-schedule').getOrLoad(film.id, () =>
    loadCinemaSchedule(reader, film),
  );
}

/** Numeric day keys (weekday, day of month) sort as numbers, dates as text. */
export function compareDayKeys(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const [na, nb] = [Number(a), Number(b)];
  return Number.isInteger(na) && Number.isInteger(nb) ? na - nb : a < b ? -1 : 1;
}

function sortTimes(times: CinemaTime[]): CinemaTime[] {
  return [...times].sort(
    (a, b) =>
      (a.location_id ?? 0) - (b.location_id ?? 0) ||
      compareDayKeys(a.day_key, b.day_key) ||
      a.sort - b.sort ||
      (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : a.id - b.id),
  );
}

/** The location a request means: the given id when the film has it, headquarters when absent. */
export function findLocation(
  schedule: CinemaSchedule,
  locationId: number | undefined,
): CinemaLocation | undefined {
  return locationId === undefined
    ? schedule.headquarters
    : schedule.locations.find((l) => l.id === locationId);
}

/** Showtimes offered at a location: the shared set, or the location's own. */
export function timesAt(schedule: CinemaSchedule, locationId: number): CinemaTime[] {
  return schedule.times.filter((t) =>
    schedule.sharedTimes ? t.location_id === null : t.location_id === locationId,
  );
}

/** What deciding "does a showtime run on this date" needs of a film. */
export type ShowingRule = Pick<
  CinemaSchedule,
  'showing' | 'perDayTimes' | 'specificDates' | 'firstDay' | 'lastDay'
>;

export function showingRuleOf(
  film: Pick<
    CinemaExperienceFields,
    'showing' | 'per_day_times' | 'specific_dates' | 'start_at' | 'end_at'
  >,
): ShowingRule {
  return {
    showing: showingOf(film.showing),
    perDayTimes: film.per_day_times === 1,
    specificDates: parseDateList(film.specific_dates),
    firstDay: lagosDate(film.start_at),
    lastDay: lagosDate(film.end_at),
  };
}

/**
 * Why a showtime (its `day_key`) does not run on `date`, or null when it does. Daily films play
 * on their `specific_dates`; weekly and monthly films every day of their run (first to last day).
 * With per-day times a showtime runs only on its day (`YYYY-MM-DD` for daily, ISO weekday `1`..`7`
 * for weekly, day of month `1`..`31` for monthly). The one rule of the catalogue and of holds.
 */
export function notShowingReason(
  rule: ShowingRule,
  dayKey: string | null,
  date: string,
): string | null {
  if (rule.showing === 'daily') {
    if (!rule.specificDates.includes(date)) return 'The film is not showing on that date.';
    return rule.perDayTimes && dayKey !== date ? 'That showtime does not run on that date.' : null;
  }
  if (date < rule.firstDay) return 'The film is not showing yet on that date.';
  if (date > rule.lastDay) return 'The film is no longer showing on that date.';
  if (!rule.perDayTimes) return null;
  if (rule.showing === 'weekly') {
    return dayKey === String(isoWeekday(date))
      ? null
      : 'That showtime does not run on that day of the week.';
  }
  return dayKey === String(dayOfMonth(date))
    ? null
    : 'That showtime does not run on that day of the month.';
}

export function runsOn(
  schedule: ShowingRule,
  time: Pick<CinemaTime, 'day_key'>,
  date: string,
): boolean {
  return notShowingReason(schedule, time.day_key, date) === null;
}

/** Candidate dates from `fromDate` on, in order, within the run and the look-ahead horizon. */
function datesFrom(schedule: CinemaSchedule, fromDate: string): string[] {
  if (schedule.showing === 'daily') return schedule.specificDates.filter((d) => d >= fromDate);
  const dates: string[] = [];
  const horizon = addDays(fromDate, HORIZON_DAYS);
  const last = schedule.lastDay < horizon ? schedule.lastDay : horizon;
  for (
    let d = fromDate > schedule.firstDay ? fromDate : schedule.firstDay;
    d <= last;
    d = addDays(d, 1)
  )
    dates.push(d);
  return dates;
}

/** The first screening at a location that starts after `now`, or null when the run is over. */
export function nextScreening(
  schedule: CinemaSchedule,
  location: CinemaLocation,
  now: number,
): Screening | null {
  const times = [...timesAt(schedule, location.id)].sort((a, b) =>
    a.start_time < b.start_time ? -1 : 1,
  );
  if (times.length === 0) return null;
  for (const date of datesFrom(schedule, lagosDate(now))) {
    for (const time of times) {
      if (!runsOn(schedule, time, date)) continue;
      const startsAt = lagosDateAt(date, time.start_time);
      if (startsAt > now) return { location, time, date, startsAt };
    }
  }
  return null;
}
