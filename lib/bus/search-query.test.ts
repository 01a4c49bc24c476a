import { describe, expect, it } from 'vitest';
import { busSearchHref, readBusSearch } from './search-query';
import { lastBookableDay } from './travel-dates';

// 23:30 UTC is already the next day in Lagos (UTC+1).
const LATE = Date.parse('2026-11-23T23:30:00Z');

describe('travel dates', () => {
  it('sells from today to 14 days ahead, counted in Lagos time', () => {
    expect(lastBookableDay(LATE)).toBe('2026-12-08');
  });
});

describe('search in the URL', () => {
  it('reads a full search and writes it back the same', () => {
    const search = readBusSearch(
      { from: 'Lagos', to: 'Ibadan', date: '2026-11-25', travellers: '3' },
      LATE,
    );
    expect(search).toEqual({ from: 'Lagos', to: 'Ibadan', date: '2026-11-25', travellers: 3 });
    expect(busSearchHref(search)).toBe('/bus?from=Lagos&to=Ibadan&date=2026-11-25&travellers=3');
  });

  it('falls back to today and one traveller on missing or bad values', () => {
    expect(readBusSearch({ date: '2026-13-01', travellers: '11' }, LATE)).toEqual({
      from: '',
      to: '',
      date: '2026-11-24',
      travellers: 1,
    });
    expect(readBusSearch({ from: ['Abuja', 'Kano'], travellers: 'x' }, LATE)).toMatchObject({
      from: 'Abuja',
      travellers: 1,
    });
  });
});
