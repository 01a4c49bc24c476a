// Tests of the hotel reads: cities from the list, a city's hotels cached, a stay's rooms never cached.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import { getHotelStay, hotelIdOf, listCityHotels, listHotelCities, searchHotels } from './reads';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const LIST = 'GET /v2/svc/hotels';
const ROOMS = `GET /v2/svc/hotels/${kinds.HOTEL_ID}/rooms`;
const stay = { checkin: '2026-11-24', checkout: '2026-11-27', guests: 3, rooms: 2 };

describe('listHotelCities', () => {
  it('gathers the cities of every page of hotels, once each, by name', async () => {
    const service = installFakeService({
      [LIST]: [
        reply(
          200,
          kinds.hotelList(
            [kinds.hotel({ id: 1, city: 'Lagos' }), kinds.hotel({ id: 2, city: 'Abuja' })],
            2,
          ),
        ),
        reply(200, kinds.hotelList([kinds.hotel({ id: 3, city: 'Lagos' })])),
      ],
    });
    await expect(listHotelCities()).resolves.toEqual(['Abuja', 'Lagos']);
    expect(service.calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});

describe('listCityHotels', () => {
  it('asks for the city, caches with the catalogue, and reshapes each hotel', async () => {
    const service = installFakeService({
      [LIST]: [
        reply(200, kinds.hotelList([kinds.hotel({ id: 3, kind: 'apartment', star_rating: null })])),
      ],
    });
    const [hotel] = await listCityHotels('Abuja');
    expect(service.calls[0]!.url.searchParams.get('city')).toBe('Abuja');
    expect(service.calls[0]!.init).toMatchObject({
      next: { revalidate: 300, tags: ['ticketing:catalogue', 'ticketing:hotels'] },
    });
    expect(hotel).toEqual({
      id: 3,
      name: 'Lagoon Crest Victoria Island',
      kind: 'apartment',
      city: 'Lagos',
      address: '14 Ozumba Mbadiwe Avenue, Victoria Island',
      location: '14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
      description: 'Waterfront hotel.',
      stars: null,
      images: ['http://127.0.0.1:4000/media/hotel/1.svg'],
      priceFrom: 85000,
    });
  });

  it('has no hotels for a city the service refuses', async () => {
    installFakeService({
      [LIST]: [reply(422, { success: false, message: 'Invalid city', errors: { city: ['bad'] } })],
    });
    await expect(listCityHotels('\u0000')).resolves.toEqual([]);
  });
});

describe('getHotelStay', () => {
  it('reads the room types for the dates, uncached, with what is left on every night', async () => {
    const service = installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms(3))] });
    const read = await getHotelStay(kinds.HOTEL_ID, stay);
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({
      checkin_date: '2026-11-24',
      checkout_date: '2026-11-27',
    });
    expect(service.calls[0]!.init).not.toHaveProperty('next');
    expect(read).toMatchObject({
      nights: 3,
      rooms: [
        {
          id: 1,
          name: 'Standard Room',
          pricePerNight: 85000,
          maxOccupancy: 2,
          left: 3,
          amenities: ['Free Wi-Fi'],
        },
      ],
    });
  });

  it('is null for an unknown hotel, and hotel ids must be positive integers', async () => {
    installFakeService({
      [`GET /v2/svc/hotels/9/rooms`]: [reply(404, { success: false, message: 'Hotel not found.' })],
    });
    await expect(getHotelStay(9, null)).resolves.toBeNull();
    expect([
      hotelIdOf('12'),
      hotelIdOf('0'),
      hotelIdOf('1e3'),
      hotelIdOf('-1'),
      hotelIdOf('01'),
    ]).toEqual([12, null, null, null, null]);
  });
});

describe('searchHotels', () => {
  it('offers the cheapest room type free for the whole stay that sleeps the party', async () => {
    installFakeService({
      [LIST]: [reply(200, kinds.hotelList([kinds.hotel({ id: 1 })]))],
      [ROOMS]: [reply(200, kinds.hotelRooms(2)), reply(200, kinds.hotelRooms(1))],
    });
    await expect(searchHotels('Lagos', stay)).resolves.toMatchObject([
      { nights: 3, cheapestFree: 85000, freeForStay: true },
    ]);
    await expect(searchHotels('Lagos', { ...stay, checkin: '2026-11-25' })).resolves.toMatchObject([
      { cheapestFree: null, freeForStay: false },
    ]);
  });

  it('still lists a hotel whose rooms cannot be read', async () => {
    installFakeService({
      [LIST]: [reply(200, kinds.hotelList([kinds.hotel({ id: 1 })]))],
      [ROOMS]: [reply(500, { success: false, message: 'boom' })],
    });
    await expect(searchHotels('Lagos', { ...stay, checkin: '2026-11-26' })).resolves.toMatchObject([
      { hotel: { id: 1 }, freeForStay: null },
    ]);
  });
});
