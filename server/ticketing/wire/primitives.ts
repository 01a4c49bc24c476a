// Tolerant building blocks for the provider's replies, whose value types vary between documented samples.
import { z } from 'zod';

/** A number, or a numeric string: PHP-backed providers often send amounts and counts as strings. */
export const numberish = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
    .transform(Number),
]);

/** An identifier sent as a string or an integer (bus and hotel resource ids come back as strings). */
export const idString = z.union([z.string().min(1), z.number().int()]).transform(String);

/** A boolean, or its common wire spellings. */
export const booleanish = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

/** A postal address as experiences, cinema locations and transaction records carry it; any part may be missing. */
const text = z.string().nullish();
export const wireAddress = z.object({ street: text, town: text, city: text, country: text });

/** What a price is made of, on ticket categories and bus schedules. */
export const wirePriceBreakdown = z.object({
  ticket_price: numberish,
  convenience_fee: numberish.default(0),
  merchant_commission: numberish.default(0),
});

/** Any ISO 8601 timestamp: entertainment holds use `Z`, bus holds a `+01:00` offset. */
export const isoTimestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO 8601 timestamp');

/** The success envelope around a reply's `data`; the other envelope fields are not relied on. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
