// Getting there and staying for a show: timed coaches that reach its city on the day before it starts, coaches that
// leave after it ends (that night or the next morning), and hotels there with a room free for the night, each priced
// and chosen (a coach's first free seat, one room for one guest) so that one click adds it to the basket.
import 'server-only';
import { nightOf, sameCity, showOver, type ItemFacts } from '@/lib/basket/fits';
import type { BusPlace, BusRoute, BusSchedule } from '@/lib/bus/types';
import { addDays, lagosDay, lagosInstant } from '@/lib/format/lagos-day';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { listRoutes, listSchedules, readScheduleDetail } from '@/server/ticketing/kinds/bus/reads';
import { getHotelStay, listCityHotels } from '@/server/ticketing/kinds/hotel/reads';

export type Show = Extract<ItemFacts, { kind: 'show' }>;

export interface CoachOffer {
  selection: SelectionOf<'bus'>;
  /** The quantity field's line: the departure. */
  lineId: string;
  from: BusPlace;
  to: BusPlace;
  operator: string | null;
  departsAt: string;
  arrivesAt: string;
  seatNumber: string;
  /** Per seat, fees included. */
  price: number;
}

export interface StayOffer {
  selection: SelectionOf<'hotel'>;
  /** The quantity field's line: the room type. */
  lineId: string;
  hotel: string;
  stars: number | null;
  room: string;
  /** One room for the night. */
  price: number;
}

export interface GettingThere {
  there: CoachOffer[];
  back: CoachOffer[];
  stays: StayOffer[];
  /** The night the stays are for. */
  night: string;
}

const MINUTE_MS = 60 * 1000;
/** Each direction lists this many coaches at most, and this many of one route. */
export const MAX_COACHES = 6;
const MAX_PER_ROUTE = 2;
export const MAX_STAYS = 4;
// A city with more hotels than this is read no further: the cheapest of the first ones are offered.
const MAX_HOTELS_READ = 12;
// Coming back "the next morning" means leaving before noon.
const MORNING_ENDS_MINUTES = 12 * 60;

interface Timed {
  route: BusRoute;
  schedule: BusSchedule;
  departs: number;
  arrives: number;
}

/** A route's timed departures with seats on the days, still to leave, with their arrival (the route's length known). */
async function timedDepartures(
  route: BusRoute,
  days: readonly string[],
  now: number,
): Promise<Timed[]> {
  const minutes = route.durationMinutes;
  if (!minutes) return [];
  const lists = await Promise.all(
    days.map((day) => listSchedules(route.id, day, false).catch(() => [])),
  );
  return lists.flat().flatMap((schedule) => {
    const departs =
      schedule.type === 'timed' && schedule.departureAt
        ? Date.parse(schedule.departureAt)
        : Number.NaN;
    if (
      Number.isNaN(departs) ||
      departs <= now ||
      !schedule.bookable ||
      schedule.seatsAvailable <= 0
    )
      return [];
    return [{ route, schedule, departs, arrives: departs + minutes * MINUTE_MS }];
  });
}

/** The seat to offer: the lowest-numbered free one, read now; null when none is free or the departure is gone. */
async function offerOf({ route, schedule, departs, arrives }: Timed): Promise<CoachOffer | null> {
  const detail = await readScheduleDetail(schedule.id).catch(() => null);
  const seats = (detail?.seat_map?.seats ?? []).filter((seat) => seat.state === 'available');
  const seat = seats.sort((a, b) =>
    a.seat_number.localeCompare(b.seat_number, 'en', { numeric: true }),
  )[0];
  const departure = detail?.schedule.departure;
  if (!seat || !departure || !detail.schedule.bookable) return null;
  return {
    selection: {
      kind: 'bus',
      scheduleId: schedule.id,
      scheduleType: 'timed',
      departure,
      routeId: route.id,
      seatIds: [Number(seat.id)],
    },
    lineId: String(schedule.id),
    from: route.origin,
    to: route.destination,
    operator: route.operator,
    departsAt: new Date(departs).toISOString(),
    arrivesAt: new Date(arrives).toISOString(),
    seatNumber: seat.seat_number,
    price: detail.schedule.price,
  };
}

interface CoachSearch {
  fits: (t: Timed) => boolean;
  /** Which of a route's departures come first. */
  by: (a: Timed, b: Timed) => number;
  /** The other end of the trip, which the list is grouped by. */
  elsewhere: (route: BusRoute) => string;
}

