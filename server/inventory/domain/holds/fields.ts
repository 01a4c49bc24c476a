// zod fields shared by the hold kinds' item schemas.
import { z } from 'zod';
import { isCalendarDate } from '../format';

/** Largest id a PostgreSQL `integer`/`serial` column holds; larger values would be a 500, not a 422. */
export const MAX_DB_INT = 2_147_483_647;
/** Upper bound on one item's quantity: no pool is anywhere near it, and it keeps sums in range. */
export const MAX_QUANTITY = 10_000;

/** A positive integer id, for example a bus schedule or a seat. */
export const dbId = (label: string) =>
  z
    .number({ error: `The ${label} must be an integer.` })
    .int({ error: `The ${label} must be an integer.`, abort: true })
    .min(1, { error: `The ${label} must be a positive integer.` })
    .max(MAX_DB_INT, { error: `The ${label} is out of range.` });

/** A positive integer id that may also arrive as a string of digits (query-string habits). */
export const lenientDbId = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    dbId(label),
  );

export const quantityField = z
  .number({ error: 'The quantity must be an integer.' })
  .int({ error: 'The quantity must be an integer.', abort: true })
  .min(1, { error: 'The quantity must be at least 1.' })
  .max(MAX_QUANTITY, { error: `The quantity may not be greater than ${MAX_QUANTITY}.` });

/** `YYYY-MM-DD`, a real calendar date. */
export const dateField = (label: string) =>
  z
    .string({ error: `The ${label} must be a date in the format Y-m-d.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: `The ${label} must be a date in the format Y-m-d.`,
      abort: true,
    })
    .refine(isCalendarDate, { error: `The ${label} is not a valid date.` });

/** Free-form metadata object (JSON null counts as absent). */
export const metadataObject = z.record(z.string(), z.unknown(), {
  error: 'The metadata must be an object.',
});
