// Tests of the box office's search input and the picked item carried in the sale screen's URL.
import { describe, expect, it } from 'vitest';
import { matchesWords, pickHref, readPick, readSearch } from './search-query';

const EVENT = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';

describe('readSearch', () => {
  it('recognises a scanned sale reference, an id, and words', () => {
    expect(readSearch(' pos-AAAAAAAAAAAAAAAAAAAAAA ')).toEqual({
      type: 'sale',
      reference: 'pos-AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(readSearch(EVENT.toUpperCase())).toEqual({ type: 'id', id: EVENT });
    expect(readSearch('Lagos  JAZZ')).toEqual({ type: 'text', words: ['lagos', 'jazz'] });
    expect(readSearch('   ')).toEqual({ type: 'empty' });
    expect(readSearch(undefined)).toEqual({ type: 'empty' });
  });

  it('does not take a web order’s reference for a box-office sale', () => {
    expect(readSearch('web-AAAAAAAAAAAAAAAAAAAAAA').type).toBe('text');
  });
});

describe('matchesWords', () => {
  it('needs every word, in any field and order', () => {
    expect(matchesWords(['abuja', 'lagos'], 'Lagos', 'Abuja')).toBe(true);
    expect(matchesWords(['abuja', 'kano'], 'Lagos', 'Abuja')).toBe(false);
    expect(matchesWords(['jazz'], null, 'Lagos Jazz Night')).toBe(true);
  });
});

describe('readPick and pickHref', () => {
  it.each([
    { kind: 'event' as const, eventId: EVENT },
    { kind: 'cinema' as const, filmId: EVENT, locationId: 2, timeId: 7, date: '2026-11-23' },
    { kind: 'bus' as const, scheduleId: 35 },
    {
      kind: 'hotel' as const,
      hotelId: 1,
      checkin: '2026-11-23',
      checkout: '2026-11-25',
      guests: 2,
    },
  ])('round-trips a $kind pick through the URL', (pick) => {
    const params = Object.fromEntries(new URL(pickHref(pick), 'http://x').searchParams);
    expect(readPick(params)).toEqual(pick.kind === 'hotel' ? pick : expect.objectContaining(pick));
  });

  it('names nothing for a bad or missing pick', () => {
    expect(readPick({})).toBeNull();
    expect(readPick({ event: 'not-an-id' })).toBeNull();
    expect(readPick({ schedule: '-3' })).toBeNull();
  });

  it('reads no date that is not a real day, so no day arithmetic runs on one', () => {
    expect(readPick({ hotel: '1', checkin: '2027-02-30' })).toBeNull();
    expect(readPick({ film: EVENT, location: '2', time: '7', date: '2026-13-01' })).toBeNull();
  });
});
