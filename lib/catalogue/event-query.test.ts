// Tests of reading the /events query string and writing it back as links.
import { describe, expect, it } from 'vitest';
import { dateWindow, eventsHref, matchesPlaceAndDates, parseEventQuery } from './event-query';
import { parseEventDate } from '@/lib/format/event-date';

describe('/events query', () => {
  it('reads the filters and falls back to defaults on bad values', () => {
    expect(
      parseEventQuery({
        q: ' jazz ',
        category: 'c1',
        sort: 'just_added',
        featured: '1',
        page: '3',
      }),
    ).toEqual({
      search: 'jazz',
      category: 'c1',
      sort: 'just_added',
      featured: true,
      page: 3,
      city: '',
      when: '',
      from: '',
      to: '',
    });
    expect(parseEventQuery({ sort: 'price', page: '-2', featured: 'yes', q: ['a', 'b'] })).toEqual({
      search: 'a',
      category: '',
      sort: 'upcoming',
      featured: false,
      page: 1,
      city: '',
      when: '',
      from: '',
      to: '',
    });
  });

  it('writes links without defaults, so the same filters give the same URL', () => {
    expect(eventsHref({ search: 'a b', sort: 'upcoming', page: 1 })).toBe('/events?q=a+b');
    expect(eventsHref({ category: 'c1', featured: true, sort: 'randomly', page: 2 })).toBe(
      '/events?category=c1&sort=randomly&featured=1&page=2',
    );
    expect(eventsHref({})).toBe('/events');
  });
});

describe('/events date and city filters', () => {
  const read = (params: Record<string, string>) => {
    const { city, when, from, to } = parseEventQuery(params);
    return { city, when, from, to };
  };

  it('reads a city, today, this weekend, or chosen dates', () => {
    expect(read({ city: ' Abuja ', when: 'today' })).toEqual({
      city: 'Abuja',
      when: 'today',
      from: '',
      to: '',
    });
    expect(read({ when: 'weekend', from: '2026-12-01' })).toEqual({
      city: '',
      when: 'weekend',
      from: '',
      to: '',
    });
    expect(read({ when: 'dates', from: '2026-12-05', to: '2026-12-07' })).toEqual({
      city: '',
      when: 'dates',
      from: '2026-12-05',
      to: '2026-12-07',
    });
  });

  it('makes chosen dates whole: one day alone, dates without "when", the wrong way round swapped', () => {
    expect(read({ when: 'dates', from: '2026-12-05' })).toMatchObject({
      when: 'dates',
      from: '2026-12-05',
      to: '2026-12-05',
    });
    expect(read({ when: 'dates', to: '2026-12-05' })).toMatchObject({
      when: 'dates',
      from: '2026-12-05',
      to: '2026-12-05',
    });
    expect(read({ from: '2026-12-05' })).toMatchObject({
      when: 'dates',
      from: '2026-12-05',
      to: '2026-12-05',
    });
    expect(read({ when: 'dates', from: '2026-12-09', to: '2026-12-05' })).toMatchObject({
      from: '2026-12-05',
      to: '2026-12-09',
    });
  });

  it('drops what it cannot read rather than failing', () => {
    expect(
      read({ when: 'tomorrow', from: '2026-02-30', to: 'soon', city: 'x'.repeat(200) }),
    ).toEqual({ city: '', when: '', from: '', to: '' });
    expect(read({ when: 'dates' })).toMatchObject({ when: '', from: '', to: '' });
  });

  it('writes the filters into links, and only the dates that apply', () => {
    const base = parseEventQuery({});
    expect(eventsHref({ ...base, city: 'Port Harcourt', when: 'weekend' })).toBe(
      '/events?city=Port+Harcourt&when=weekend',
    );
    expect(
      eventsHref({ ...base, when: 'dates', from: '2026-12-05', to: '2026-12-06', page: 2 }),
    ).toBe('/events?when=dates&from=2026-12-05&to=2026-12-06&page=2');
  });
});

describe('dateWindow', () => {
  const window = (params: Record<string, string>, today: string) =>
    dateWindow(parseEventQuery(params), today);

  it('is today, the coming Saturday and Sunday, the rest of a weekend under way, or the dates chosen', () => {
    expect(window({}, '2026-12-02')).toBeNull();
    expect(window({ when: 'today' }, '2026-12-02')).toEqual({
      from: '2026-12-02',
      to: '2026-12-02',
    });
    // 2 December 2026 is a Wednesday.
    expect(window({ when: 'weekend' }, '2026-12-02')).toEqual({
      from: '2026-12-05',
      to: '2026-12-06',
    });
    expect(window({ when: 'weekend' }, '2026-12-05')).toEqual({
      from: '2026-12-05',
      to: '2026-12-06',
    });
    expect(window({ when: 'weekend' }, '2026-12-06')).toEqual({
      from: '2026-12-06',
      to: '2026-12-06',
    });
    expect(window({ when: 'dates', from: '2026-12-10', to: '2026-12-12' }, '2026-12-02')).toEqual({
      from: '2026-12-10',
      to: '2026-12-12',
    });
  });
});

describe('matchesPlaceAndDates', () => {
  const event = (start: string, end: string | null, city = 'Lagos') => ({
    city,
    startsAt: parseEventDate(start),
    endsAt: end ? parseEventDate(end) : null,
  });
  const days = { from: '2026-12-05', to: '2026-12-06' };

  it('keeps events in the city, whatever its case', () => {
    expect(
      matchesPlaceAndDates(event('Sat, 05 Dec 2026 10:00:00', null, 'Abuja'), {
        city: 'abuja',
        days: null,
      }),
    ).toBe(true);
    expect(
      matchesPlaceAndDates(event('Sat, 05 Dec 2026 10:00:00', null, 'Lagos'), {
        city: 'Abuja',
        days: null,
      }),
    ).toBe(false);
  });

  it('keeps events under way on any of the days, in Lagos time', () => {
    expect(matchesPlaceAndDates(event('Sat, 05 Dec 2026 00:00:00', null), { city: '', days })).toBe(
      true,
    );
    expect(matchesPlaceAndDates(event('Sun, 06 Dec 2026 23:59:00', null), { city: '', days })).toBe(
      true,
    );
    expect(matchesPlaceAndDates(event('Mon, 07 Dec 2026 00:00:00', null), { city: '', days })).toBe(
      false,
    );
    expect(
      matchesPlaceAndDates(event('Fri, 04 Dec 2026 23:00:00', 'Fri, 04 Dec 2026 23:59:00'), {
        city: '',
        days,
      }),
    ).toBe(false);
    // Started on Friday night, still on on Saturday.
    expect(
      matchesPlaceAndDates(event('Fri, 04 Dec 2026 22:00:00', 'Sat, 05 Dec 2026 03:00:00'), {
        city: '',
        days,
      }),
    ).toBe(true);
    expect(
      matchesPlaceAndDates(event('Fri, 04 Dec 2026 16:00:00', 'Sat, 05 Dec 2026 00:00:00'), {
        city: '',
        days,
      }),
    ).toBe(false);
    expect(matchesPlaceAndDates(event('TBA', null), { city: '', days })).toBe(false);
  });
});
