// The parts of a basket are bought under references derived from the order's, each a valid reference of its channel.
import { describe, expect, it } from 'vitest';
import {
  basketReference,
  isBasketReference,
  MAX_PARTS,
  orderOfPart,
  partReference,
} from './part-reference';

const ORDER = 'web-abcdefghijklmnopqrstuv';

describe('part references', () => {
  it('marks the order and numbers its parts, keeping the reference shape', () => {
    const basket = basketReference(ORDER);
    expect(basket).toBe('web-abcdefghijklmnopqrst-0');
    expect(isBasketReference(basket)).toBe(true);
    expect(partReference(basket, 0)).toBe('web-abcdefghijklmnopqrst-1');
    expect(partReference(basket, MAX_PARTS - 1)).toBe('web-abcdefghijklmnopqrst-9');
    for (let i = 0; i < MAX_PARTS; i += 1)
      expect(partReference(basket, i)).toMatch(/^web-[A-Za-z0-9_-]{22}$/);
  });

  it('finds the order of a part, and none for the order itself or a plain reference', () => {
    const basket = basketReference(ORDER);
    expect(orderOfPart(partReference(basket, 2))).toBe(basket);
    expect(orderOfPart(basket)).toBeNull();
    expect(orderOfPart(ORDER)).toBeNull();
  });

  it('refuses a part number past the last', () => {
    expect(() => partReference(ORDER, MAX_PARTS)).toThrow(RangeError);
    expect(() => partReference(ORDER, -1)).toThrow(RangeError);
  });
});
