// Routes of the transaction lookups: by the merchant's own reference (v1) and by our reference (v2).
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { nulMessage, withoutNul } from '../../domain/core/plain-text';

const money = z.number().openapi({ description: 'Naira' });

export const TransactionSchema = z
  .object({
    reference: z.string().openapi({ example: 'TXN-7KQ2M9XH4P3A' }),
    merchant_reference: z.string().nullable(),
    invoice_id: z.number().int(),
    status: z.string().openapi({ example: 'successful' }),
    kind: z.enum(['entertainment', 'cinema', 'bus', 'hotel']),
    environment: z.enum(['staging', 'live']),
    medium: z.enum(['Web', 'Mobile', 'POS']),
    currency: z.literal('NGN'),
    amount: money,
    breakdown: z.object({
      ticket_price: money,
      convenience_fee: money,
      merchant_commission: money,
    }),
    customer: z.object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone_number: z.string().nullable(),
      dob: z.string().nullable().optional(),
      username: z.string().nullable().optional(),
    }),
    items: z.array(
      z
        .object({
          code: z.string().openapi({ description: 'unique per admission, fit for a QR code' }),
          type: z.string().openapi({ example: 'ticket' }),
          title: z.string(),
          price: money,
          reservation_id: z.string(),
        })
        .catchall(z.unknown()),
    ),
    reservation_ids: z.array(z.string()),
    created_at: z.string(),
  })
  .catchall(z.unknown())
  .openapi('Transaction', {
    description:
      'Full record (extension). Kind-specific blocks: `experience` (+ `screening` for cinema), `trip`, `stay`.',
    'x-extension': true,
  });

const found = jsonContent(successEnvelope(TransactionSchema), 'The full transaction record');

export const transactionByMerchantReferenceRoute = createRoute({
  operationId: 'getTransactionByMerchantReference',
  method: 'get',
  path: '/api/v1/svc/transaction',
  summary: 'Look up a transaction by merchant_reference',
  request: {
    query: z.object({
      merchant_reference: z
        .string({ error: 'The merchant reference is required.' })
        .min(1, { error: 'The merchant reference is required.' })
        .max(255, { error: 'The merchant reference may not be greater than 255 characters.' })
        .refine(withoutNul, { error: nulMessage('merchant reference') }),
    }),
  },
  responses: {
    200: found,
    ...errorResponses({
      401: 'Missing or unknown API key',
      404: 'Nothing recorded under this reference: the purchase did not go through',
      422: 'merchant_reference missing or too long',
    }),
  },
});

export const transactionByReferenceRoute = createRoute({
  operationId: 'getTransaction',
  method: 'get',
  path: '/v2/svc/transactions/{reference}',
  summary: 'Look up a transaction by its reference',
  request: {
    params: z.object({
      reference: z
        .string()
        .min(1)
        .max(255)
        .openapi({ param: { name: 'reference', in: 'path' } }),
    }),
  },
  responses: {
    200: found,
    ...errorResponses({
      401: 'Missing or unknown API key',
      404: 'No transaction with this reference',
    }),
  },
});
