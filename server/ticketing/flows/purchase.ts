// Confirm: buys the customer's holds under their merchant reference, never twice, and says what happened.
import 'server-only';
import type { PurchaseFailure } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { Order } from '@/lib/checkout/types';
import { mediumOf } from '@/server/channel';
import type { CheckoutState } from '@/server/session/checkout-state';
import { TicketingError, TicketingUnavailableError } from '../errors';
import { kindModule } from '../kinds/registry';
import { findOrder } from '../orders';
import { readOrDown } from '../read-or-down';

export type PurchaseOutcome =
  | { status: 'confirmed'; merchantReference: string; order: Order | null }
  | { status: 'failed'; reason: PurchaseFailure; message: string };

const failed = (reason: PurchaseFailure): PurchaseOutcome => ({
  status: 'failed',
  reason,
  message: CHECKOUT_MESSAGES[reason],
});

/** The service's record of a merchant reference: found, missing (nothing was bought), or no answer. */
export type Lookup =
  { kind: 'found'; order: Order } | { kind: 'missing' } | { kind: 'unreachable' };

export async function lookUp(merchantReference: string): Promise<Lookup> {
  const read = await readOrDown(findOrder(merchantReference, 'full'));
  if (!read.ok) return { kind: 'unreachable' };
  return read.value ? { kind: 'found', order: read.value } : { kind: 'missing' };
}

function isDuplicateReference(error: TicketingError): boolean {
  return error.status === 409 && error.messagesFor('merchant_reference').length > 0;
}

/**
 * Every path that may have bought ends in a lookup by merchant reference: found means confirmed (an earlier
 * click, another tab, or a reply lost on the way); not found means nothing was bought, so the same
 * reference may be sent again, and the service's uniqueness rule stops a second charge if it was.
 */
export async function completePurchase(
  checkout: CheckoutState,
  attempts = 2,
): Promise<PurchaseOutcome> {
  const reference = checkout.merchantReference;
  const kind = kindModule(checkout.selection.kind);
  const confirmed = (order: Order | null): PurchaseOutcome => ({
    status: 'confirmed',
    merchantReference: reference,
    order,
  });
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await kind.buy(checkout, mediumOf(checkout.channel));
      // The buy's reply is a summary; the full record is read right away, as the spec asks.
      const lookup = await lookUp(reference);
      return confirmed(lookup.kind === 'found' ? lookup.order : null);
    } catch (error) {
      if (error instanceof TicketingError) {
        if (isDuplicateReference(error)) return confirmed(null);
        if (error.status === 402) return failed('wallet');
        // A kind may know why: a coach that left while the customer was paying.
        const explained = error.status === 422 ? kind.explainRejection?.(error) : null;
        if (explained) return { status: 'failed', reason: 'rejected', message: explained };
        if (error.status !== 404 && error.status !== 409) return failed('rejected');
        // Holds gone: used by our own earlier attempt, or expired.
        const lookup = await lookUp(reference);
        if (lookup.kind === 'found') return confirmed(lookup.order);
        return failed(lookup.kind === 'unreachable' ? 'unconfirmed' : 'expired');
      }
      if (!(error instanceof TicketingUnavailableError)) throw error;
      const lookup = await lookUp(reference);
      if (lookup.kind === 'unreachable') return failed('unconfirmed');
      if (lookup.kind === 'found') return confirmed(lookup.order);
      // Not recorded: safe to send again with the same reference.
    }
  }
  return failed('unavailable');
}
