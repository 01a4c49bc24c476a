// A basket read back from the database: damaged items are dropped rather than losing the basket, and only a
// basket's held order (never a one-kind checkout, nor anything forged) reads as one.
import { describe, expect, it } from 'vitest';
import { testCheckout } from '@/server/payments/testing/checkout';
import { basketTotalKobo, MAX_BASKET_ITEMS, parseBasketCheckout, parseBasketItems } from './state';

const item = (key: string) => ({
  key,
  selection: { kind: 'event', eventId: '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10' },
  chosen: [{ id: 'vip', quantity: 2 }],
  title: 'Lagos Jazz Night',
  lines: [{ id: 'vip', title: 'VIP', quantity: 2, unitPrice: 10500 }],
});

describe('parseBasketItems', () => {
  it('keeps good items, drops damaged ones, and never more than a basket holds', () => {
    const items = [
      item('a'),
      { ...item('b'), selection: { kind: 'spaceship' } },
      { ...item('c'), key: 'no spaces allowed' },
      item('d'),
    ];
    expect(parseBasketItems(JSON.stringify(items)).map((i) => i.key)).toEqual(['a', 'd']);
    expect(
      parseBasketItems(JSON.stringify(Array.from({ length: 20 }, (_, i) => item(`k${i}`)))),
    ).toHaveLength(MAX_BASKET_ITEMS);
    expect(parseBasketItems('not json')).toEqual([]);
    expect(parseBasketItems(null)).toEqual([]);
  });
});

describe('parseBasketCheckout', () => {
  const part = testCheckout('web-AAAAAAAAAAAAAAAAAAAA-1');
  const basket = {
    basket: true,
    merchantReference: 'web-AAAAAAAAAAAAAAAAAAAA-0',
    channel: 'web',
    contact: part.contact,
    expiresAt: part.expiresAt,
    clockOffsetMs: 0,
    parts: [part],
  };

  it('reads a held basket, and nothing else', () => {
    expect(parseBasketCheckout(JSON.stringify(basket))?.parts).toHaveLength(1);
    expect(parseBasketCheckout(JSON.stringify(part))).toBeNull();
    expect(parseBasketCheckout(JSON.stringify({ ...basket, parts: [] }))).toBeNull();
    expect(parseBasketCheckout('{')).toBeNull();
  });

  it('totals every part’s lines in kobo', () => {
    expect(
      basketTotalKobo([
        part,
        { ...part, lines: [{ id: 'r', title: 'Room', quantity: 1, unitPrice: 85000 }] },
      ]),
    ).toBe(2 * 10500 * 100 + 85000 * 100);
  });
});
