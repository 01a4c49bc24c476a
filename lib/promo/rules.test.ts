// A promo code's rules: the code's form, each discount (rounded to the kobo, never below 0 nor above the price), the
// dearest tickets first under a per-order limit, the minimum, every scope, the dates, the caps.
import { describe, expect, it } from 'vitest';
import type { Selection } from '@/lib/sellables/kinds';
import {
  discountedUnitKobo,
  normalisePromoCode,
  quotePromo,
  type PromoLineIn,
  type PromoRules,
  type PromoScope,
} from './rules';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const FILM_ID = '22222222-2222-4222-8222-222222222222';
const NOW = Date.UTC(2026, 11, 1, 12);

const event: Selection = { kind: 'event', eventId: EVENT_ID };
const cinema: Selection = {
  kind: 'cinema',
  filmId: FILM_ID,
  locationId: 1,
  timeId: 2,
  date: '2026-12-02',
};
const bus: Selection = {
  kind: 'bus',
  scheduleId: 5,
  scheduleType: 'timed',
  departure: '2026-12-02 08:00',
  routeId: 12,
};
const hotel: Selection = {
  kind: 'hotel',
  hotelId: 7,
  roomId: 3,
  checkin: '2026-12-02',
  checkout: '2026-12-04',
  guests: 2,
};

const rules = (over: Partial<PromoRules> = {}): PromoRules => ({
  code: 'LAUNCH',
  campaign: 'launch-week',
  discount: { kind: 'percent', percent: 10 },
  scope: { type: 'shop' },
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  maxTicketsPerOrder: null,
  minTickets: null,
  enabled: true,
  ...over,
});

const line = (id: string, quantity: number, unitKobo: number): PromoLineIn => ({
  id,
  quantity,
  unitKobo,
});
const quote = (
  over: Partial<PromoRules>,
  lines: PromoLineIn[],
  selection: Selection = event,
  now = NOW,
  uses?: { total: number; customer: number },
) => quotePromo(rules(over), 'launch', { selection, lines }, now, uses);

describe('normalisePromoCode', () => {
  it('trims and upper-cases; letters, digits and dashes, 3 to 32', () => {
    expect(normalisePromoCode('  launch-2026 ')).toBe('LAUNCH-2026');
    expect(normalisePromoCode('AB')).toBeNull();
    expect(normalisePromoCode('A'.repeat(32))).toBe('A'.repeat(32));
    expect(normalisePromoCode('A'.repeat(33))).toBeNull();
    expect(normalisePromoCode('LAUNCH 26')).toBeNull();
    expect(normalisePromoCode('LAUNCH_26')).toBeNull();
    expect(normalisePromoCode('ÉTÉ2026')).toBeNull();
  });
});

describe('the discount of one ticket', () => {
  it('takes a percentage off, rounded to the kobo', () => {
    expect(discountedUnitKobo({ kind: 'percent', percent: 10 }, 1_000_05)).toBe(900_04);
    expect(discountedUnitKobo({ kind: 'percent', percent: 15 }, 333)).toBe(283);
    expect(discountedUnitKobo({ kind: 'percent', percent: 100 }, 5_000_00)).toBe(0);
  });

  it('takes an amount off, never below 0', () => {
    expect(discountedUnitKobo({ kind: 'amount', kobo: 500_00 }, 2_000_00)).toBe(1_500_00);
    expect(discountedUnitKobo({ kind: 'amount', kobo: 5_000_00 }, 2_000_00)).toBe(0);
  });

  it('sets a price, never above the service’s price nor below 0', () => {
    expect(discountedUnitKobo({ kind: 'price', kobo: 1_000_00 }, 2_500_00)).toBe(1_000_00);
    expect(discountedUnitKobo({ kind: 'price', kobo: 3_000_00 }, 2_500_00)).toBe(2_500_00);
    expect(discountedUnitKobo({ kind: 'price', kobo: 0 }, 2_500_00)).toBe(0);
  });
});

