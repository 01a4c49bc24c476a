// The hotel listings: hotels and apartments by city, and room types with availability for a stay.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { addDays, lagosDate } from '../../domain/core/time';
import { roomNightClaims } from '../../domain/hotels/hotel-stay';
import { HOTEL_BUSINESSES, SEED_HOTEL_IDS, SEED_ROOM_IDS } from '../../seed/hotels-data';
import { TEST_KEYS } from '../../testing/harness';
import { fixtureHold } from '../../testing/direct-holds';
import { setUpTestService } from '../../testing/per-file';

const START = Date.parse('2030-03-11T09:00:00Z');
const TODAY = lagosDate(START);
const day = (n: number) => addDays(TODAY, n);

const service = setUpTestService({ clock: new ManualClock(START) });

const get = (path: string, key: string = TEST_KEYS.staging) =>
  service.request('GET', path, { key });

/** Holds `rooms` rooms of a room type on the given nights. */
function holdNights(
  roomId: number,
  totalRooms: number,
  nights: string[],
  rooms: number,
  extra: { ttlMs?: number; status?: 'converted'; environment?: 'live' } = {},
) {
  return fixtureHold(service, {
    kind: 'hotel',
    resourceId: String(roomId),
    claims: roomNightClaims({ id: roomId, total_rooms: totalRooms }, nights, rooms),
    ...extra,
  });
}

describe('GET /v2/svc/hotels', () => {
  it('lists hotels and apartments with location, images, business and the lowest price', async () => {
    const res = await get('/v2/svc/hotels');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 6, per_page: 20, next_page: null });
    expect(res.body.data.hotels[0]).toMatchObject({
      id: SEED_HOTEL_IDS.lagoonCrestVictoriaIsland,
      name: 'Lagoon Crest Victoria Island',
      kind: 'hotel',
      city: 'Lagos',
      location: '14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
      star_rating: 5,
      price_from: 85000,
      business: {
        id: HOTEL_BUSINESSES.lagoonCrest,
        name: 'Lagoon Crest Hotels',
        type: 'hospitality',
      },
    });
    expect(res.body.data.hotels[0].images[0].image).toMatch(
      /^http:\/\/inventory\.test\/media\/hotel\/.+\.svg$/,
    );
    expect(new Set(res.body.data.hotels.map((h: { kind: string }) => h.kind))).toEqual(
      new Set(['hotel', 'apartment']),
    );
  });

  it('filters by city case-insensitively and by business', async () => {
    const abuja = await get('/v2/svc/hotels?city=%20aBUJA');
    expect(abuja.body.data.hotels.map((h: { id: number }) => h.id)).toEqual([
      SEED_HOTEL_IDS.harmattanWuse,
      SEED_HOTEL_IDS.zumaGrandAbuja,
    ]);
    const harmattan = await get(`/v2/svc/hotels?business_id=${HOTEL_BUSINESSES.harmattan}`);
    expect(harmattan.body.data.count).toBe(2);
    const none = await get('/v2/svc/hotels?city=Sokoto');
    expect(none.body.data).toMatchObject({ hotels: [], count: 0, next_page: null });
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      HOTEL_BUSINESSES.lagoonCrest.replace(/1$/, '9'),
    ]) {
      expect((await get(`/v2/svc/hotels?business_id=${id}`)).status).toBe(404);
    }
    const page2 = await get('/v2/svc/hotels?page=2');
    expect(page2.body.data).toMatchObject({ hotels: [], count: 6 });
  });

  it('answers 422 for bad query values', async () => {
    const res = await get('/v2/svc/hotels?page=abc&city=&business_id=x');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['business_id', 'city', 'page']);
  });
});

