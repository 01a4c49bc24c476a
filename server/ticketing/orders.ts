// Orders: the full transaction record by merchant reference, in the storefront's own shape.
import 'server-only';
import type { Order } from '@/lib/checkout/types';
import { ticketingRequest } from './client';
import { isNotFound } from './errors';
import type { Patience } from './patience';
import { wireOrderRecord } from './kinds/registry';
import { reshapeOrder } from './reshape-order';

/**
 * The full record, or null when nothing was recorded under the reference (the purchase did not happen). A page
 * reads it with a page's patience; a purchase, which acts on the answer, waits in full.
 */
export async function findOrder(merchantReference: string, patience: Patience = 'read'): Promise<Order | null> {
  try {
    const data = await ticketingRequest('/api/v1/svc/transaction', {
      schema: wireOrderRecord,
      patience,
      query: { merchant_reference: merchantReference },
    });
    return reshapeOrder(data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
