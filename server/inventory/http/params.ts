// zod schemas of the values every area reads from paths and query strings (they arrive as text).
import { z } from '@hono/zod-openapi';
import { isCalendarDate } from '../domain/core/time';
import { nulMessage, withoutNul } from '../domain/core/plain-text';

/** Largest id a PostgreSQL `integer` column holds. */
const MAX_ID = 2_147_483_647;

/** A positive integer at most `max`, from text. */
export const positiveInt = (label: string, max = MAX_ID) =>
  z.coerce
    .number({ error: `The ${label} must be a positive integer.` })
    .int({ error: `The ${label} must be a positive integer.` })
    .min(1, { error: `The ${label} must be a positive integer.` })
    .max(max, { error: `The ${label} is out of range.` })
    .openapi({ type: 'integer' });

/** A positive integer id in the path. */
export const pathId = (name: string, label: string) =>
  positiveInt(label).openapi({ param: { name, in: 'path' }, example: 1 });

/** `page` of a listing: 1 when absent. */
export const pageQuery = positiveInt('page', 100_000)
  .default(1)
  .openapi({ description: 'starts at 1', example: 1 });

/** A real calendar date, `YYYY-MM-DD`. */
export const queryDate = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .refine(isCalendarDate, { error: `The ${label} must be a real date in the format YYYY-MM-DD.` })
    .openapi({ example: '2026-11-21', format: 'date' });

/** A city name to filter by (matched case-insensitively). */
export const cityQuery = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `The ${label} must not be empty.` })
    .max(100, { error: `The ${label} is too long.` })
    .refine(withoutNul, { error: nulMessage(label) });
