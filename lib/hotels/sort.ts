// The orders of the hotel results, as the URL names them (`sort=`); read leniently, applied without the service.
import { z } from 'zod';
import type { HotelOffer } from './types';

export const HOTEL_SORTS = ['recommended', 'price-asc', 'price-desc', 'name', 'rating'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_SORT_LABELS: Record<HotelSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
  rating: 'Stars: most first',
};

const sortSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z.enum(HOTEL_SORTS).catch('recommended'),
);

export function readHotelSort(value: string | string[] | undefined): HotelSort {
  return sortSchema.parse(value);
}

type Compare = (a: HotelOffer, b: HotelOffer) => number;

/** Places without the value (no room free for the stay, no stars) go last whatever the direction. */
const byValue =
  (value: (offer: HotelOffer) => number | null, direction: 1 | -1): Compare =>
  (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return Number(x === null) - Number(y === null);
    return (x - y) * direction;
  };

const COMPARE: Record<HotelSort, Compare> = {
  // Places with a room free for the whole stay first; the rest keep the service's order.
  recommended: (a, b) => Number(b.freeForStay === true) - Number(a.freeForStay === true),
  'price-asc': byValue((offer) => offer.cheapestFree, 1),
  'price-desc': byValue((offer) => offer.cheapestFree, -1),
  name: (a, b) => a.hotel.name.localeCompare(b.hotel.name, 'en', { sensitivity: 'base' }),
  rating: byValue((offer) => offer.hotel.stars, -1),
};

/** A sorted copy; ties keep the service's order (Array.prototype.sort is stable). */
export function sortOffers(offers: readonly HotelOffer[], sort: HotelSort): HotelOffer[] {
  return [...offers].sort(COMPARE[sort]);
}