describe('GET /v2/svc/hotels/{hotel_id}/rooms', () => {
  const rooms = (hotelId: number, query = '', key?: string) =>
    get(`/v2/svc/hotels/${hotelId}/rooms${query}`, key);

  it('lists room types with price per night, occupancy, rooms and availability for the stay', async () => {
    const res = await rooms(
      SEED_HOTEL_IDS.lagoonCrestVictoriaIsland,
      `?checkin_date=${day(3)}&checkout_date=${day(5)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      hotel: { id: SEED_HOTEL_IDS.lagoonCrestVictoriaIsland },
      checkin_date: day(3),
      checkout_date: day(5),
      number_of_nights: 2,
    });
    expect(res.body.data.rooms).toHaveLength(4);
    expect(res.body.data.rooms[0]).toEqual({
      id: SEED_ROOM_IDS.standardVictoriaIsland,
      room_name: 'Standard Room',
      description: expect.any(String),
      price: 85000,
      max_occupancy: 2,
      total_rooms: 20,
      rooms_available: 20,
      is_available: true,
      amenities: expect.arrayContaining(['Free Wi-Fi']),
      total_price: 170000,
    });
  });

  it('defaults to tonight', async () => {
    const res = await rooms(SEED_HOTEL_IDS.gardenCityPortHarcourt);
    expect(res.body.data).toMatchObject({
      checkin_date: TODAY,
      checkout_date: day(1),
      number_of_nights: 1,
    });
  });

  it('counts each night: the minimum over the nights, check-out exclusive, per environment', async () => {
    const suite = SEED_ROOM_IDS.presidentialSuite;
    const hotel = SEED_HOTEL_IDS.lagoonCrestVictoriaIsland;
    // The single suite is sold for night 10 only.
    await holdNights(suite, 1, [day(10)], 1, { status: 'converted' });
    const suiteOf = async (checkin: string, checkout: string, key?: string) =>
      (
        await rooms(hotel, `?checkin_date=${checkin}&checkout_date=${checkout}`, key)
      ).body.data.rooms.find((r: { id: number }) => r.id === suite);
    expect(await suiteOf(day(9), day(10))).toMatchObject({
      rooms_available: 1,
      is_available: true,
    }); // leaves the morning of 10
    expect(await suiteOf(day(9), day(11))).toMatchObject({
      rooms_available: 0,
      is_available: false,
    });
    expect(await suiteOf(day(10), day(11))).toMatchObject({
      rooms_available: 0,
      is_available: false,
    });
    expect(await suiteOf(day(11), day(12))).toMatchObject({
      rooms_available: 1,
      is_available: true,
    });
    expect(await suiteOf(day(9), day(11), TEST_KEYS.live)).toMatchObject({
      rooms_available: 1,
      is_available: true,
    });

    // Standard rooms: 5 held on nights 20-21, 3 more on night 21 only.
    const standard = SEED_ROOM_IDS.standardVictoriaIsland;
    await holdNights(standard, 20, [day(20), day(21)], 5);
    await holdNights(standard, 20, [day(21)], 3, { ttlMs: 1_000 });
    const standardOf = async (checkin: string, checkout: string) =>
      (
        await rooms(hotel, `?checkin_date=${checkin}&checkout_date=${checkout}`)
      ).body.data.rooms.find((r: { id: number }) => r.id === standard);
    expect((await standardOf(day(19), day(23))).rooms_available).toBe(12);
    expect((await standardOf(day(20), day(21))).rooms_available).toBe(15);
    // A lapsed hold counts as free at once, before the sweeper.
    service.clock.advance(1_001);
    expect((await standardOf(day(19), day(23))).rooms_available).toBe(15);
    service.clock.set(START);
  });

  it('answers 422 keyed by field for bad or impossible dates, 404 for an unknown hotel', async () => {
    const cases: Array<[string, string]> = [
      [`?checkin_date=${day(2)}&checkout_date=${day(2)}`, 'checkout_date'],
      [`?checkin_date=${day(2)}&checkout_date=${day(1)}`, 'checkout_date'],
      [`?checkin_date=${day(-1)}&checkout_date=${day(1)}`, 'checkin_date'],
      [`?checkin_date=${day(1)}&checkout_date=${day(32)}`, 'checkout_date'],
      [`?checkin_date=2030-02-30&checkout_date=${day(1)}`, 'checkin_date'],
      [`?checkout_date=${day(1)}`, 'checkin_date'],
    ];
    for (const [query, field] of cases) {
      const res = await rooms(SEED_HOTEL_IDS.zumaGrandAbuja, query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors[field], query).toHaveLength(1);
    }
    expect((await rooms(999)).status).toBe(404);
    expect((await rooms(0)).status).toBe(422);
  });
});
