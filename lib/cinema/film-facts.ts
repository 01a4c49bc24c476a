// Running time and age rating, where a film's description states them ("2h 15m, rated 15."): the catalogue has no fields for them.
import type { FilmFacts } from './types';

const RUNTIME = /\b([1-9])\s?h(?:rs?)?\s?([0-5]?\d)\s?m(?:in)?\b/i;
// Certificates only (PG, PG-13, 12A, 15, 18, G, R, U, NC-17), so "a top-rated drama" is not read as a rating.
const RATING = /\brated\s+((?:PG|NC)(?:-?\d{1,2})?|\d{1,2}A?|G|R|U)(?![\w-])/i;

export function filmFacts(description: string): FilmFacts {
  const runtime = RUNTIME.exec(description);
  const rating = RATING.exec(description);
  return {
    runtime: runtime ? `${runtime[1]}h ${runtime[2]!.padStart(2, '0')}m` : null,
    rating: rating ? rating[1]!.toUpperCase() : null,
  };
}
