// Cinema screenings: a film's ticket categories at one location, showtime and date, bought through the
// experience buy with the screening in the holds' metadata (docs/api-extensions.md, "cinema holds").
import 'server-only';
import { screeningHasStarted } from '@/lib/cinema/screening';
import { isCalendarDay, lagosInstant } from '@/lib/format/lagos-day';
import { formatShowtime, showtimeMinutes } from '@/lib/cinema/showtime';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatAddress } from '@/lib/format/address';
import type { CinemaLocation } from '@/lib/cinema/types';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { ticketingRequest } from '@/server/ticketing/client';
import { wirePurchaseReceipt } from '@/server/ticketing/wire/purchase';
import { buyBasics } from '../buy-request';
import type { SellableKindModule } from '../kind';
import { ticketCounts, ticketHoldItems, ticketLines } from '../ticket-lines';
import { getFilm, getScreeningTickets } from './reads';
import { cinemaHits, filmHitsById, cinemaTodayTiles } from './search';
import { cinemaRecordFields } from './wire';

type CinemaSelection = SelectionOf<'cinema'>;

const screeningQuery = (s: CinemaSelection) => ({
  cinema_location_id: s.locationId,
  time_id: s.timeId,
  attendance_date: s.date,
});

/** The screening's ticket categories with live availability; null when the film is unknown or not showing then. */
async function readScreening(selection: CinemaSelection) {
  const [film, tickets] = await Promise.all([
    getFilm(selection.filmId),
    getScreeningTickets(selection.filmId, selection),
  ]);
  return film && tickets?.ok ? { film, ...tickets } : null;
}

/** The record names the day and the showtime; the instant is where they meet in Lagos, for a `<time>` element. */
function screeningInstant(
  date: string | null | undefined,
  start: string | null | undefined,
): string | null {
  const minutes = start ? showtimeMinutes(start) : null;
  if (!date || minutes === null || !isCalendarDay(date)) return null;
  return new Date(lagosInstant(date, minutes)).toISOString();
}

/**
 * The cinema the screening was at, from the film's schedule: the record names it by id (and name) only. The
 * headquarters when the record names none; null when the film cannot be read just now.
 */
async function chosenCinema(
  filmId: string | null | undefined,
  locationId: string | null | undefined,
): Promise<CinemaLocation | null> {
  if (!filmId) return null;
  const film = await getFilm(filmId).catch(() => null);
  const locations = film?.schedule.locations ?? [];
  return (
    locations.find((l) => (locationId ? String(l.id) === String(locationId) : l.isHeadquarters)) ??
    null
  );
}

export const NOT_SHOWING = 'This showing is no longer on. Choose another time.';
export const STARTED = 'This showing has already started. Choose another time.';

export const cinemaKind: SellableKindModule<'cinema', typeof cinemaRecordFields> = {
  kind: 'cinema',
  goneMessage: NOT_SHOWING,

  async quote(selection, chosen, now) {
    const read = await readScreening(selection);
    if (!read) return null;
    const start = read.screening?.start ?? '';
    const where = [
      read.screening?.locationName,
      formatCalendarDate(selection.date),
      start && formatShowtime(start),
    ]
      .filter(Boolean)
      .join(', ');
    const summary = { ...selection, locationName: read.screening?.locationName ?? '', start };
    return {
      title: read.film.title,
      subtitle: where,
      ...ticketLines(read.options, chosen),
      refusal: screeningHasStarted(summary, read.screening, now) ? STARTED : undefined,
    };
  },

  async availability(selection) {
    const tickets = await getScreeningTickets(selection.filmId, selection);
    return tickets?.ok ? tickets.options : null;
  },

  holdItems: (selection, chosen) => ticketHoldItems(chosen, screeningQuery(selection)),

  async buy(checkout, medium) {
    await ticketingRequest('/api/v1/svc/experience/buy/tickets', {
      method: 'POST',
      medium,
      schema: wirePurchaseReceipt,
      body: {
        ...buyBasics(checkout),
        tickets: ticketCounts(checkout.lines),
        experience_id: checkout.selection.filmId,
        ...screeningQuery(checkout.selection),
      },
    });
  },

  recordFields: cinemaRecordFields,

  async orderDetails({ experience, screening }) {
    const cinema = await chosenCinema(experience?.id, screening?.cinema_location_id);
    // The film's own address is its headquarters', not the chosen cinema's: it stands only for a film shown at one place.
    const filmAddress =
      experience?.address && !screening?.cinema_location_id
        ? formatAddress(experience.address)
        : '';
    return {
      kind: 'cinema',
      title: experience?.title ?? 'Your film',
      href: experience?.id ? `/cinema/${experience.id}` : null,
      location: screening?.location_name || cinema?.name || '',
      date: screening?.attendance_date ?? null,
      start: screening?.start ?? null,
      startsAt:
        screening?.starts_at ?? screeningInstant(screening?.attendance_date, screening?.start),
      venue: cinema ? formatAddress(cinema.address) : filmAddress,
    };
  },

  href: (s) =>
    `/cinema/${s.filmId}?${new URLSearchParams({ location: String(s.locationId), date: s.date, time: String(s.timeId) })}`,

  explainRejection(error) {
    const screeningProblem = ['time_id', 'attendance_date', 'cinema_location_id'].some((field) =>
      Object.keys(error.errors).some((path) => path.endsWith(`metadata.${field}`)),
    );
    return screeningProblem ? NOT_SHOWING : null;
  },

  searchHits: cinemaHits,

  hitsById: filmHitsById,

  todayTiles: cinemaTodayTiles,
};
