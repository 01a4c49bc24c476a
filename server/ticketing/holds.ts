// Holds: reserve several items in one request (all or none), and release a hold the customer gave up.
import 'server-only';
import { z } from 'zod';
import { HOLD_PHONE } from '@/lib/checkout/contact-schema';
import type { Hold } from '@/lib/checkout/types';
import type { TransactionMedium } from '@/server/channel';
import { ticketingRequest } from './client';
import type { HoldItem } from './kinds/kind';
import { wireCreatedHolds } from './wire/holds';

/** The hold's owner: the buy and the release must send exactly these values again. */
export interface HoldOwner {
  email: string;
  phone: string;
}

/** A hotel guest's foreign phone may not be the 11 to 13 digits a hold takes: such a hold is owned by the email alone. */
const customerInfo = (owner: HoldOwner) => ({
  email: owner.email,
  ...(HOLD_PHONE.test(owner.phone) && { phone_number: owner.phone }),
});

/** One hold per item, all or none (the service rolls back the batch when one item fails). */
export async function createHolds(
  items: readonly HoldItem[],
  owner: HoldOwner,
  medium: TransactionMedium,
): Promise<Hold[]> {
  const data = await ticketingRequest('/api/v1/svc/validate', {
    method: 'POST',
    medium,
    schema: wireCreatedHolds,
    body: { tickets: items, customer_info: customerInfo(owner) },
  });
  return data.reservations.map((hold) => ({
    reservationId: hold.reservation_id,
    resourceId: hold.resource_id,
    quantity: hold.quantity,
    expiresAt: hold.expires_at,
    secondsRemaining: hold.seconds_remaining,
  }));
}

export async function releaseHold(
  reservationId: string,
  owner: HoldOwner,
  medium: TransactionMedium,
): Promise<void> {
  await ticketingRequest(`/api/v1/svc/validate/${encodeURIComponent(reservationId)}`, {
    method: 'DELETE',
    medium,
    // The spec's release reply is `success` and `message` only, without `data`.
    schema: z.unknown().optional(),
    body: { customer_info: customerInfo(owner) },
  });
}
