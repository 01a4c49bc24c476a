// Tests of an item's facts: each kind's city and times from its reads, null when the item or its time is unknown.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@/lib/catalogue/types';
import type { FilmDetail } from '@/lib/cinema/types';
import { location, schedule } from '@/lib/cinema/test-support/schedules';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { event, hotel } from '@/server/ticketing/test-support/catalogue-items';
import { timedSchedule } from '@/server/ticketing/test-support/recorded-kinds';
import { itemFacts } from './item-facts';

const reads = vi.hoisted(() => ({
  getEvent: vi.fn(),
  getFilm: vi.fn(),
  readScheduleDetail: vi.fn(),
  allHotels: vi.fn(),
}));
vi.mock('@/server/ticketing/kinds/event/reads', () => ({ getEvent: reads.getEvent }));
vi.mock('@/server/ticketing/kinds/cinema/reads', () => ({ getFilm: reads.getFilm }));
vi.mock('@/server/ticketing/kinds/bus/reads', () => ({
  readScheduleDetail: reads.readScheduleDetail,
}));
vi.mock('@/server/ticketing/kinds/hotel/reads', () => ({ allHotels: reads.allHotels }));

const EVENT_ID = '0b7e1c1e-1a2b-4c3d-8e9f-000000000001';
const FILM_ID = '0b7e1c1e-1a2b-4c3d-8e9f-000000000002';
const concert: EventDetail = {
  ...event,
  id: EVENT_ID,
  title: 'Afrobeats Live',
  city: 'Lagos',
  startsAt: { iso: '2026-12-12T18:00:00.000Z', text: 'Sat, 12 Dec 2026 19:00:00' },
  endsAt: { iso: '2026-12-12T23:00:00.000Z', text: 'Sun, 13 Dec 2026 00:00:00' },
  description: '',
  address: {
    street: 'Adetokunbo Ademola Street',
    town: 'Victoria Island',
    city: 'Lagos',
    country: 'Nigeria',
  },
  images: [],
  organiserPhoto: null,
};
// A late show at 10:30 pm that ends at 12:45 am, at a cinema in Abuja.
const film: FilmDetail = {
  id: FILM_ID,
  title: 'Gidi Heat',
  imageUrl: null,
  category: null,
  organiser: null,
  featured: false,
  facts: { runtime: null, rating: null },
  description: '',
  images: [],
  schedule: schedule({
    times: [
      { id: 4, start: '10:30PM', end: '12:45AM', startMinutes: 22 * 60 + 30, locationId: null },
      { id: 5, start: '2:00PM', end: null, startMinutes: 14 * 60, locationId: null },
    ],
    locations: [
      location(9, 'Silverbird Abuja', {
        address: { street: '', town: 'Wuse', city: 'Abuja', country: 'Nigeria' },
      }),
    ],
  }),
};

const coachDetail = (changes: Record<string, unknown> = {}, duration: number | null = 600) => {
  const { data } = timedSchedule();
  return {
    ...data,
    schedule: { ...data.schedule, ...changes },
    route: { ...data.route, duration_minutes: duration },
  };
};

beforeEach(() => {
  for (const read of Object.values(reads)) read.mockReset();
});

