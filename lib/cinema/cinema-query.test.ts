// Tests of reading the cinema query strings and writing them back as links.
import { describe, expect, it } from 'vitest';
import { cinemaHref, filmHref, parseCinemaQuery, parseFilmQuery } from './cinema-query';

describe('/cinema query', () => {
  it('reads a venue key and a real day, and drops anything else', () => {
    expect(parseCinemaQuery({ location: ' Lagoon-Screens-Lekki ', date: '2026-11-24' })).toEqual({
      venue: 'lagoon-screens-lekki',
      date: '2026-11-24',
    });
    expect(parseCinemaQuery({ location: '<script>', date: '2026-02-30' })).toEqual({
      venue: '',
      date: null,
    });
    expect(parseCinemaQuery({ location: ['a', 'b'], date: ['2026-11-25', 'x'] })).toEqual({
      venue: 'a',
      date: '2026-11-25',
    });
    expect(parseCinemaQuery({})).toEqual({ venue: '', date: null });
  });

  it('writes links without empty filters', () => {
    expect(cinemaHref({ venue: 'lagoon-screens-lekki', date: '2026-11-24' })).toBe(
      '/cinema?location=lagoon-screens-lekki&date=2026-11-24',
    );
    expect(cinemaHref({ date: '2026-11-24' })).toBe('/cinema?date=2026-11-24');
    expect(cinemaHref({ venue: '', date: null })).toBe('/cinema');
  });
});

describe('film page query', () => {
  it('reads ids as positive integers and the day as a real day', () => {
    expect(parseFilmQuery({ location: '2', date: '2026-11-24', time: '3' })).toEqual({
      location: 2,
      date: '2026-11-24',
      time: 3,
    });
    expect(parseFilmQuery({ location: '-1', date: 'tomorrow', time: '1.5' })).toEqual({
      location: null,
      date: null,
      time: null,
    });
    expect(parseFilmQuery({ location: '99999999999' })).toEqual({
      location: null,
      date: null,
      time: null,
    });
  });

  it('writes links in a stable order, with a section to jump to', () => {
    expect(filmHref('f1', { time: 3, location: 2, date: '2026-11-24' }, 'tickets')).toBe(
      '/cinema/f1?location=2&date=2026-11-24&time=3#tickets',
    );
    expect(filmHref('f1', { location: 2 })).toBe('/cinema/f1?location=2');
    expect(filmHref('f1')).toBe('/cinema/f1');
  });
});
