// Route of the experience purchase (regular events and cinema films).
import { createRoute, z } from '@hono/zod-openapi';
import { experienceBuySchema } from '../../domain/experiences/experience-purchase';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { malformedJsonAs } from '../../http/malformed-json';

export const PurchasedTicketSchema = z.object({
  id: z.string().openapi({ description: 'the ticket code (unique, fit for a QR code)' }),
  title: z.string(),
  price: z.number(),
  ticket_category_id: z.string().openapi({ 'x-extension': true }),
});

export const ExperiencePurchaseSchema = z
  .object({
    reference: z.string(),
    invoice_id: z.number().int(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    merchant_reference: z.string().nullable(),
    tickets: z.array(PurchasedTicketSchema).openapi({ description: 'one per ticket' }),
  })
  .openapi('ExperiencePurchase');

export const buyExperienceRoute = createRoute({
  operationId: 'buyExperienceTickets',
  method: 'post',
  path: '/api/v1/svc/experience/buy/tickets',
  summary: 'Buy held experience tickets (regular and cinema)',
  middleware: [malformedJsonAs(400)] as const,
  request: {
    body: { content: { 'application/json': { schema: experienceBuySchema } }, required: true },
  },
  responses: {
    201: jsonContent(
      successEnvelope(ExperiencePurchaseSchema),
      'Bought: the holds are converted, the wallet debited',
    ),
    ...errorResponses({
      400: 'Invalid experience_id or tickets[].id, missing fields, invalid formats (message, reason, errors)',
      401: 'Missing or unknown API key',
      402: 'The wallet of this environment cannot cover the purchase (extension); holds stay active',
      404: 'One or more reservations were not found or have already been used',
      409: 'merchant_reference already used; data.reference names the existing transaction (extension)',
    }),
  },
});
