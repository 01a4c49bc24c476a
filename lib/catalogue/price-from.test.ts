// Tests of the lowest price an event card shows.
import { describe, expect, it } from 'vitest';
import { priceFrom, priceFromText } from './price-from';

const option = (price: number, remaining: number, free = price === 0) => ({
  price,
  remaining,
  free,
});

describe('priceFrom', () => {
  it('is the lowest price among tickets still on sale', () => {
    expect(priceFrom([option(50_000, 3), option(15_000, 0), option(25_000, 10)])).toEqual({
      state: 'price',
      amount: 25_000,
    });
  });

  it('is free when a free ticket is left, sold out when nothing is, unknown without tickets', () => {
    expect(priceFrom([option(20_000, 5), option(0, 1)])).toEqual({ state: 'price', amount: 0 });
    expect(priceFrom([option(20_000, 0), option(0, 0)])).toEqual({ state: 'sold-out' });
    expect(priceFrom([])).toBeNull();
    expect(priceFrom(null)).toBeNull();
  });
});

describe('priceFromText', () => {
  it('writes "from ₦…", "Free", "Sold out", or nothing', () => {
    expect(priceFromText({ state: 'price', amount: 15_000 })).toBe('from ₦15,000.00');
    expect(priceFromText({ state: 'price', amount: 0 })).toBe('Free');
    expect(priceFromText({ state: 'sold-out' })).toBe('Sold out');
    expect(priceFromText(null)).toBeNull();
  });
});
