// The film's cinemas as links, each with its address and next day on; the chosen one is current.
import { formatAddress } from '@/lib/format/address';
import { type CalendarDay } from '@/lib/format/lagos-day';
import { filmHref } from '@/lib/cinema/cinema-query';
import { formatShortDay, relativeDayName } from '@/lib/cinema/day-format';
import { bookableShowtimes, nextShowingDay } from '@/lib/cinema/schedule';
import type { CinemaLocation, FilmSchedule } from '@/lib/cinema/types';
import { ChoiceLink } from './choice-link';

interface Props {
  filmId: string;
  schedule: FilmSchedule;
  chosen: CinemaLocation | null;
  /** A day already chosen, kept when switching to a cinema that shows the film that day. */
  date: CalendarDay | null;
  now: number;
  today: CalendarDay;
}

export function LocationChoice({ filmId, schedule, chosen, date, now, today }: Props) {
  return (
    <nav aria-labelledby="location-choice-heading" className="space-y-2">
      <h3 id="location-choice-heading" className="font-semibold">
        Cinema
      </h3>
      <ul className="space-y-2">
        {schedule.locations.map((location) => {
          const next = nextShowingDay(schedule, location.id, now);
          const keepDate =
            date && bookableShowtimes(schedule, location.id, date, now).length > 0 ? date : null;
          const isChosen = location.id === chosen?.id;
          return (
            <li key={location.id}>
              <ChoiceLink
                href={filmHref(filmId, { location: location.id, date: keepDate }, 'showtimes')}
                chosen={isChosen}
                current="true"
              >
                <span className="block font-semibold">{location.name}</span>
                <span className={`block text-sm ${isChosen ? '' : 'text-ink-muted'}`}>
                  {formatAddress(location.address)}
                </span>
                <span className="block text-sm">
                  {next
                    ? `Next on ${relativeDayName(next, today)?.toLowerCase() ?? formatShortDay(next)}`
                    : 'No screenings left'}
                </span>
              </ChoiceLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
