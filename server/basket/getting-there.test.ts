// Tests of getting there and staying: coaches that reach the show's city before it starts, coaches back after it,
// hotels with a room that night, each chosen so that one click adds it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusRoute, BusSchedule } from '@/lib/bus/types';
import type { HotelStay, RoomType } from '@/lib/hotels/types';
import { departure, hotel } from '@/server/ticketing/test-support/catalogue-items';
import { findGettingThere, MAX_COACHES, type Show } from './getting-there';

const reads = vi.hoisted(() => ({
  listRoutes: vi.fn(),
  listSchedules: vi.fn(),
  readScheduleDetail: vi.fn(),
  listCityHotels: vi.fn(),
  getHotelStay: vi.fn(),
}));
vi.mock('@/server/ticketing/kinds/bus/reads', () => ({
  listRoutes: reads.listRoutes,
  listSchedules: reads.listSchedules,
  readScheduleDetail: reads.readScheduleDetail,
}));
vi.mock('@/server/ticketing/kinds/hotel/reads', () => ({
  listCityHotels: reads.listCityHotels,
  getHotelStay: reads.getHotelStay,
}));

// Sat 12 Dec 2026, 7 pm to midnight in Lagos; now is the Monday before.
const concert: Show = {
  kind: 'show',
  title: 'Afrobeats Live',
  city: 'Lagos',
  startsAt: '2026-12-12T18:00:00.000Z',
  endsAt: '2026-12-12T23:00:00.000Z',
};
const NOW = Date.parse('2026-12-07T09:00:00.000Z');

const route = (id: number, from: string, to: string, durationMinutes: number | null): BusRoute => ({
  id,
  origin: { city: from, terminal: `${from} Park` },
  destination: { city: to, terminal: `${to} Terminal` },
  durationMinutes,
  operator: 'Crosslink Motors',
});
const ROUTES = [
  route(1, 'Abuja', 'Lagos', 600),
  route(2, 'Lagos', 'Abuja', 600),
  route(3, 'Ibadan', 'lagos', 150),
  route(4, 'Lagos', 'Ibadan', 150),
  route(5, 'Kano', 'Lagos', null),
  route(6, 'Abuja', 'Kano', 360),
  route(7, 'Benin City', 'Lagos', 300),
];

// Departures by route and day, Lagos wall time.
const timed = (id: number, day: string, hhmm: string, changes: Partial<BusSchedule> = {}) =>
  departure(id, day, `${day}T${hhmm}:00+01:00`, {
    departure: `${day} ${hhmm}`,
    price: 28_700,
    ...changes,
  });
const SCHEDULES: Record<string, BusSchedule[]> = {
  // The day before: an overnight coach arriving at 7 am on the day, and one arriving the day before.
  '1 2026-12-11': [timed(10, '2026-12-11', '21:00'), timed(11, '2026-12-11', '06:00')],
  // The day: 6 am and 8 am arrive at 4 pm and 6 pm; 10 am arrives at 8 pm, after the start; one full, one off sale.
  '1 2026-12-12': [
    timed(12, '2026-12-12', '06:00'),
    timed(13, '2026-12-12', '08:00'),
    timed(14, '2026-12-12', '10:00'),
    timed(15, '2026-12-12', '07:00', { seatsAvailable: 0 }),
    timed(16, '2026-12-12', '07:30', { bookable: false }),
    departure(17, '2026-12-12', null),
  ],
  '3 2026-12-12': [
    timed(30, '2026-12-12', '12:00'),
    timed(31, '2026-12-12', '15:00'),
    timed(32, '2026-12-12', '16:00'),
    timed(33, '2026-12-12', '17:00'),
  ],
  '5 2026-12-12': [timed(50, '2026-12-12', '06:00')],
  '7 2026-12-12': [timed(70, '2026-12-12', '07:00')],
  // Back: 10 pm on the day leaves before the end; 6 am and 9 am the next morning; 1 pm is past the morning.
  '2 2026-12-12': [timed(20, '2026-12-12', '22:00')],
  '2 2026-12-13': [
    timed(21, '2026-12-13', '06:00'),
    timed(22, '2026-12-13', '09:00'),
    timed(23, '2026-12-13', '13:00'),
  ],
  '4 2026-12-13': [timed(40, '2026-12-13', '07:00')],
};
const seatStates: Record<number, ('available' | 'held' | 'sold')[]> = {
  13: ['sold', 'held', 'available', 'available'],
  21: ['sold', 'sold', 'sold', 'sold'],
};