describe('quoting an order', () => {
  it('gives each line’s price before and after, the totals and the discount', () => {
    const result = quote({}, [line('vip', 2, 10_000_00), line('regular', 3, 3_333_33)]);
    expect(result).toEqual({
      ok: true,
      code: 'LAUNCH',
      campaign: 'launch-week',
      lines: [
        {
          part: 0,
          id: 'vip',
          quantity: 2,
          beforeKobo: 20_000_00,
          afterKobo: 18_000_00,
          discountedTickets: 2,
        },
        {
          part: 0,
          id: 'regular',
          quantity: 3,
          beforeKobo: 9_999_99,
          afterKobo: 9_000_00,
          discountedTickets: 3,
        },
      ],
      beforeKobo: 29_999_99,
      discountKobo: 2_999_99,
      afterKobo: 27_000_00,
      note: null,
    });
  });

  it('discounts the dearest tickets first up to maxTicketsPerOrder, and says so', () => {
    const result = quote({ discount: { kind: 'amount', kobo: 1_000_00 }, maxTicketsPerOrder: 2 }, [
      line('regular', 3, 2_000_00),
      line('vip', 1, 5_000_00),
    ]);
    expect(result.ok && result.lines).toEqual([
      {
        part: 0,
        id: 'regular',
        quantity: 3,
        beforeKobo: 6_000_00,
        afterKobo: 5_000_00,
        discountedTickets: 1,
      },
      {
        part: 0,
        id: 'vip',
        quantity: 1,
        beforeKobo: 5_000_00,
        afterKobo: 4_000_00,
        discountedTickets: 1,
      },
    ]);
    expect(result.ok && result.discountKobo).toBe(2_000_00);
    expect(result.ok && result.note).toBe('The code applies to 2 of your 4 tickets.');
  });

  it('names seats and rooms in the note for coaches and stays', () => {
    const seats = quote({ maxTicketsPerOrder: 1 }, [line('5', 2, 1_000_00)], bus);
    expect(seats.ok && seats.note).toBe('The code applies to 1 of your 2 seats.');
    const rooms = quote({ maxTicketsPerOrder: 1 }, [line('3', 3, 1_000_00)], hotel);
    expect(rooms.ok && rooms.note).toBe('The code applies to 1 of your 3 rooms.');
  });

  it('never charges below 0 for the order', () => {
    const result = quote({ discount: { kind: 'amount', kobo: 99_999_00 } }, [
      line('vip', 2, 1_000_00),
    ]);
    expect(result.ok && result.afterKobo).toBe(0);
    expect(result.ok && result.discountKobo).toBe(2_000_00);
  });

  it('refuses below minTickets, counting only the tickets in scope', () => {
    expect(quote({ minTickets: 4 }, [line('vip', 3, 1_000_00)])).toMatchObject({
      ok: false,
      reason: 'too-few',
      message: 'This code needs at least 4 tickets in the order.',
    });
    expect(quote({ minTickets: 4 }, [line('vip', 4, 1_000_00)]).ok).toBe(true);
    const category: PromoScope = { type: 'category', categoryId: 'vip' };
    expect(
      quote({ minTickets: 2, scope: category }, [
        line('vip', 1, 1_000_00),
        line('regular', 5, 500_00),
      ]),
    ).toMatchObject({ ok: false, reason: 'too-few' });
  });

  it('ignores lines with no tickets', () => {
    const result = quote({}, [line('vip', 0, 1_000_00), line('regular', 1, 1_000_00)]);
    expect(result.ok && result.lines.map((l) => l.id)).toEqual(['regular']);
  });
});

describe('where a code applies', () => {
  const applies = (scope: PromoScope, selection: Selection, lines = [line('vip', 1, 1_000_00)]) =>
    quote({ scope }, lines, selection).ok;

  it('the whole shop: every kind', () => {
    for (const selection of [event, cinema, bus, hotel])
      expect(applies({ type: 'shop' }, selection)).toBe(true);
  });

  it('a kind', () => {
    expect(applies({ type: 'kind', kind: 'bus' }, bus)).toBe(true);
    expect(applies({ type: 'kind', kind: 'bus' }, event)).toBe(false);
    expect(applies({ type: 'kind', kind: 'hotel' }, hotel)).toBe(true);
    expect(applies({ type: 'kind', kind: 'cinema' }, hotel)).toBe(false);
  });

  it('an event, a film, a route, a hotel: that one only', () => {
    expect(applies({ type: 'event', eventId: EVENT_ID }, event)).toBe(true);
    expect(applies({ type: 'event', eventId: FILM_ID }, event)).toBe(false);
    expect(applies({ type: 'event', eventId: EVENT_ID }, cinema)).toBe(false);
    expect(applies({ type: 'film', filmId: FILM_ID }, cinema)).toBe(true);
    expect(applies({ type: 'film', filmId: EVENT_ID }, cinema)).toBe(false);
    expect(applies({ type: 'film', filmId: FILM_ID }, event)).toBe(false);
    expect(applies({ type: 'route', routeId: 12 }, bus)).toBe(true);
    expect(applies({ type: 'route', routeId: 13 }, bus)).toBe(false);
    expect(applies({ type: 'route', routeId: 7 }, hotel)).toBe(false);
    expect(applies({ type: 'hotel', hotelId: 7 }, hotel)).toBe(true);
    expect(applies({ type: 'hotel', hotelId: 8 }, hotel)).toBe(false);
    expect(applies({ type: 'hotel', hotelId: 12 }, bus)).toBe(false);
  });

  it('a ticket category: only its line of an event or a screening', () => {
    const scope: PromoScope = { type: 'category', categoryId: 'vip' };
    const result = quote({ scope }, [line('vip', 1, 10_000_00), line('regular', 2, 2_000_00)]);
    expect(result.ok && result.lines.map((l) => l.discountedTickets)).toEqual([1, 0]);
    expect(result.ok && result.discountKobo).toBe(1_000_00);
    expect(applies(scope, cinema)).toBe(true);
    expect(applies(scope, event, [line('regular', 1, 1_000_00)])).toBe(false);
    expect(applies(scope, bus)).toBe(false);
    expect(applies(scope, hotel)).toBe(false);
  });

  it('says why it does not apply', () => {
    expect(quote({ scope: { type: 'kind', kind: 'bus' } }, [line('vip', 1, 100)])).toEqual({
      ok: false,
      code: 'LAUNCH',
      reason: 'not-this-item',
      message: 'This code does not apply to what you chose.',
    });
  });
});

