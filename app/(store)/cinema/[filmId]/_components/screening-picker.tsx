// The film page's screening choice: cinema, then day, then showtime, each a set of links; and why a link's choice was changed.
import type { CalendarDay } from '@/lib/format/lagos-day';
import type { FilmSelection } from '@/lib/cinema/selection';
import type { FilmDetail } from '@/lib/cinema/types';
import { DateStrip } from './date-strip';
import { LocationChoice } from './location-choice';
import { SelectionNotice } from './selection-notice';
import { ShowtimeChoice } from './showtime-choice';

interface Props {
  film: FilmDetail;
  selection: FilmSelection;
  /** The day the link asked for, kept while no cinema is chosen yet. */
  wantedDate: CalendarDay | null;
  now: number;
  today: CalendarDay;
}

export function ScreeningPicker({ film, selection, wantedDate, now, today }: Props) {
  const { location, days, date, times, time, notice } = selection;
  const { schedule } = film;
  return (
    <section
      id="showtimes"
      aria-labelledby="showtimes-heading"
      className="scroll-mt-4 space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      <h2 id="showtimes-heading" className="text-xl font-semibold">
        Showtimes
      </h2>
      {notice && (
        <SelectionNotice
          notice={notice}
          filmTitle={film.title}
          location={location}
          otherCinemas={schedule.locations.length > 1}
          today={today}
        />
      )}
      {schedule.locations.length === 0 ? (
        <p className="text-ink-muted">No cinema has screenings of this film yet.</p>
      ) : (
        <LocationChoice
          filmId={film.id}
          schedule={schedule}
          chosen={location}
          date={date ?? wantedDate}
          now={now}
          today={today}
        />
      )}
      {location && days.length > 0 && (
        <DateStrip
          filmId={film.id}
          locationId={location.id}
          days={days}
          chosen={date}
          today={today}
        />
      )}
      {location && date && (
        <ShowtimeChoice
          filmId={film.id}
          locationId={location.id}
          date={date}
          times={times}
          chosen={time}
          today={today}
        />
      )}
      {!location && schedule.locations.length > 1 && (
        <p className="text-sm text-ink-muted">
          Choose a cinema to see the days and times it shows this film.
        </p>
      )}
    </section>
  );
}
