// zod schemas of the bus listings (request values and reply shapes), shared by routes and docs.
import { z } from '@hono/zod-openapi';
import { cityQuery, pageQuery, queryDate } from '../../http/params';

export const RoutesQuery = z.object({
  business_id: z
    .uuid({ error: 'The business id must be a UUID.' })
    .optional()
    .openapi({ description: 'a bus operator (a business of type `transport`)' }),
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
  .openapi('BusRoute');

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
  .openapi('BusSchedule');

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
