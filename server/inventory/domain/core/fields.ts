// zod fields the request schemas share (hold items, buys): ids, quantities, dates, free metadata.
import { z } from 'zod';
import { isCalendarDate } from './time';

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

/** How deep free metadata may nest: stored and fingerprinted by recursive code (JSON.stringify). */
export const MAX_METADATA_DEPTH = 32;

/** Whether arrays and objects in `value` nest more than `limit` levels (counted without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Free-form metadata object (JSON null counts as absent). */
export const metadataObject = z
  .record(z.string(), z.unknown(), { error: 'The metadata must be an object.' })
  .refine((metadata) => !nestsDeeperThan(metadata, MAX_METADATA_DEPTH), {
    error: `The metadata may not nest more than ${MAX_METADATA_DEPTH} levels deep.`,
  });