function detailOf(id: number) {
  const schedule = Object.values(SCHEDULES)
    .flat()
    .find((s) => s.id === id);
  if (!schedule) return null;
  const states = seatStates[id] ?? ['available', 'available', 'available', 'available'];
  return {
    schedule: {
      id: String(id),
      schedule_type: 'timed',
      departure: schedule.departure,
      departure_at: schedule.departureAt,
      departure_date: schedule.departureDate,
      bookable: true,
      price: schedule.price,
    },
    // Seat numbers out of order, as a seat map may list them.
    seat_map: {
      seats: states.map((state, index) => ({
        id: String(100 * id + index),
        seat_number: String([10, 2, 3, 1][index]),
        state,
      })),
    },
  };
}

const room = (id: number, name: string, pricePerNight: number, left: number): RoomType => ({
  id,
  name,
  description: '',
  pricePerNight,
  maxOccupancy: 2,
  left,
  amenities: [],
});
const STAYS: Record<number, RoomType[]> = {
  1: [
    room(11, 'Deluxe', 90_000, 2),
    room(12, 'Standard', 60_000, 1),
    room(13, 'Economy', 30_000, 0),
  ],
  2: [room(21, 'Studio', 45_000, 3)],
  3: [room(31, 'Suite', 150_000, 0)],
};

beforeEach(() => {
  reads.listRoutes.mockResolvedValue(ROUTES);
  reads.listSchedules.mockImplementation(
    async (routeId: number, day: string) => SCHEDULES[`${routeId} ${day}`] ?? [],
  );
  reads.readScheduleDetail.mockImplementation(async (id: number) => detailOf(id));
  reads.listCityHotels.mockResolvedValue([
    hotel(1, 'Eko Grand', 'Lagos'),
    hotel(2, 'Lekki Apartments', 'Lagos'),
    hotel(3, 'Full House', 'Lagos'),
  ]);
  reads.getHotelStay.mockImplementation(
    async (id: number, dates: { checkin: string; checkout: string }): Promise<HotelStay> => ({
      hotel: hotel(id, 'x', 'Lagos'),
      ...dates,
      nights: 1,
      rooms: STAYS[id] ?? [],
    }),
  );
});

