// The box office's search of screenings: today's still to start and tomorrow's, of the films whose title or
// cinema matches, or of one film by its scanned id; and today's screenings still to start.
import 'server-only';
import { matchesWords, pickHref } from '@/lib/box-office/search-query';
import type { TodayTile } from '@/lib/box-office/today';
import { addDays, lagosDay, lagosInstant } from '@/lib/format/lagos-day';
import { bookableShowtimes } from '@/lib/cinema/schedule';
import { formatShowtime } from '@/lib/cinema/showtime';
import type { FilmSummary } from '@/lib/cinema/types';
import type { SearchHit } from '../kind';
import { getFilm, listFilms } from './reads';

/** The screenings still to start today, then tomorrow's (sold ahead at the counter, as the last show of a day starts). */
function screeningHits(films: FilmSummary[], now: number): SearchHit[] {
  const today = lagosDay(now);
  const days = [
    { day: today, label: 'Today' },
    { day: addDays(today, 1), label: 'Tomorrow' },
  ];
  return films.flatMap((film) =>
    days.flatMap(({ day, label }) =>
      film.schedule.locations.flatMap((location) =>
        bookableShowtimes(film.schedule, location.id, day, now).map((time) => ({
          key: `cinema-${film.id}-${location.id}-${time.id}-${day}`,
          kind: 'cinema' as const,
          title: film.title,
          detail: `${label} ${formatShowtime(time.start)} · ${location.name}`,
          href: pickHref({
            kind: 'cinema',
            filmId: film.id,
            locationId: location.id,
            timeId: time.id,
            date: day,
          }),
        })),
      ),
    ),
  );
}

export async function cinemaHits(words: readonly string[], now: number): Promise<SearchHit[]> {
  const films = await listFilms();
  return screeningHits(
    films.filter((film) =>
      matchesWords(words, film.title, ...film.schedule.locations.map((l) => l.name)),
    ),
    now,
  );
}

/** The screenings of a scanned film id; none when it is not a film's. */
export async function filmHitsById(id: string, now: number): Promise<SearchHit[]> {
  const film = await getFilm(id);
  return film ? screeningHits([film], now) : [];
}

/** Today's screenings still to start, every film at every cinema; what is left would cost a read each, so is not said. */
export async function cinemaTodayTiles(now: number): Promise<TodayTile[]> {
  const today = lagosDay(now);
  return (await listFilms()).flatMap((film) =>
    film.schedule.locations.flatMap((location) =>
      bookableShowtimes(film.schedule, location.id, today, now).map((time) => ({
        key: `cinema-${film.id}-${location.id}-${time.id}`,
        kind: 'cinema' as const,
        time: formatShowtime(time.start),
        title: film.title,
        detail: location.name,
        href: pickHref({
          kind: 'cinema',
          filmId: film.id,
          locationId: location.id,
          timeId: time.id,
          date: today,
        }),
        startsAt: lagosInstant(today, time.startMinutes),
      })),
    ),
  );
}
