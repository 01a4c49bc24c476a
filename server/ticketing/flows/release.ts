// Gives held items back when the customer changes or cancels; a hold already gone needs nothing more.
import 'server-only';
import { mediumOf } from '@/server/channel';
import type { CheckoutState } from '@/server/session/checkout-state';
import { releaseHold } from '../holds';

/**
 * Releases every hold of a checkout, one request each (there is no batch release). Failures are ignored on
 * purpose: 404 means it already expired or was used, and an unreachable service lets the TTL free it anyway.
 */
export async function releaseCheckout(
  checkout: Pick<CheckoutState, 'holds' | 'contact' | 'channel'>,
): Promise<void> {
  const medium = mediumOf(checkout.channel);
  await Promise.allSettled(checkout.holds.map((id) => releaseHold(id, checkout.contact, medium)));
}
