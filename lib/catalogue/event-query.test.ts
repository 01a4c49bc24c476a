// Tests of reading the /events query string and writing it back as links.
import { describe, expect, it } from 'vitest';
import { eventsHref, parseEventQuery } from './event-query';

describe('/events query', () => {
  it('reads the filters and falls back to defaults on bad values', () => {
    expect(parseEventQuery({ q: ' jazz ', category: 'c1', sort: 'just_added', featured: '1', page: '3' })).toEqual({
      search: 'jazz',
      category: 'c1',
      sort: 'just_added',
      featured: true,
      page: 3,
    });
    expect(parseEventQuery({ sort: 'price', page: '-2', featured: 'yes', q: ['a', 'b'] })).toEqual({
      search: 'a',
      category: '',
      sort: 'upcoming',
      featured: false,
      page: 1,
    });
  });

  it('writes links without defaults, so the same filters give the same URL', () => {
    expect(eventsHref({ search: 'a b', sort: 'upcoming', page: 1 })).toBe('/events?q=a+b');
    expect(eventsHref({ category: 'c1', featured: true, sort: 'randomly', page: 2 })).toBe('/events?category=c1&sort=randomly&featured=1&page=2');
    expect(eventsHref({})).toBe('/events');
  });
});
