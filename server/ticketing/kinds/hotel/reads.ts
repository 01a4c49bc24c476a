// Hotel reads: cities with hotels, the hotels of a city (cached), one hotel's room types for a stay (never cached).
import 'server-only';
import { cache } from 'react';
import { cheapestFreeRoom } from '@/lib/hotels/price';
import type { Stay } from '@/lib/hotels/stay';
import type { HotelOffer, HotelStay, HotelSummary, RoomType } from '@/lib/hotels/types';
import { CACHE_TAGS, CATALOGUE_REVALIDATE_SECONDS } from '@/server/ticketing/cache-tags';
import { ticketingRequest } from '@/server/ticketing/client';
import { isNotFound, TicketingError } from '@/server/ticketing/errors';
import {
  wireHotelList,
  wireRoomList,
  type WireHotel,
  type WireRoom,
  type WireRoomList,
} from './wire';

export const HOTELS_CACHE_TAG = 'ticketing:hotels';
const hotelsCache = {
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: [CACHE_TAGS.catalogue, HOTELS_CACHE_TAG],
};
// 20 hotels a page; a city with more than 200 is beyond what one results page should show.
const MAX_PAGES = 10;

/** Hotel ids are positive integers; anything else names nothing and spares the service a call. */
export function hotelIdOf(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

const nameless = (error: unknown) =>
  isNotFound(error) || (error instanceof TicketingError && error.status === 422);

export function reshapeHotel(wire: WireHotel): HotelSummary {
  return {
    id: Number(wire.id),
    name: wire.name,
    kind: wire.kind === 'apartment' ? 'apartment' : 'hotel',
    city: wire.city ?? '',
    address: wire.address ?? '',
    location: wire.location ?? [wire.address, wire.city].filter(Boolean).join(', '),
    description: wire.description ?? '',
    stars: wire.kind === 'apartment' ? null : (wire.star_rating ?? null),
    images: (wire.images ?? []).map((image) => image.image),
    priceFrom: wire.price_from ?? null,
  };
}

/** What is left of a room type on every night of the stay (the listing's minimum over the nights). */
export const roomsLeft = (room: WireRoom) => room.rooms_available ?? (room.is_available ? 1 : 0);

export function reshapeRoom(wire: WireRoom): RoomType {
  return {
    id: Number(wire.id),
    name: wire.room_name,
    description: wire.description ?? '',
    pricePerNight: wire.price,
    maxOccupancy: wire.max_occupancy,
    left: Math.max(0, roomsLeft(wire)),
    amenities: wire.amenities ?? [],
  };
}

/** Every hotel and apartment, or a city's (the box office searches them by name). */
export async function allHotels(city?: string): Promise<HotelSummary[]> {
  const hotels: HotelSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await ticketingRequest('/v2/svc/hotels', {
      schema: wireHotelList,
      query: { city, page },
      cache: hotelsCache,
    });
    hotels.push(...data.hotels.map(reshapeHotel));
    if (!data.next_page || data.hotels.length === 0) break;
  }
  return hotels;
}

/** Cities that have hotels or apartments, by name. There is no city endpoint: they are gathered from the list. */
export async function listHotelCities(): Promise<string[]> {
  const cities = new Set((await allHotels()).map((hotel) => hotel.city).filter(Boolean));
  return [...cities].sort((a, b) => a.localeCompare(b));
}

/** Hotels and apartments of a city; an unknown city has none. */
export async function listCityHotels(city: string): Promise<HotelSummary[]> {
  try {
    return await allHotels(city);
  } catch (error) {
    if (nameless(error)) return [];
    throw error;
  }
}

/**
 * One hotel's room types priced and counted for a stay, as the service sends them; null when the hotel is
 * unknown or the dates cannot be read. Without dates the service answers for tonight. Never cached.
 */
export async function readRoomList(
  hotelId: number,
  checkin: string | null,
  checkout: string | null,
): Promise<WireRoomList | null> {
  try {
    return await ticketingRequest(`/v2/svc/hotels/${hotelId}/rooms`, {
      schema: wireRoomList,
      query: checkin && checkout ? { checkin_date: checkin, checkout_date: checkout } : {},
    });
  } catch (error) {
    if (nameless(error)) return null;
    throw error;
  }
}

// Keyed by the dates' values, not by an object, so a page and its metadata share one read in a render.
const readHotelStay = cache(
  async (
    hotelId: number,
    checkin: string | null,
    checkout: string | null,
  ): Promise<HotelStay | null> => {
    const data = await readRoomList(hotelId, checkin, checkout);
    if (!data) return null;
    return {
      hotel: reshapeHotel(data.hotel),
      checkin: data.checkin_date,
      checkout: data.checkout_date,
      nights: data.number_of_nights,
      rooms: data.rooms.map(reshapeRoom),
    };
  },
);

/**
 * One hotel with every room type priced and counted for the stay, or null when the hotel is unknown.
 * Without dates the service answers for tonight. Never cached across requests: rooms sell while the page is read.
 */
export function getHotelStay(
  hotelId: number,
  dates: Pick<Stay, 'checkin' | 'checkout'> | null,
): Promise<HotelStay | null> {
  return readHotelStay(hotelId, dates?.checkin ?? null, dates?.checkout ?? null);
}

/** The hotels of a city, each with its cheapest room type free for the whole stay for this party. */
export async function searchHotels(city: string, stay: Stay): Promise<HotelOffer[]> {
  const hotels = await listCityHotels(city);
  return Promise.all(
    hotels.map(async (hotel): Promise<HotelOffer> => {
      // One hotel's rooms failing should not hide the others: it is shown without prices for the dates.
      const read = await getHotelStay(hotel.id, stay).catch(() => null);
      if (!read) return { hotel, nights: 0, cheapestFree: null, freeForStay: null };
      const cheapestFree = cheapestFreeRoom(read.rooms, stay.guests, stay.rooms);
      return { hotel, nights: read.nights, cheapestFree, freeForStay: cheapestFree !== null };
    }),
  );
}
