// Purchases: buy held experience tickets, and read the full transaction record by merchant reference.
import 'server-only';
import type { Contact } from '@/lib/checkout/contact-schema';
import type { Order } from '@/lib/checkout/types';
import { wireExperiencePurchase, wireTransaction } from '@/server/ticketing/wire/purchase';
import { ticketingRequest, type TransactionMedium } from './client';
import { isNotFound } from './errors';
import { reshapeOrder } from './reshape-order';

export interface BuyRequest {
  eventId: string;
  reservationIds: readonly string[];
  lines: readonly { categoryId: string; quantity: number }[];
  customer: Contact;
  merchantReference: string;
}

export interface PurchaseReceipt {
  reference: string;
  merchantReference: string | null;
}

export async function buyTickets(request: BuyRequest, medium: TransactionMedium = 'Web'): Promise<PurchaseReceipt> {
  const data = await ticketingRequest('/api/v1/svc/experience/buy/tickets', {
    method: 'POST',
    medium,
    schema: wireExperiencePurchase,
    body: {
      reservation_ids: request.reservationIds,
      tickets: request.lines.map((line) => ({ id: line.categoryId, count: line.quantity })),
      experience_id: request.eventId,
      customer_info: { name: request.customer.name, email: request.customer.email, phone_number: request.customer.phone },
      merchant_reference: request.merchantReference,
    },
  });
  return { reference: data.reference, merchantReference: data.merchant_reference ?? null };
}

/** The full record, or null when nothing was recorded under the reference (the purchase did not happen). */
export async function findOrder(merchantReference: string): Promise<Order | null> {
  try {
    const data = await ticketingRequest('/api/v1/svc/transaction', {
      schema: wireTransaction,
      query: { merchant_reference: merchantReference },
    });
    return reshapeOrder(data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
