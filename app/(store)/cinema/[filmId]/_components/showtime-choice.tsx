// The showtimes of the chosen day still to start, as links; the chosen one is current and opens its tickets.
import type { CalendarDay } from '@/lib/format/lagos-day';
import { filmHref } from '@/lib/cinema/cinema-query';
import { formatLongDay } from '@/lib/cinema/day-format';
import { formatShowtime } from '@/lib/cinema/showtime';
import type { Showtime } from '@/lib/cinema/types';
import { ChoiceLink } from './choice-link';

interface Props {
  filmId: string;
  locationId: number;
  date: CalendarDay;
  times: Showtime[];
  chosen: Showtime | null;
  today: CalendarDay;
}

export function ShowtimeChoice({ filmId, locationId, date, times, chosen, today }: Props) {
  return (
    <nav aria-labelledby="time-choice-heading" className="space-y-2">
      <h3 id="time-choice-heading" className="font-semibold">
        Times on {formatLongDay(date, today)}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {times.map((time) => (
          <li key={time.id}>
            <ChoiceLink
              href={filmHref(filmId, { location: locationId, date, time: time.id }, 'tickets')}
              chosen={time.id === chosen?.id}
              current="time"
              className="whitespace-nowrap pr-5 font-semibold"
            >
              {formatShowtime(time.start)}
            </ChoiceLink>
          </li>
        ))}
      </ul>
      {!chosen && <p className="text-sm text-ink-muted">Choose a time to see the tickets.</p>}
    </nav>
  );
}
