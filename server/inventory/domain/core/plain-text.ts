// Free text that reaches the database as a query parameter. PostgreSQL `text` cannot hold U+0000
// (the query fails: a 500) while SQLite stores it, so both engines refuse it at the boundary.
const NUL = '\u0000';

/** For zod's `.refine`: true when `value` has no NUL character. */
export function withoutNul(value: string): boolean {
  return !value.includes(NUL);
}

export const nulMessage = (label: string) => `The ${label} must not contain a NUL character.`;
