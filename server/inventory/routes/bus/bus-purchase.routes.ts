// Route of the bus purchase (extension): shaped like the experience purchase, plus seats and schedule.
import { createRoute, z } from '@hono/zod-openapi';
import { busBuySchema } from '../../domain/bus/bus-purchase';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { malformedJsonAs } from '../../http/malformed-json';
import { ExperiencePurchaseSchema } from '../experiences/experience-purchase.routes';

const Place = z.object({ city: z.string(), terminal: z.string() });

export const TripSchema = z
  .object({
    schedule_id: z.number().int(),
    schedule_type: z.enum(['timed', 'random']),
    departure: z
      .string()
      .nullable()
      .openapi({ description: 'timed: `Y-m-d H:i` Africa/Lagos', example: '2026-11-21 07:30' }),
    departure_at: z
      .string()
      .nullable()
      .openapi({ description: 'timed: ISO 8601 with the Lagos offset' }),
    departure_date: z.string(),
    route: z.object({
      id: z.number().int(),
      origin: Place,
      destination: Place,
      duration_minutes: z.number().int(),
    }),
    operator: z.object({ id: z.string(), name: z.string() }),
    bus: z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() }),
    seats: z
      .array(z.string())
      .openapi({ description: 'seat numbers; empty for a random schedule' }),
  })
  .openapi('BusTrip');

export const BusPurchaseSchema = ExperiencePurchaseSchema.omit({ tickets: true })
  .extend({
    tickets: z
      .array(
        z.object({
          id: z.string().openapi({ description: 'the ticket code (unique, fit for a QR code)' }),
          title: z.string(),
          price: z.number(),
          seat_number: z.string().nullable(),
        }),
      )
      .openapi({ description: 'one per seat (timed) or passenger (random)' }),
    seats: z
      .array(z.string())
      .openapi({ description: 'seat numbers; empty for a random schedule' }),
    schedule: TripSchema,
  })
  .openapi('BusPurchase');

export const buyBusRoute = createRoute({
  operationId: 'buyBusTickets',
  method: 'post',
  path: '/api/v1/svc/bus/buy/tickets',
  tags: ['Bus'],
  security: [{ ApiKey: [] }],
  'x-extension': true,
  summary: 'Buy held bus seats',
  description:
    'Converts bus holds of one schedule (`reservation_ids`) into tickets: one per seat of a timed schedule, one per passenger of a random one. Customer info and `merchant_reference` as the experience buy; the same wallet, transaction and environment rules.',
  middleware: [malformedJsonAs(400)] as const,
  request: { body: { content: { 'application/json': { schema: busBuySchema } }, required: true } },
  responses: {
    201: jsonContent(
      successEnvelope(BusPurchaseSchema),
      'Bought: the holds are converted, the wallet debited',
    ),
    ...errorResponses({
      400: 'Missing fields or invalid formats (message, reason, errors)',
      401: 'Missing or unknown API key',
      402: 'The wallet of this environment cannot cover the purchase; holds stay active',
      404: 'One or more reservations were not found or have already been used (also: reservations of several schedules)',
      409: 'merchant_reference already used; data.reference names the existing transaction',
      422: 'The schedule has already departed',
    }),
  },
});
