// The box office's one search over the service's catalogue: which departures it offers, what it matches, and a kind that fails.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusRoute, BusSchedule } from '@/lib/bus/types';
import type { EventSummary } from '@/lib/catalogue/types';
import type { FilmSummary, Showtime } from '@/lib/cinema/types';
import type { HotelSummary } from '@/lib/hotels/types';
import { listRoutes, listSchedules } from '@/server/ticketing/kinds/bus/reads';
import { getEvent, listEvents } from '@/server/ticketing/kinds/event/reads';
import { getFilm, listFilms } from '@/server/ticketing/kinds/cinema/reads';
import { allHotels } from '@/server/ticketing/kinds/hotel/reads';
import { searchSellables } from './search';

vi.mock('@/server/ticketing/kinds/bus/reads', () => ({ listRoutes: vi.fn(), listSchedules: vi.fn(), getScheduleDetail: vi.fn() }));
vi.mock('@/server/ticketing/kinds/event/reads', () => ({ listEvents: vi.fn(), getEvent: vi.fn() }));
vi.mock('@/server/ticketing/kinds/cinema/reads', () => ({ listFilms: vi.fn(), getFilm: vi.fn() }));
vi.mock('@/server/ticketing/kinds/hotel/reads', () => ({ allHotels: vi.fn() }));

// 10:00 in Lagos on 23 November 2026.
const NOW = Date.parse('2026-11-23T09:00:00Z');

const route: BusRoute = { id: 7, origin: { city: 'Ibadan', terminal: 'Iwo Road Park' }, destination: { city: 'Lagos', terminal: 'Ojota' }, durationMinutes: 150, operator: 'Oyo Express' };

function departure(id: number, departureDate: string, departureAt: string | null, changes: Partial<BusSchedule> = {}): BusSchedule {
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

const hotel = (id: number, name: string, city: string): HotelSummary => ({
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

const event: EventSummary = {
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

const showtime = (id: number, start: string, startMinutes: number): Showtime => ({ id, start, end: null, startMinutes, locationId: null });

// Every day of its run, 9:00 am and 9:00 pm at one cinema.
const film: FilmSummary = {
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
        address: { street: 'Tombia Street', town: 'GRA', city: 'Port Harcourt', country: 'Nigeria' },
        isHeadquarters: true,
        times: [],
        days: [],
      },
    ],
    run: { first: null, last: null },
  },
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listRoutes).mockResolvedValue([route]);
  vi.mocked(listSchedules).mockImplementation(async (_routeId, day) =>
    day === '2026-11-23'
      ? [
          departure(1, day, '2026-11-23T08:00:00+01:00'), // left at 8:00, before now
          departure(2, day, '2026-11-23T15:00:00+01:00'),
          departure(3, day, '2026-11-23T17:00:00+01:00', { seatsAvailable: 0 }),
          departure(4, day, '2026-11-23T18:00:00+01:00', { bookable: false }),
        ]
      : [departure(5, day, null)],
  );
  vi.mocked(listEvents).mockResolvedValue({ events: [event], page: 1, totalPages: 1, total: 1 });
  vi.mocked(listFilms).mockResolvedValue([]);
  vi.mocked(allHotels).mockResolvedValue([hotel(11, 'Garden City Residence', 'Port Harcourt'), hotel(12, 'Lagoon Crest Ikeja', 'Lagos')]);
});

describe('searchSellables', () => {
  it('offers the departures of today and tomorrow that are still to leave and have seats', async () => {
    const { hits, failed } = await searchSellables({ type: 'text', words: ['iwo', 'road'] }, NOW);
    expect(vi.mocked(listSchedules).mock.calls.map(([, day]) => day)).toEqual(['2026-11-23', '2026-11-24']);
    expect(hits.filter((hit) => hit.kind === 'bus').map((hit) => hit.href)).toEqual(['/box-office?schedule=2', '/box-office?schedule=5']);
    expect(hits.find((hit) => hit.href === '/box-office?schedule=5')?.detail).toMatch(/^Tomorrow, any time · Oyo Express · 10 seats left/);
    expect(failed).toEqual([]);
  });

  it("offers today's screenings still to start, then tomorrow's, so a late counter still sells the film", async () => {
    vi.mocked(listFilms).mockResolvedValue([film]);
    const screenings = async (now: number) =>
      (await searchSellables({ type: 'text', words: ['okrika'] }, now)).hits.filter((hit) => hit.kind === 'cinema').map((hit) => [hit.detail, hit.href]);
    const today = [
      ['Today 9:00 pm · Garden City Cineplex GRA', expect.stringContaining('date=2026-11-23')],
      ['Tomorrow 9:00 am · Garden City Cineplex GRA', expect.stringContaining('date=2026-11-24')],
      ['Tomorrow 9:00 pm · Garden City Cineplex GRA', expect.stringContaining('date=2026-11-24')],
    ];
    expect(await screenings(NOW)).toEqual(today);
    // 10 pm in Lagos: the day's last screening has started; tomorrow's are still sold.
    expect(await screenings(Date.parse('2026-11-23T21:00:00Z'))).toEqual(today.slice(1));
  });

  it('needs every word, so a route that does not match is not asked for its departures', async () => {
    const { hits } = await searchSellables({ type: 'text', words: ['garden', 'city'] }, NOW);
    expect(listSchedules).not.toHaveBeenCalled();
    expect(hits.map((hit) => [hit.kind, hit.title])).toEqual([
      ['event', 'Garden City Laughs'],
      ['hotel', 'Garden City Residence'],
    ]);
    expect(listEvents).toHaveBeenCalledWith({ search: 'garden city' });
  });

  it('finds hotels by their city and links to the hotel with no dates yet', async () => {
    const { hits } = await searchSellables({ type: 'text', words: ['lagos'] }, NOW);
    expect(hits.filter((hit) => hit.kind === 'hotel')).toEqual([expect.objectContaining({ title: 'Lagoon Crest Ikeja', href: '/box-office?hotel=12' })]);
  });

  it('names a kind whose search failed and keeps the others’ results', async () => {
    vi.mocked(allHotels).mockRejectedValue(new Error('service down'));
    const { hits, failed } = await searchSellables({ type: 'text', words: ['garden'] }, NOW);
    expect(failed).toEqual(['hotel']);
    expect(hits.map((hit) => hit.title)).toEqual(['Garden City Laughs']);
  });

  it('opens a scanned event id, and finds nothing for an unknown one', async () => {
    vi.mocked(getFilm).mockResolvedValue(null);
    const detail = { ...event, description: '', address: { street: '1 Aba Road', town: 'GRA', city: 'Port Harcourt', country: 'Nigeria' }, images: [], organiserPhoto: null };
    vi.mocked(getEvent).mockImplementation(async (id) => (id === 'evt-1' ? detail : null));
    expect((await searchSellables({ type: 'id', id: 'evt-1' }, NOW)).hits).toEqual([expect.objectContaining({ kind: 'event', href: '/box-office?event=evt-1' })]);
    expect((await searchSellables({ type: 'id', id: 'evt-2' }, NOW)).hits).toEqual([]);
  });
});
