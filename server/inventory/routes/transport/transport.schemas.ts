// zod schemas of the transport listings (request values and reply shapes), shared by routes and docs.
import { z } from '@hono/zod-openapi';
import { isCalendarDate } from '../../domain/core/time';
import { nulMessage, withoutNul } from '../../domain/core/plain-text';

export const PER_PAGE = 20;

/** `next_page`, `count` and `per_page` of a listing page. */
export function pageFields(page: number, count: number) {
  return { next_page: page * PER_PAGE < count ? page + 1 : null, count, per_page: PER_PAGE };
}

/** The reply shape of `pageFields`, beside a listing's array. */
export const PageFieldsShape = {
  next_page: z.number().int().nullable().openapi({ description: 'null on the last page' }),
  count: z.number().int().openapi({ description: 'total matching' }),
  per_page: z.number().int(),
};

/** A positive integer id in a path or query (arrives as text). */
export const pathId = (name: string, label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a positive integer.` })
    .int({ error: `The ${label} must be a positive integer.` })
    .min(1, { error: `The ${label} must be a positive integer.` })
    .max(2_147_483_647, { error: `The ${label} is out of range.` })
    .openapi({ param: { name, in: 'path' }, example: 1, type: 'integer' });

export const pageQuery = z.coerce
  .number({ error: 'The page must be a positive integer.' })
  .int({ error: 'The page must be a positive integer.' })
  .min(1, { error: 'The page must be a positive integer.' })
  .max(100_000, { error: 'The page is out of range.' })
  .default(1)
  .openapi({ type: 'integer', example: 1 });

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

export const RoutesQuery = z.object({
  business_id: z
    .uuid({ error: 'The business id must be a UUID.' })
    .optional()
    .openapi({ description: 'a transport business (operator)' }),
  origin: cityQuery('origin')
    .optional()
    .openapi({ description: 'origin city, case-insensitive', example: 'Lagos' }),
  destination: cityQuery('destination')
    .optional()
    .openapi({ description: 'destination city, case-insensitive', example: 'Abuja' }),
  page: pageQuery,
});

export const SchedulesQuery = z.object({
  date: queryDate('date').openapi({ description: 'departure date, Africa/Lagos' }),
});

const Operator = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string().nullable(),
  photo: z.string().nullable(),
});
const Place = z.object({ city: z.string(), terminal: z.string() });

export const Route = z
  .object({
    id: z.number().int(),
    origin: Place,
    destination: Place,
    duration_minutes: z.number().int(),
    distance_km: z.number().int(),
    operator: Operator,
  })
  .openapi('TransportRoute');

export const PriceBreakdown = z.object({
  ticket_price: z.number(),
  convenience_fee: z.number(),
  merchant_commission: z.number(),
});

export const Schedule = z
  .object({
    id: z.number().int().openapi({ description: 'use as `resource_id` of a bus hold' }),
    schedule_type: z.enum(['timed', 'random']),
    route_id: z.number().int(),
    bus_id: z.number().int(),
    departure: z.string().nullable().openapi({
      description: "timed: `Y-m-d H:i` Africa/Lagos (the hold's `schedule_timestamp`)",
      example: '2026-11-21 07:30',
    }),
    departure_at: z.string().nullable().openapi({
      description: 'timed: ISO 8601 with the Lagos offset',
      example: '2026-11-21T07:30:00+01:00',
    }),
    departure_date: z.string().openapi({ example: '2026-11-21' }),
    bus: z.object({
      id: z.number().int(),
      name: z.string(),
      plate_number: z.string(),
      capacity: z.number().int(),
    }),
    seats_available: z.number().int(),
    bookable: z.boolean().openapi({
      description: "false once a timed coach has left or a random schedule's date has passed",
    }),
    price: z
      .number()
      .openapi({ description: 'per seat: ticket_price + convenience_fee + merchant_commission' }),
    price_breakdown: PriceBreakdown,
  })
  .openapi('TransportSchedule');

export const SeatMap = z
  .object({
    rows: z.number().int(),
    columns: z.number().int(),
    aisle_after: z
      .number()
      .int()
      .openapi({ description: 'the aisle runs between this column and the next' }),
    seats: z.array(
      z.object({
        id: z.number().int().openapi({ description: 'use in `seat_ids` of a timed bus hold' }),
        seat_number: z.string(),
        row: z.number().int(),
        column: z.number().int(),
        state: z.enum(['available', 'held', 'sold']),
      }),
    ),
  })
  .openapi('SeatMap');