describe('itemFacts', () => {
  it('gives an event its venue city, start and end', async () => {
    reads.getEvent.mockResolvedValue(concert);
    await expect(itemFacts({ kind: 'event', eventId: EVENT_ID })).resolves.toEqual({
      kind: 'show',
      title: 'Afrobeats Live',
      city: 'Lagos',
      startsAt: '2026-12-12T18:00:00.000Z',
      endsAt: '2026-12-12T23:00:00.000Z',
    });
    expect(reads.getEvent).toHaveBeenCalledWith(EVENT_ID);
  });

  it('knows nothing of an unknown event, one whose start could not be read, or a read that failed', async () => {
    reads.getEvent.mockResolvedValueOnce(null);
    await expect(itemFacts({ kind: 'event', eventId: EVENT_ID })).resolves.toBeNull();
    reads.getEvent.mockResolvedValueOnce({ ...concert, startsAt: { iso: null, text: 'soon' } });
    await expect(itemFacts({ kind: 'event', eventId: EVENT_ID })).resolves.toBeNull();
    reads.getEvent.mockRejectedValueOnce(new Error('service down'));
    await expect(itemFacts({ kind: 'event', eventId: EVENT_ID })).resolves.toBeNull();
  });

  it("gives a screening its cinema's city and its showtime in Lagos, an end past midnight on the next day", async () => {
    reads.getFilm.mockResolvedValue(film);
    const screening = {
      kind: 'cinema',
      filmId: FILM_ID,
      locationId: 9,
      date: '2026-12-12',
    } as const;
    await expect(itemFacts({ ...screening, timeId: 4 })).resolves.toEqual({
      kind: 'show',
      title: 'Gidi Heat',
      city: 'Abuja',
      startsAt: '2026-12-12T21:30:00.000Z',
      endsAt: '2026-12-12T23:45:00.000Z',
    });
    await expect(itemFacts({ ...screening, timeId: 5 })).resolves.toMatchObject({
      startsAt: '2026-12-12T13:00:00.000Z',
      endsAt: null,
    });
    // A time, a cinema or a day the film does not have.
    await expect(itemFacts({ ...screening, timeId: 6 })).resolves.toBeNull();
    await expect(itemFacts({ ...screening, timeId: 4, locationId: 1 })).resolves.toBeNull();
    await expect(itemFacts({ ...screening, timeId: 4, date: '2027-03-01' })).resolves.toBeNull();
  });

  it("gives a timed coach its route's cities, departure and arrival; no arrival when the route's length is unknown", async () => {
    reads.readScheduleDetail.mockResolvedValueOnce(coachDetail());
    const selection: SelectionOf<'bus'> = {
      kind: 'bus',
      scheduleId: 35,
      scheduleType: 'timed',
      routeId: 1,
      departure: '2026-11-24 06:00',
      seatIds: [1],
    };
    await expect(itemFacts(selection)).resolves.toEqual({
      kind: 'coach',
      title: 'Lagos → Abuja',
      from: 'Lagos',
      to: 'Abuja',
      departsAt: '2026-11-24T05:00:00.000Z',
      arrivesAt: '2026-11-24T15:00:00.000Z',
    });
    expect(reads.readScheduleDetail).toHaveBeenCalledWith(35);
    reads.readScheduleDetail.mockResolvedValueOnce(coachDetail({}, null));
    await expect(itemFacts(selection)).resolves.toMatchObject({ arrivesAt: null });
    reads.readScheduleDetail.mockResolvedValueOnce(null);
    await expect(itemFacts(selection)).resolves.toBeNull();
  });

  it('gives a flexible coach its day only, from the first instant of that day in Lagos', async () => {
    reads.readScheduleDetail.mockResolvedValueOnce(
      coachDetail({
        schedule_type: 'random',
        departure: null,
        departure_at: null,
        departure_date: '2026-11-24',
      }),
    );
    await expect(
      itemFacts({
        kind: 'bus',
        scheduleId: 38,
        scheduleType: 'random',
        routeId: 1,
        busId: 3,
        departureDate: '2026-11-24',
      }),
    ).resolves.toEqual({
      kind: 'coach',
      title: 'Lagos → Abuja',
      from: 'Lagos',
      to: 'Abuja',
      departsAt: '2026-11-23T23:00:00.000Z',
      arrivesAt: null,
      anyTime: true,
    });
  });

  it("gives a stay its hotel's city and the stay's dates; nothing for a hotel no longer listed", async () => {
    reads.allHotels.mockResolvedValue([
      hotel(3, 'Eko Hotel', 'Lagos'),
      hotel(4, 'Transcorp', 'Abuja'),
    ]);
    const stay = {
      kind: 'hotel',
      hotelId: 4,
      roomId: 7,
      checkin: '2026-12-12',
      checkout: '2026-12-13',
      guests: 1,
    } as const;
    await expect(itemFacts(stay)).resolves.toEqual({
      kind: 'stay',
      title: 'Transcorp',
      city: 'Abuja',
      checkin: '2026-12-12',
      checkout: '2026-12-13',
    });
    await expect(itemFacts({ ...stay, hotelId: 5 })).resolves.toBeNull();
  });
});
