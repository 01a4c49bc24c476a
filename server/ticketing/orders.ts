// Orders: the full transaction record by merchant reference, in the storefront's own shape.
import 'server-only';
import type { Order } from '@/lib/checkout/types';
import { ticketingRequest } from './client';
import { isNotFound } from './errors';
import type { Patience } from './patience';
import { wireOrderRecord, type WireOrderRecord } from './kinds/registry';
import { reshapeOrder } from './reshape-order';

/**
 * The transaction record as the service sent it (with every kind's ids), or null when nothing was recorded under
 * the reference. A page reads it with a page's patience; a purchase, which acts on the answer, waits in full.
 */
export async function findOrderRecord(
  merchantReference: string,
  patience: Patience = 'read',
): Promise<WireOrderRecord | null> {
  try {
    return await ticketingRequest('/api/v1/svc/transaction', {
      schema: wireOrderRecord,
      patience,
      query: { merchant_reference: merchantReference },
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The full record in the storefront's shape, or null when nothing was recorded under the reference. */
export async function findOrder(
  merchantReference: string,
  patience: Patience = 'read',
): Promise<Order | null> {
  const record = await findOrderRecord(merchantReference, patience);
  return record ? reshapeOrder(record) : null;
}
