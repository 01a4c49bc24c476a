// Which screening a film page's structured data describes: the one chosen in its URL, else the next one to start.
import { bookableShowtimes, nextShowingDay } from '@/lib/cinema/schedule';
import type { FilmSelection } from '@/lib/cinema/selection';
import type { CinemaLocation, FilmSchedule, Showtime } from '@/lib/cinema/types';
import { type CalendarDay, lagosInstant } from '@/lib/format/lagos-day';

export interface DescribedScreening {
  location: CinemaLocation;
  date: CalendarDay;
  time: Showtime;
}

function nextAt(
  schedule: FilmSchedule,
  location: CinemaLocation,
  now: number,
): DescribedScreening | null {
  const date = nextShowingDay(schedule, location.id, now);
  const time = date ? bookableShowtimes(schedule, location.id, date, now)[0] : undefined;
  return date && time ? { location, date, time } : null;
}

const startOf = ({ date, time }: DescribedScreening) => lagosInstant(date, time.startMinutes);

/** The chosen screening; else the next at the chosen cinema; else the next anywhere; null when none is left. */
export function describedScreening(
  schedule: FilmSchedule,
  selection: FilmSelection,
  now: number,
): DescribedScreening | null {
  const { location, date, time } = selection;
  if (location && date && time) return { location, date, time };
  const candidates = (location ? [location] : schedule.locations).map((place) =>
    nextAt(schedule, place, now),
  );
  const upcoming = candidates.filter(
    (screening): screening is DescribedScreening => screening !== null,
  );
  return upcoming.sort((a, b) => startOf(a) - startOf(b))[0] ?? null;
}
