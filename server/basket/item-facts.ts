// Where and when each chosen item happens, from its kind's catalogue reads: what the "fits together" rules judge.
import 'server-only';
import type { ItemFacts } from '@/lib/basket/fits';
import { showtimesOn, findLocation } from '@/lib/cinema/schedule';
import { showtimeMinutes } from '@/lib/cinema/showtime';
import { isCalendarDay, lagosInstant } from '@/lib/format/lagos-day';
import type { Selection, SelectionOf } from '@/lib/sellables/kinds';
import { readScheduleDetail } from '@/server/ticketing/kinds/bus/reads';
import { getFilm } from '@/server/ticketing/kinds/cinema/reads';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { allHotels } from '@/server/ticketing/kinds/hotel/reads';

const MINUTE_MS = 60 * 1000;
const DAY_MINUTES = 24 * 60;
const isoOf = (instant: number) => new Date(instant).toISOString();

async function eventFacts({ eventId }: SelectionOf<'event'>): Promise<ItemFacts | null> {
  const event = await getEvent(eventId);
  const city = event?.address.city || event?.city;
  if (!event?.startsAt.iso || !city) return null;
  return {
    kind: 'show',
    title: event.title,
    city,
    startsAt: event.startsAt.iso,
    endsAt: event.endsAt?.iso ?? null,
  };
}

/** The screening at the cinema's city, its showtime's start and end (an end before the start is past midnight). */
async function screeningFacts(selection: SelectionOf<'cinema'>): Promise<ItemFacts | null> {
  const film = await getFilm(selection.filmId);
  if (!film || !isCalendarDay(selection.date)) return null;
  const cinema = findLocation(film.schedule, selection.locationId);
  const showtime = showtimesOn(film.schedule, selection.locationId, selection.date).find(
    (time) => time.id === selection.timeId,
  );
  if (!cinema?.address.city || !showtime) return null;
  const start = lagosInstant(selection.date, showtime.startMinutes);
  const endMinutes = showtime.end ? showtimeMinutes(showtime.end) : null;
  const length =
    endMinutes === null ? null : (endMinutes - showtime.startMinutes + DAY_MINUTES) % DAY_MINUTES;
  return {
    kind: 'show',
    title: film.title,
    city: cinema.address.city,
    startsAt: isoOf(start),
    endsAt: length ? isoOf(start + length * MINUTE_MS) : null,
  };
}

/** A timed departure with its arrival when the route's length is known; a flexible one on its day, any time. */
async function coachFacts({ scheduleId }: SelectionOf<'bus'>): Promise<ItemFacts | null> {
  const detail = await readScheduleDetail(scheduleId);
  if (!detail) return null;
  const { schedule, route } = detail;
  const trip = {
    kind: 'coach',
    title: `${route.origin.city} → ${route.destination.city}`,
    from: route.origin.city,
    to: route.destination.city,
  } as const;
  const departs = schedule.departure_at ? Date.parse(schedule.departure_at) : Number.NaN;
  if (schedule.schedule_type === 'timed' && !Number.isNaN(departs)) {
    const minutes = route.duration_minutes;
    return {
      ...trip,
      departsAt: isoOf(departs),
      arrivesAt: minutes ? isoOf(departs + minutes * MINUTE_MS) : null,
    };
  }
  if (!isCalendarDay(schedule.departure_date)) return null;
  return {
    ...trip,
    departsAt: isoOf(lagosInstant(schedule.departure_date, 0)),
    arrivesAt: null,
    anyTime: true,
  };
}

async function stayFacts({
  hotelId,
  checkin,
  checkout,
}: SelectionOf<'hotel'>): Promise<ItemFacts | null> {
  const hotel = (await allHotels()).find((h) => h.id === hotelId);
  if (!hotel?.city) return null;
  return { kind: 'stay', title: hotel.name, city: hotel.city, checkin, checkout };
}

function factsOf(selection: Selection): Promise<ItemFacts | null> {
  switch (selection.kind) {
    case 'event':
      return eventFacts(selection);
    case 'cinema':
      return screeningFacts(selection);
    case 'bus':
      return coachFacts(selection);
    case 'hotel':
      return stayFacts(selection);
  }
}

/**
 * Where and when a chosen item happens; null when it is unknown (gone, or its time or city not given). A failed
 * read is null too: the facts only serve warnings, and the client has logged the failure.
 */
export async function itemFacts(selection: Selection): Promise<ItemFacts | null> {
  try {
    return await factsOf(selection);
  } catch {
    return null;
  }
}
