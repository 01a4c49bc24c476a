// Routes of holds: create (POST /api/v1/svc/validate) and release (DELETE /api/v1/svc/validate/{id}).
import { createRoute, z } from '@hono/zod-openapi';
import { createHoldsRequestSchema, releaseHoldRequestSchema } from '../../domain/hold-kinds';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { malformedJsonAs } from '../../http/malformed-json';

const HoldSchema = z
  .object({
    reservation_id: z.uuid(),
    ticket_type: z.enum(['entertainment', 'bus', 'hotel']),
    resource_id: z.string().openapi({
      description: 'ticket category UUID; bus schedule id or hotel room id as a string',
    }),
    quantity: z.number().int(),
    status: z.enum(['active', 'converted', 'released', 'expired']),
    expires_at: z.string().openapi({
      description:
        'entertainment and hotel: UTC with milliseconds and Z; bus: with the Africa/Lagos offset',
      example: '2026-11-21T12:03:00.000Z',
    }),
    seconds_remaining: z.number().int().openapi({ description: 'computed at response time' }),
    metadata: z.record(z.string(), z.unknown()).openapi({
      description: 'normalized metadata of the hold (cinema: location filled in)',
      'x-extension': true,
    }),
  })
  .openapi('Reservation');

export const createHoldsRoute = createRoute({
  operationId: 'createHolds',
  method: 'post',
  path: '/api/v1/svc/validate',
  summary: 'Create holds (reservations), all or none',
  middleware: [malformedJsonAs(422)] as const,
  request: {
    body: {
      content: { 'application/json': { schema: createHoldsRequestSchema() } },
      required: true,
    },
  },
  responses: {
    201: jsonContent(
      successEnvelope(z.object({ reservations: z.array(HoldSchema) })),
      'One hold per ticket item, in order',
    ),
    ...errorResponses({
      401: 'Missing or unknown API key',
      404: 'Unknown ticket category or schedule (errors keyed tickets.N.resource_id)',
      409: 'Insufficient inventory; errors.tickets names the ticket and what is left',
      422: 'Malformed or missing field; errors keyed by path such as tickets.0.resource_id',
    }),
  },
});

export const releaseHoldRoute = createRoute({
  operationId: 'releaseHold',
  method: 'delete',
  path: '/api/v1/svc/validate/{reservation_id}',
  summary: 'Release one hold',
  middleware: [malformedJsonAs(422)] as const,
  request: {
    params: z.object({
      reservation_id: z
        .string()
        .openapi({ param: { name: 'reservation_id', in: 'path' }, format: 'uuid' }),
    }),
    body: { content: { 'application/json': { schema: releaseHoldRequestSchema } }, required: true },
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), status: z.number().int(), message: z.string() }),
      'Released',
    ),
    ...errorResponses({
      401: 'Missing or unknown API key',
      404: 'Unknown id, owner mismatch, or the hold is not active (released, expired or bought)',
      422: 'Neither email nor phone, bad phone format, malformed body',
    }),
  },
});