describe('findGettingThere', () => {
  it('offers timed coaches that reach the city on the day before the start, per route the two latest, by city and departure', async () => {
    const { there } = await findGettingThere(concert, NOW);
    // 10 (overnight, arriving at 7 am) is earlier than the two latest of its route; 33 arrives after the start.
    // Listed by the city they come from: Benin City's 7 am between Abuja's 6 am and 8 am by time, after them by city.
    expect(there.map((offer) => offer.selection.scheduleId)).toEqual([12, 13, 70, 31, 32]);
    // Without the day's own coaches, the overnight one of the day before is offered; never one arriving the day before.
    const dayBefore = SCHEDULES['1 2026-12-11'];
    reads.listSchedules.mockImplementation(async (routeId: number, day: string) =>
      routeId === 1 && day === '2026-12-11' ? dayBefore : [],
    );
    expect(
      (await findGettingThere(concert, NOW)).there.map((offer) => offer.selection.scheduleId),
    ).toEqual([10]);
    // The Kano route's length is unknown: its arrival cannot be promised.
    expect(there.some((offer) => offer.from.city === 'Kano')).toBe(false);
  });

  it('chooses the lowest-numbered free seat of a coach and fills the selection the basket form carries', async () => {
    const { there } = await findGettingThere(concert, NOW);
    const eight = there.find((offer) => offer.selection.scheduleId === 13);
    expect(eight).toEqual({
      selection: {
        kind: 'bus',
        scheduleId: 13,
        scheduleType: 'timed',
        departure: '2026-12-12 08:00',
        routeId: 1,
        seatIds: [1303],
      },
      lineId: '13',
      from: { city: 'Abuja', terminal: 'Abuja Park' },
      to: { city: 'Lagos', terminal: 'Lagos Terminal' },
      operator: 'Crosslink Motors',
      departsAt: '2026-12-12T07:00:00.000Z',
      arrivesAt: '2026-12-12T17:00:00.000Z',
      seatNumber: '1',
      price: 28_700,
    });
  });

  it('offers coaches back once the show is over, that night or before noon the next day, leaving out full ones', async () => {
    const { back } = await findGettingThere(concert, NOW);
    // 21 has no seat left by its seat map; 23 leaves in the afternoon. Listed by the city they go to.
    expect(back.map((offer) => offer.selection.scheduleId)).toEqual([22, 40]);
    expect(back[1]).toMatchObject({
      from: { city: 'Lagos' },
      to: { city: 'Ibadan' },
      departsAt: '2026-12-13T06:00:00.000Z',
    });
  });

  it('offers no coach that has left, and nothing at all once the show is over', async () => {
    const during = Date.parse('2026-12-12T06:30:00.000Z');
    expect(
      (await findGettingThere(concert, during)).there.map((offer) => offer.selection.scheduleId),
    ).toEqual([13, 31, 32]);
    const after = await findGettingThere(concert, Date.parse('2026-12-12T23:00:00.000Z'));
    expect(after).toEqual({ there: [], back: [], stays: [], night: '2026-12-12' });
  });

  it('offers per hotel its cheapest room free that night for one guest, cheapest hotels first', async () => {
    const { stays, night } = await findGettingThere(concert, NOW);
    expect(night).toBe('2026-12-12');
    expect(stays).toEqual([
      {
        selection: {
          kind: 'hotel',
          hotelId: 2,
          roomId: 21,
          checkin: '2026-12-12',
          checkout: '2026-12-13',
          guests: 1,
        },
        lineId: '21',
        hotel: 'Lekki Apartments',
        stars: 4,
        room: 'Studio',
        price: 45_000,
      },
      {
        selection: {
          kind: 'hotel',
          hotelId: 1,
          roomId: 12,
          checkin: '2026-12-12',
          checkout: '2026-12-13',
          guests: 1,
        },
        lineId: '12',
        hotel: 'Eko Grand',
        stars: 4,
        room: 'Standard',
        price: 60_000,
      },
    ]);
    expect(reads.listCityHotels).toHaveBeenCalledWith('Lagos');
    expect(reads.getHotelStay).toHaveBeenCalledWith(1, {
      checkin: '2026-12-12',
      checkout: '2026-12-13',
    });
  });

  it('keeps what it found when one hotel or one departure cannot be read', async () => {
    reads.getHotelStay.mockRejectedValueOnce(new Error('timeout'));
    reads.readScheduleDetail.mockRejectedValueOnce(new Error('timeout'));
    const found = await findGettingThere(concert, NOW);
    expect(found.stays.length).toBeGreaterThan(0);
    expect(found.there.length).toBeGreaterThan(0);
  });

  it('lists at most a few coaches each way', async () => {
    const many = Array.from({ length: 10 }, (_, i) => route(100 + i, `Town ${i}`, 'Lagos', 60));
    reads.listRoutes.mockResolvedValue(many);
    reads.listSchedules.mockImplementation(async (routeId: number, day: string) =>
      day === '2026-12-12'
        ? [timed(routeId, day, '12:00'), timed(routeId + 1000, day, '13:00')]
        : [],
    );
    reads.readScheduleDetail.mockImplementation(async (id: number) => ({
      schedule: { id: String(id), departure: '2026-12-12 12:00', bookable: true, price: 1 },
      seat_map: { seats: [{ id: '1', seat_number: '1', state: 'available' }] },
    }));
    expect((await findGettingThere(concert, NOW)).there).toHaveLength(MAX_COACHES);
  });
});
