// Catalogue items in the storefront's own types (a coach route and its departures, an event, a film, hotels), for
// tests that fake the reads.
import type { BusRoute, BusSchedule } from '@/lib/bus/types';
import type { EventSummary } from '@/lib/catalogue/types';
import type { FilmSummary, Showtime } from '@/lib/cinema/types';
import type { HotelSummary } from '@/lib/hotels/types';

// 10:00 in Lagos on 23 November 2026.
export const NOW = Date.parse('2026-11-23T09:00:00Z');

export const route: BusRoute = {
  id: 7,
  origin: { city: 'Ibadan', terminal: 'Iwo Road Park' },
  destination: { city: 'Lagos', terminal: 'Ojota' },
  durationMinutes: 150,
  operator: 'Oyo Express',
};

export function departure(
  id: number,
  departureDate: string,
  departureAt: string | null,
  changes: Partial<BusSchedule> = {},
): BusSchedule {
  return {
    id,
    type: departureAt ? 'timed' : 'random',
    routeId: route.id,
    busId: 1,
    departure: null,
    departureAt,
    departureDate,
    bus: null,
    seatsAvailable: 10,
    bookable: true,
    price: 6_500,
    breakdown: null,
    ...changes,
  };
}

export const hotel = (id: number, name: string, city: string): HotelSummary => ({
  id,
  name,
  kind: 'hotel',
  city,
  address: '1 Main Street',
  location: `1 Main Street, ${city}`,
  description: '',
  stars: 4,
  images: [],
  priceFrom: 48_000,
});

export const event: EventSummary = {
  id: 'evt-1',
  title: 'Garden City Laughs',
  startsAt: { iso: '2026-12-05T19:00:00+01:00', text: '5 December 2026, 7:00 pm' },
  endsAt: null,
  featured: false,
  city: 'Port Harcourt',
  imageUrl: null,
  category: null,
  organiser: null,
};

const showtime = (id: number, start: string, startMinutes: number): Showtime => ({
  id,
  start,
  end: null,
  startMinutes,
  locationId: null,
});

// Every day of its run, 9:00 am and 9:00 pm at one cinema.
export const film: FilmSummary = {
  id: 'film-1',
  title: 'Okrika Tides',
  imageUrl: null,
  category: null,
  organiser: null,
  featured: false,
  facts: { runtime: null, rating: null },
  schedule: {
    showing: 'weekly',
    sharedTimes: true,
    perDayTimes: false,
    specificDates: [],
    times: [showtime(1, '9:00AM', 9 * 60), showtime(2, '9:00PM', 21 * 60)],
    days: [],
    locations: [
      {
        id: 3,
        name: 'Garden City Cineplex GRA',
        venue: 'garden-city-cineplex-gra',
        address: {
          street: 'Tombia Street',
          town: 'GRA',
          city: 'Port Harcourt',
          country: 'Nigeria',
        },
        isHeadquarters: true,
        times: [],
        days: [],
      },
    ],
    run: { first: null, last: null },
  },
};

/** The route's departures on a day as the fake lists them: on the 23rd one gone, one on sale, one full and one off sale; a flexible one on any other day. */
export function departuresOn(day: string): BusSchedule[] {
  return day === '2026-11-23'
    ? [
        departure(1, day, '2026-11-23T08:00:00+01:00'), // left at 8:00, before now
        departure(2, day, '2026-11-23T15:00:00+01:00'),
        departure(3, day, '2026-11-23T17:00:00+01:00', { seatsAvailable: 0 }),
        departure(4, day, '2026-11-23T18:00:00+01:00', { bookable: false }),
      ]
    : [departure(5, day, null)];
}