describe('when and how often a code applies', () => {
  const lines = [line('vip', 1, 1_000_00)];

  it('refuses an unknown code, another code’s rules, and a code that cannot be one', () => {
    expect(quotePromo(null, 'nope', { selection: event, lines }, NOW)).toMatchObject({
      ok: false,
      code: 'NOPE',
      reason: 'unknown',
    });
    expect(quotePromo(rules(), 'OTHER', { selection: event, lines }, NOW)).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
    expect(quotePromo(rules(), 'x', { selection: event, lines }, NOW)).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
  });

  it('refuses a code turned off', () => {
    expect(quote({ enabled: false }, lines)).toMatchObject({
      ok: false,
      reason: 'disabled',
      message: 'This code can no longer be used.',
    });
  });

  it('applies from validFrom, up to (not at) validUntil', () => {
    expect(quote({ validFrom: NOW + 1 }, lines)).toMatchObject({ ok: false, reason: 'not-yet' });
    expect(quote({ validFrom: NOW }, lines).ok).toBe(true);
    expect(quote({ validUntil: NOW + 1 }, lines).ok).toBe(true);
    expect(quote({ validUntil: NOW }, lines)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('refuses at the total cap and at the customer’s cap, when the uses are given', () => {
    expect(quote({ maxUses: 5 }, lines, event, NOW, { total: 4, customer: 0 }).ok).toBe(true);
    expect(quote({ maxUses: 5 }, lines, event, NOW, { total: 5, customer: 0 })).toMatchObject({
      ok: false,
      reason: 'used-up',
    });
    expect(quote({ maxUsesPerCustomer: 1 }, lines, event, NOW, { total: 9, customer: 0 }).ok).toBe(
      true,
    );
    expect(
      quote({ maxUsesPerCustomer: 1 }, lines, event, NOW, { total: 9, customer: 1 }),
    ).toMatchObject({ ok: false, reason: 'customer-used-up' });
    expect(quote({ maxUses: 1, maxUsesPerCustomer: 1 }, lines, event, NOW).ok).toBe(true);
  });
});

describe('quoting an order of several parts', () => {
  const parts = [
    { selection: event, lines: [line('vip', 2, 10_000_00)] },
    { selection: bus, lines: [line('7', 1, 8_000_00)] },
  ];

  it('takes the code off the parts in its scope alone, each line marked with its part', () => {
    const result = quotePromo(
      rules({ scope: { type: 'event', eventId: EVENT_ID } }),
      'launch',
      { parts },
      NOW,
    );
    expect(result.ok && result.lines.map((l) => [l.part, l.id, l.afterKobo])).toEqual([
      [0, 'vip', 18_000_00],
      [1, '7', 8_000_00],
    ]);
    expect(result.ok && result.afterKobo).toBe(26_000_00);
    expect(result.ok && result.note).toBe('The code applies to 2 of your 3 items.');
  });

  it('counts the minimum and the cap across every part of the order', () => {
    const shop = { scope: { type: 'shop' } as const };
    expect(quotePromo(rules({ ...shop, minTickets: 3 }), 'launch', { parts }, NOW).ok).toBe(true);
    expect(quotePromo(rules({ ...shop, minTickets: 4 }), 'launch', { parts }, NOW)).toMatchObject({
      ok: false,
      reason: 'too-few',
    });
    const capped = quotePromo(rules({ ...shop, maxTicketsPerOrder: 1 }), 'launch', { parts }, NOW);
    expect(capped.ok && capped.lines.map((l) => l.discountedTickets)).toEqual([1, 0]);
  });

  it('refuses a code whose scope no part is in', () => {
    const film = { scope: { type: 'film', filmId: FILM_ID } as const };
    expect(quotePromo(rules(film), 'launch', { parts }, NOW)).toMatchObject({
      ok: false,
      reason: 'not-this-item',
    });
  });
});
