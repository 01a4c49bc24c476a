// Paystack's webhook bodies (the test provider sends the same), read leniently: only a few fields matter.
import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { WebhookEvent } from './provider';

const body = z.object({
  event: z.string(),
  data: z
    .object({
      id: z.union([z.string(), z.number()]).optional(),
      reference: z.string().optional(),
      status: z.string().optional(),
      transaction_reference: z.string().optional(),
      transaction: z.object({ reference: z.string().optional() }).optional(),
    })
    .passthrough(),
});

const REFUND_STATES = {
  'refund.pending': 'pending',
  'refund.processing': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
} as const;

export function parseWebhookBody(rawBody: string): WebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = body.safeParse(json);
  if (!parsed.success) return null;
  const { event, data } = parsed.data;
  // Deliveries carry no id of their own; the same event of the same payment is the same delivery.
  const deliveryId = createHash('sha256')
    .update(
      `${event}:${data.id ?? ''}:${data.reference ?? data.transaction_reference ?? ''}:${data.status ?? ''}`,
    )
    .digest('hex');
  if (event === 'charge.success' && data.reference)
    return { type: 'charge.success', reference: data.reference, deliveryId };
  if (event in REFUND_STATES) {
    const reference = data.transaction_reference ?? data.transaction?.reference;
    if (reference)
      return {
        type: 'refund',
        reference,
        status: REFUND_STATES[event as keyof typeof REFUND_STATES],
        deliveryId,
      };
  }
  return { type: 'other', name: event, deliveryId };
}
