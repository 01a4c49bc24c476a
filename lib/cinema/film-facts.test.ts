// Tests of reading running time and rating out of a film's description.
import { describe, expect, it } from 'vitest';
import { filmFacts } from './film-facts';
import { venueKey } from './venue';

describe('filmFacts', () => {
  it('reads the demo catalogue’s way of stating them', () => {
    expect(filmFacts('A Lagos detective chases a ring. 2h 15m, rated 15.')).toEqual({
      runtime: '2h 15m',
      rating: '15',
    });
    expect(filmFacts('A romantic comedy. 1h 58m, rated PG.')).toEqual({
      runtime: '1h 58m',
      rating: 'PG',
    });
    expect(filmFacts('Runs 2h 5m and is rated pg-13')).toEqual({
      runtime: '2h 05m',
      rating: 'PG-13',
    });
    expect(filmFacts('Rated 12A.')).toEqual({ runtime: null, rating: '12A' });
  });

  it('does not mistake other words for them', () => {
    expect(filmFacts('A top-rated drama with a 2-hour talk-back.')).toEqual({
      runtime: null,
      rating: null,
    });
    expect(filmFacts('Highly rated by critics; doors open 7h before.')).toEqual({
      runtime: null,
      rating: null,
    });
    expect(filmFacts('')).toEqual({ runtime: null, rating: null });
  });
});

describe('venueKey', () => {
  it('names the same cinema the same way whatever its spelling', () => {
    expect(venueKey('Lagoon Screens Ikeja City Mall')).toBe('lagoon-screens-ikeja-city-mall');
    expect(venueKey('  Cinéma  Wuse II! ')).toBe('cinema-wuse-ii');
  });
});
