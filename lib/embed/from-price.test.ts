// Tests of the "from ₦…" line on an organiser embed's event cards.
import { describe, expect, it } from 'vitest';
import { formatNaira } from '@/lib/format/money';
import { fromPriceText } from './from-price';

const option = (price: number, remaining = 10, free = price === 0) => ({ price, remaining, free });

describe('fromPriceText', () => {
  it('names the cheapest ticket on sale', () => {
    expect(fromPriceText([option(15000), option(5000), option(30000)])).toBe(`from ${formatNaira(5000)}`);
  });

  it('leaves out a cheaper ticket that is sold out', () => {
    expect(fromPriceText([option(2000, 0), option(7500)])).toBe(`from ${formatNaira(7500)}`);
  });

  it('says Free when the cheapest ticket on sale costs nothing, and Sold out when nothing is left', () => {
    expect(fromPriceText([option(0), option(5000)])).toBe('Free');
    expect(fromPriceText([option(5000, 0), option(0, 0)])).toBe('Sold out');
  });

  it('says nothing without tickets to tell of', () => {
    expect(fromPriceText(null)).toBeNull();
    expect(fromPriceText([])).toBeNull();
  });
});
