// Tests of the hotel results' orders.
import { describe, expect, it } from 'vitest';
import type { HotelOffer } from './types';
import { readHotelSort, sortOffers } from './sort';

const offer = (
  name: string,
  cheapestFree: number | null,
  stars: number | null,
  freeForStay: boolean | null = cheapestFree !== null,
): HotelOffer => ({
  hotel: {
    id: name.length,
    name,
    kind: stars === null ? 'apartment' : 'hotel',
    city: 'Lagos',
    address: '',
    location: '',
    description: '',
    stars,
    images: [],
    priceFrom: null,
  },
  nights: 2,
  cheapestFree,
  freeForStay,
});

const names = (offers: HotelOffer[]) => offers.map((o) => o.hotel.name);

describe('readHotelSort', () => {
  it('reads a known order and falls back to the recommended one', () => {
    expect(readHotelSort('price-asc')).toBe('price-asc');
    expect(readHotelSort(['rating', 'name'])).toBe('rating');
    expect(readHotelSort('cheapest')).toBe('recommended');
    expect(readHotelSort(undefined)).toBe('recommended');
  });
});

describe('sortOffers', () => {
  const offers = [
    offer('Bravo', 60_000, 4),
    offer('alpha', null, 3, false),
    offer('Charlie', 45_000, null),
    offer('Delta', 90_000, 5),
    offer('Echo', null, 2, null),
  ];

  it('puts places free for the stay first by default, otherwise in the service order', () => {
    expect(names(sortOffers(offers, 'recommended'))).toEqual([
      'Bravo',
      'Charlie',
      'Delta',
      'alpha',
      'Echo',
    ]);
  });

  it('orders by price for the stay either way, places without a price last', () => {
    expect(names(sortOffers(offers, 'price-asc'))).toEqual([
      'Charlie',
      'Bravo',
      'Delta',
      'alpha',
      'Echo',
    ]);
    expect(names(sortOffers(offers, 'price-desc'))).toEqual([
      'Delta',
      'Bravo',
      'Charlie',
      'alpha',
      'Echo',
    ]);
  });

  it('orders by name whatever the case, and by stars, unrated apartments last', () => {
    expect(names(sortOffers(offers, 'name'))).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
    expect(names(sortOffers(offers, 'rating'))).toEqual([
      'Delta',
      'Bravo',
      'alpha',
      'Echo',
      'Charlie',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...offers];
    sortOffers(offers, 'name');
    expect(offers).toEqual(copy);
  });
});
