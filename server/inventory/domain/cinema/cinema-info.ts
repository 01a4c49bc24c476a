// The spec's `cinema_info` object of a cinema experience, built from its schedule. Where showtimes
// are read follows the spec's table: shared times at the top, otherwise on each location; per-day
// groups at the top when shared, on each location when not.
import {
  compareDayKeys,
  type CinemaLocation,
  type CinemaSchedule,
  type CinemaTime,
} from './cinema-schedule';
import { formatClockTime, WEEKDAY_NAMES } from '../core/time';

export interface TimeView {
  id: number;
  start: string;
  end: string;
  cinema_id: number;
}

export type DayGroupView =
  { day: number; day_name: string; times: TimeView[] } | { date: string; times: TimeView[] };

export interface LocationView {
  id: number;
  name: string;
  street: string;
  town: string;
  city: string;
  country: string;
  is_headquarters: boolean;
  times: TimeView[];
  days_with_times: DayGroupView[];
}

export interface CinemaInfoView {
  showing: 'daily' | 'weekly' | 'monthly';
  shared_times: boolean;
  shared_tickets: boolean;
  per_day_times: boolean;
  specific_dates: string[];
  times: TimeView[];
  days_with_times: DayGroupView[];
  locations: LocationView[];
}

/** `cinema_id` is the location the showtime belongs to; shared showtimes name the headquarters. */
function timeView(time: CinemaTime, fallbackLocationId: number): TimeView {
  return {
    id: time.id,
    start: formatClockTime(time.start_time),
    end: formatClockTime(time.end_time),
    cinema_id: time.location_id ?? fallbackLocationId,
  };
}

function dayGroups(
  schedule: CinemaSchedule,
  times: CinemaTime[],
  fallbackLocationId: number,
): DayGroupView[] {
  const byDay = new Map<string, CinemaTime[]>();
  for (const time of times) {
    if (time.day_key === null) continue;
    const list = byDay.get(time.day_key) ?? [];
    list.push(time);
    byDay.set(time.day_key, list);
  }
  return [...byDay.keys()].sort(compareDayKeys).map((key) => {
    const views = byDay.get(key)!.map((t) => timeView(t, fallbackLocationId));
    if (schedule.showing === 'weekly')
      return { day: Number(key), day_name: WEEKDAY_NAMES[Number(key)] ?? key, times: views };
    return { date: key, times: views };
  });
}

function locationView(schedule: CinemaSchedule, location: CinemaLocation): LocationView {
  const own = schedule.sharedTimes
    ? []
    : schedule.times.filter((t) => t.location_id === location.id);
  return {
    id: location.id,
    name: location.name,
    street: location.street,
    town: location.town,
    city: location.city,
    country: location.country,
    is_headquarters: location.is_headquarters === 1,
    times: own.map((t) => timeView(t, location.id)),
    days_with_times:
      !schedule.sharedTimes && schedule.perDayTimes ? dayGroups(schedule, own, location.id) : [],
  };
}

export function cinemaInfoView(schedule: CinemaSchedule): CinemaInfoView {
  const hqId = schedule.headquarters?.id ?? 0;
  // Shared films read times at the top; otherwise the top lists every location's times combined.
  const top = schedule.sharedTimes
    ? schedule.times.filter((t) => t.location_id === null)
    : schedule.times;
  return {
    showing: schedule.showing,
    shared_times: schedule.sharedTimes,
    shared_tickets: schedule.sharedTickets,
    per_day_times: schedule.perDayTimes,
    specific_dates: schedule.showing === 'daily' ? schedule.specificDates : [],
    times: top.map((t) => timeView(t, hqId)),
    days_with_times:
      schedule.sharedTimes && schedule.perDayTimes ? dayGroups(schedule, top, hqId) : [],
    locations: schedule.locations.map((l) => locationView(schedule, l)),
  };
}