/** Per route the first few departures that fit, capped by departure time, then listed by the other city and time. */
async function coaches(
  routes: readonly BusRoute[],
  days: readonly string[],
  now: number,
  { fits, by, elsewhere }: CoachSearch,
) {
  const perRoute = await Promise.all(
    routes.map(async (route) =>
      (await timedDepartures(route, days, now)).filter(fits).sort(by).slice(0, MAX_PER_ROUTE),
    ),
  );
  const chosen = perRoute
    .flat()
    .sort((a, b) => a.departs - b.departs)
    .slice(0, MAX_COACHES)
    .sort((a, b) => elsewhere(a.route).localeCompare(elsewhere(b.route)) || a.departs - b.departs);
  return (await Promise.all(chosen.map(offerOf))).filter(
    (offer): offer is CoachOffer => offer !== null,
  );
}

/** Coaches arriving in the show's city on its day before it starts: per route the latest. */
function coachesThere(show: Show, routes: readonly BusRoute[], now: number) {
  const start = Date.parse(show.startsAt);
  const day = lagosDay(start);
  const into = routes.filter(
    (r) => sameCity(r.destination.city, show.city) && !sameCity(r.origin.city, show.city),
  );
  // An overnight coach of the day before may arrive on the day.
  const fits = (t: Timed) => t.arrives <= start && lagosDay(t.arrives) === day;
  return coaches(into, [addDays(day, -1), day], now, {
    fits,
    by: (a, b) => b.arrives - a.arrives,
    elsewhere: (r) => r.origin.city,
  });
}

/** Coaches out of the show's city once it is over, that night or the next morning: per route the earliest. */
function coachesBack(show: Show, routes: readonly BusRoute[], now: number) {
  const over = showOver(show);
  const morning = addDays(nightOf(new Date(over).toISOString()), 1);
  const latest = lagosInstant(morning, MORNING_ENDS_MINUTES);
  const out = routes.filter(
    (r) => sameCity(r.origin.city, show.city) && !sameCity(r.destination.city, show.city),
  );
  const fits = (t: Timed) => t.departs >= over && t.departs < latest;
  return coaches(out, [...new Set([lagosDay(over), morning])], now, {
    fits,
    by: (a, b) => a.departs - b.departs,
    elsewhere: (r) => r.destination.city,
  });
}

/** Per hotel of the city its cheapest room type with a room free that night for one guest; the cheapest hotels first. */
async function staysFor(show: Show, night: string, today: string): Promise<StayOffer[]> {
  if (night < today) return [];
  const checkout = addDays(night, 1);
  const hotels = (await listCityHotels(show.city)).slice(0, MAX_HOTELS_READ);
  const offers = await Promise.all(
    hotels.map(async (hotel): Promise<StayOffer | null> => {
      const stay = await getHotelStay(hotel.id, { checkin: night, checkout }).catch(() => null);
      const room = (stay?.rooms ?? [])
        .filter((r) => r.left >= 1 && r.maxOccupancy >= 1)
        .sort((a, b) => a.pricePerNight - b.pricePerNight)[0];
      if (!room) return null;
      return {
        selection: {
          kind: 'hotel',
          hotelId: hotel.id,
          roomId: room.id,
          checkin: night,
          checkout,
          guests: 1,
        },
        lineId: String(room.id),
        hotel: hotel.name,
        stars: hotel.stars,
        room: room.name,
        price: room.pricePerNight,
      };
    }),
  );
  return offers
    .filter((offer): offer is StayOffer => offer !== null)
    .sort((a, b) => a.price - b.price)
    .slice(0, MAX_STAYS);
}

/** What gets a traveller to the show, home again and a bed for its night; nothing once the show is over. */
export async function findGettingThere(
  show: Show,
  now: number = Date.now(),
): Promise<GettingThere> {
  const night = nightOf(show.startsAt);
  if (showOver(show) <= now) return { there: [], back: [], stays: [], night };
  const [routes, stays] = await Promise.all([listRoutes(), staysFor(show, night, lagosDay(now))]);
  const [there, back] = await Promise.all([
    coachesThere(show, routes, now),
    coachesBack(show, routes, now),
  ]);
  return { there, back, stays, night };
}
