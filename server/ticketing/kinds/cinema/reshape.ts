// Turns the service's cinema replies (films with `cinema_info`, a screening's ticket categories) into storefront types.
import 'server-only';
import { type CalendarDay, isCalendarDay, lagosDay } from '@/lib/format/lagos-day';
import { filmFacts } from '@/lib/cinema/film-facts';
import { showtimeMinutes } from '@/lib/cinema/showtime';
import type {
  CinemaLocation,
  DayRule,
  DayTimes,
  FilmDetail,
  FilmSchedule,
  FilmSummary,
  ScreeningInfo,
  Showing,
  Showtime,
} from '@/lib/cinema/types';
import { venueKey } from '@/lib/cinema/venue';
import { parseEventDate } from '@/lib/format/event-date';
import { reshapeEventDetail, reshapeEventSummary } from '../event/reshape';
import type {
  WireCinemaInfo,
  WireCinemaTime,
  WireDayGroup,
  WireFilm,
  WireScreeningTickets,
} from './wire';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SHOWINGS: readonly string[] = ['daily', 'weekly', 'monthly'] satisfies Showing[];

/** A day as `YYYY-MM-DD`, also from a longer date-time text; null when it is not one. */
function calendarDayOf(text: string): CalendarDay | null {
  const day = text.trim().slice(0, 10);
  return isCalendarDay(day) ? day : null;
}

function reshapeTimes(times: WireCinemaTime[]): Showtime[] {
  return times.flatMap((time) => {
    const startMinutes = showtimeMinutes(time.start);
    // A showtime whose start cannot be read cannot be placed on a day, so it is not offered.
    if (startMinutes === null) return [];
    return [
      {
        id: time.id,
        start: time.start.trim(),
        end: time.end?.trim() || null,
        startMinutes,
        locationId: time.cinema_id ?? null,
      },
    ];
  });
}

function dayRuleOf(group: WireDayGroup): DayRule | null {
  if (group.day != null && Number.isInteger(group.day) && group.day >= 1 && group.day <= 7)
    return { on: 'weekday', weekday: group.day };
  const named = WEEKDAYS.indexOf((group.day_name ?? '').trim().toLowerCase());
  if (named >= 0) return { on: 'weekday', weekday: named + 1 };
  const date = group.date == null ? '' : String(group.date).trim();
  const day = calendarDayOf(date);
  if (day) return { on: 'date', date: day };
  if (/^\d{1,2}$/.test(date) && Number(date) >= 1 && Number(date) <= 31)
    return { on: 'day-of-month', day: Number(date) };
  return null;
}

function reshapeDays(groups: WireDayGroup[]): DayTimes[] {
  return groups.flatMap((group) => {
    const rule = dayRuleOf(group);
    return rule ? [{ rule, times: reshapeTimes(group.times) }] : [];
  });
}

function reshapeShowing(info: WireCinemaInfo, specificDates: CalendarDay[]): Showing {
  const showing = info.showing.trim().toLowerCase();
  if (SHOWINGS.includes(showing)) return showing as Showing;
  // An unknown kind is read by what the film carries: dates make it daily, otherwise it runs every day.
  return specificDates.length > 0 ? 'daily' : 'weekly';
}

function runDay(text: string | null | undefined): CalendarDay | null {
  if (!text) return null;
  const { iso } = parseEventDate(text);
  return iso ? lagosDay(Date.parse(iso)) : null;
}

function reshapeLocation(location: WireCinemaInfo['locations'][number]): CinemaLocation {
  return {
    id: location.id,
    name: location.name,
    venue: venueKey(location.name),
    address: {
      street: location.street ?? '',
      town: location.town ?? '',
      city: location.city ?? '',
      country: location.country ?? '',
    },
    isHeadquarters: location.is_headquarters,
    times: reshapeTimes(location.times),
    days: reshapeDays(location.days_with_times),
  };
}

export function reshapeSchedule(wire: WireFilm): FilmSchedule {
  const info = wire.cinema_info;
  const run = { first: runDay(wire.start_date), last: runDay(wire.end_date) };
  if (!info) {
    return {
      showing: 'weekly',
      sharedTimes: true,
      perDayTimes: false,
      specificDates: [],
      times: [],
      days: [],
      locations: [],
      run,
    };
  }
  const specificDates = info.specific_dates
    .map(calendarDayOf)
    .filter((day): day is CalendarDay => day !== null);
  return {
    showing: reshapeShowing(info, specificDates),
    sharedTimes: info.shared_times,
    perDayTimes: info.per_day_times,
    specificDates,
    times: reshapeTimes(info.times),
    days: reshapeDays(info.days_with_times),
    locations: info.locations.map(reshapeLocation),
    run,
  };
}

export function reshapeFilmSummary(wire: WireFilm): FilmSummary {
  const summary = reshapeEventSummary(wire);
  return {
    id: summary.id,
    title: summary.title,
    imageUrl: summary.imageUrl,
    category: summary.category,
    organiser: summary.organiser,
    featured: summary.featured,
    facts: filmFacts(wire.description ?? ''),
    schedule: reshapeSchedule(wire),
  };
}

export function reshapeFilmDetail(wire: WireFilm): FilmDetail {
  const detail = reshapeEventDetail(wire);
  return { ...reshapeFilmSummary(wire), description: detail.description, images: detail.images };
}

export function reshapeScreening(wire: WireScreeningTickets): ScreeningInfo | null {
  const screening = wire.screening;
  const date = screening ? calendarDayOf(screening.attendance_date) : null;
  if (!screening || !date) return null;
  return {
    locationId: screening.cinema_location_id,
    locationName: wire.location?.name ?? null,
    timeId: screening.time_id,
    date,
    start: screening.start,
    end: screening.end ?? null,
    startsAt:
      screening.starts_at && !Number.isNaN(Date.parse(screening.starts_at))
        ? new Date(screening.starts_at).toISOString()
        : null,
  };
}
