// Holds: reserve several ticket types in one request, and release a hold the customer gave up.
import 'server-only';
import type { Hold } from '@/lib/checkout/types';
import { wireCreatedHolds } from '@/server/ticketing/wire/holds';
import { z } from 'zod';
import { ticketingRequest, type TransactionMedium } from './client';

/** The hold's owner: the buy and the release must send exactly these values again. */
export interface HoldOwner {
  email: string;
  phone: string;
}

export interface HoldRequest {
  categoryId: string;
  quantity: number;
}

const customerInfo = (owner: HoldOwner) => ({ email: owner.email, phone_number: owner.phone });

/** One hold per line, all or none (the service rolls back the batch when one line fails). */
export async function createHolds(lines: readonly HoldRequest[], owner: HoldOwner, medium: TransactionMedium = 'Web'): Promise<Hold[]> {
  const data = await ticketingRequest('/api/v1/svc/validate', {
    method: 'POST',
    medium,
    schema: wireCreatedHolds,
    body: {
      tickets: lines.map((line) => ({ ticket_type: 'entertainment', resource_id: line.categoryId, quantity: line.quantity })),
      customer_info: customerInfo(owner),
    },
  });
  return data.reservations.map((hold) => ({
    reservationId: hold.reservation_id,
    categoryId: hold.resource_id,
    quantity: hold.quantity,
    expiresAt: hold.expires_at,
    secondsRemaining: hold.seconds_remaining,
  }));
}

export async function releaseHold(reservationId: string, owner: HoldOwner, medium: TransactionMedium = 'Web'): Promise<void> {
  await ticketingRequest(`/api/v1/svc/validate/${encodeURIComponent(reservationId)}`, {
    method: 'DELETE',
    medium,
    // The spec's release reply is `success` and `message` only, without `data`.
    schema: z.unknown().optional(),
    body: { customer_info: customerInfo(owner) },
  });
}
