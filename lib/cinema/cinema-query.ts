// The /cinema and film page query strings: read leniently (bad values are dropped) and written back as links.
import { z } from 'zod';
import { type CalendarDay, isCalendarDay } from '@/lib/format/lagos-day';

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const day = z
  .preprocess(first, z.string().trim().refine(isCalendarDay).nullable().catch(null))
  .default(null);
const positiveInteger = z
  .preprocess(
    first,
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31)
      .nullable()
      .catch(null),
  )
  .default(null);

/** /cinema: `location` is a cinema's venue key (the same cinema across films), `date` a day. */
export interface CinemaQuery {
  venue: string;
  date: CalendarDay | null;
}

const cinemaSchema = z.object({
  location: z
    .preprocess(
      first,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9-]{1,100}$/)
        .catch(''),
    )
    .default(''),
  date: day,
});

export function parseCinemaQuery(params: RawParams): CinemaQuery {
  const { location, date } = cinemaSchema.parse(params);
  return { venue: location, date };
}

export function cinemaHref({ venue, date }: Partial<CinemaQuery>): string {
  const params = new URLSearchParams();
  if (venue) params.set('location', venue);
  if (date) params.set('date', date);
  const text = params.toString();
  return text ? `/cinema?${text}` : '/cinema';
}

/** A film page: `location` is the film's own location id, `time` a showtime id, `date` a day. */
export interface FilmQuery {
  location: number | null;
  date: CalendarDay | null;
  time: number | null;
}

const filmSchema = z.object({ location: positiveInteger, date: day, time: positiveInteger });

export function parseFilmQuery(params: RawParams): FilmQuery {
  return filmSchema.parse(params);
}

/** A link to a film page with the given choices; `section` jumps to the part of the page the choice opens. */
export function filmHref(filmId: string, query: Partial<FilmQuery> = {}, section?: string): string {
  const params = new URLSearchParams();
  if (query.location != null) params.set('location', String(query.location));
  if (query.date) params.set('date', query.date);
  if (query.time != null) params.set('time', String(query.time));
  const text = params.toString();
  return `/cinema/${encodeURIComponent(filmId)}${text ? `?${text}` : ''}${section ? `#${section}` : ''}`;
}
