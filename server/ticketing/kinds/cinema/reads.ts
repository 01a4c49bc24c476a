// Cinema catalogue reads: the films with their schedules, one film, and one screening's ticket categories.
import 'server-only';
import { cache } from 'react';
import type { TicketOption } from '@/lib/catalogue/types';
import type { FilmDetail, FilmSummary, ScreeningChoice, ScreeningInfo } from '@/lib/cinema/types';
import { CACHE_TAGS, CATALOGUE_REVALIDATE_SECONDS } from '@/server/ticketing/cache-tags';
import { ticketingRequest } from '@/server/ticketing/client';
import { isNotFound, TicketingError } from '@/server/ticketing/errors';
import { isEventId } from '../event/reads';
import { reshapeTicketOption } from '../event/reshape';
import { reshapeFilmDetail, reshapeFilmSummary, reshapeScreening } from './reshape';
import { wireFilm, wireFilmList, wireScreeningTickets } from './wire';

const cinemaCache = (...tags: string[]) => ({
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: [CACHE_TAGS.catalogue, ...tags],
});

// The cinema listing filters by location and date across every film, so it reads them all; 20 a page.
const MAX_FILM_PAGES = 10;

/** Every film the service lists (those whose run has not ended), in the service's order. */
export async function listFilms(): Promise<FilmSummary[]> {
  const films: FilmSummary[] = [];
  for (let page = 1; page <= MAX_FILM_PAGES; page += 1) {
    const data = await ticketingRequest('/api/v1/svc/experience', {
      schema: wireFilmList,
      query: { cinema: true, page },
      cache: cinemaCache(),
    });
    // The filter is the service's; a film without cinema_info could not be scheduled anyway.
    films.push(
      ...data.experiences.filter((film) => film.cinema && film.cinema_info).map(reshapeFilmSummary),
    );
    if (!data.next_page || data.experiences.length === 0) break;
  }
  return films;
}

/** One film, or null when the service does not know it or it is not a cinema film. Deduplicated within a render. */
export const getFilm = cache(async (id: string): Promise<FilmDetail | null> => {
  if (!isEventId(id)) return null;
  try {
    const data = await ticketingRequest(`/api/v1/svc/experience/v/${id}`, {
      schema: wireFilm,
      cache: cinemaCache(CACHE_TAGS.film(id)),
    });
    return data.cinema && data.cinema_info ? reshapeFilmDetail(data) : null;
  } catch (error) {
    if (isNotFound(error) || (error instanceof TicketingError && error.status === 422)) return null;
    throw error;
  }
});

export type ScreeningTickets =
  | { ok: true; options: TicketOption[]; screening: ScreeningInfo | null }
  /** The service says the film does not show at that location, time or date. */
  | { ok: false; reason: 'not-showing'; field: ScreeningField | null; message: string };

export type ScreeningField = 'cinema_location_id' | 'time_id' | 'attendance_date';
const SCREENING_FIELDS: readonly ScreeningField[] = [
  'cinema_location_id',
  'time_id',
  'attendance_date',
];

function notShowing(error: TicketingError): ScreeningTickets {
  const field = SCREENING_FIELDS.find((name) => error.messagesFor(name).length > 0) ?? null;
  return {
    ok: false,
    reason: 'not-showing',
    field,
    message: (field && error.messagesFor(field)[0]) || error.message,
  };
}

// Keyed by values, not by the choice object, so the tickets and the page's structured data share one read in a render.
const readScreeningTickets = cache(
  async (
    filmId: string,
    locationId: number,
    timeId: number,
    date: string,
  ): Promise<ScreeningTickets | null> => {
    if (!isEventId(filmId)) return null;
    try {
      const data = await ticketingRequest(`/api/v1/svc/experience/tickets/${filmId}`, {
        schema: wireScreeningTickets,
        query: { cinema_location_id: locationId, time_id: timeId, attendance_date: date },
      });
      return {
        ok: true,
        options: data.tickets.map(reshapeTicketOption),
        screening: reshapeScreening(data),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      if (error instanceof TicketingError && error.status === 422) {
        // A malformed film id is keyed by the path parameter: nothing by that name exists.
        return error.messagesFor('experience_id').length > 0 ? null : notShowing(error);
      }
      throw error;
    }
  },
);

/**
 * The ticket categories of one screening with what is left; never cached across requests, availability must
 * be current. Null when the film is unknown.
 */
export function getScreeningTickets(
  filmId: string,
  choice: ScreeningChoice,
): Promise<ScreeningTickets | null> {
  return readScreeningTickets(filmId, choice.locationId, choice.timeId, choice.date);
}
