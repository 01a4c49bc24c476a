// Settles a payment exactly once: verify with the provider, buy from the service (holding again if the holds
// lapsed while the customer paid), and refund in full when the tickets cannot be had.
import 'server-only';
import { checkoutStateSchema, type CheckoutState } from '@/server/session/checkout-state';
import type { PurchaseOutcome } from '@/server/ticketing/flows/purchase';
import type { ReserveOutcome } from '@/server/ticketing/flows/reserve';
import type { StoreDatabase } from '@/server/store-db/connect';
import { findPayment, recordEvent, transition, type Payment } from './ledger';
import type { PaymentProvider } from './provider';

export interface SettleDeps {
  db: StoreDatabase;
  provider: PaymentProvider;
  purchase: (checkout: CheckoutState) => Promise<PurchaseOutcome>;
  reserveAgain: (checkout: CheckoutState) => Promise<ReserveOutcome>;
  /** Told once, after the buy, so the customer gets their tickets by email. */
  confirmed: (reference: string) => Promise<void>;
  now: () => number;
}

/** How long a paid order keeps being retried while ticketing is down, before the customer is refunded. */
export const BUY_RETRY_WINDOW_MS = 10 * 60 * 1000;
/** A buy whose worker has said nothing for this long is taken over (the lookup first makes that safe). */
export const STALE_BUY_MS = 2 * 60 * 1000;

export type SettleResult = 'bought' | 'refunded' | 'refunding' | 'declined' | 'abandoned' | 'pending' | 'retrying' | 'busy' | 'unknown';

const FINAL: Partial<Record<Payment['status'], SettleResult>> = {
  bought: 'bought',
  refunded: 'refunded',
  refunding: 'refunding',
  declined: 'declined',
  abandoned: 'abandoned',
};

export const REFUND_REASONS = {
  soldOut: 'The tickets were no longer available after your payment.',
  rejected: 'Ticketing did not accept this order after your payment.',
  unavailable: 'Ticketing stayed unavailable after your payment.',
  amount: 'The amount paid did not match the order.',
} as const;

/** What another request already made of a payment this one could not move on. */
async function settledElsewhere(db: StoreDatabase, reference: string): Promise<SettleResult> {
  return FINAL[(await findPayment(db, reference))!.status] ?? 'busy';
}

/** Refunds the whole payment; `refunded` when the provider confirms at once, `refunding` until it does. */
async function refund(deps: SettleDeps, payment: Payment, reason: string): Promise<SettleResult> {
  const now = deps.now();
  if (!(await transition(deps.db, payment.reference, ['pending', 'paid', 'buying'], 'refunding', now, { failure: reason }))) {
    return settledElsewhere(deps.db, payment.reference);
  }
  await deps.db
    .insertInto('refunds')
    .values({ reference: payment.reference, amount_kobo: payment.amount_kobo, reason, status: 'pending', created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  await recordEvent(deps.db, payment.reference, 'refund_started', now, reason);
  return sendRefund(deps, payment.reference);
}

/** Asks the provider for the refund (again, after a failure); the sweeper retries one that failed. */
export async function sendRefund(deps: SettleDeps, reference: string): Promise<SettleResult> {
  try {
    const result = await deps.provider.refund(reference);
    if (result.status === 'processed') return markRefunded(deps, reference);
    return 'refunding';
  } catch (error) {
    await deps.db.updateTable('refunds').set({ status: 'failed', updated_at: deps.now() }).where('reference', '=', reference).execute();
    await recordEvent(deps.db, reference, 'refund_failed', deps.now(), error instanceof Error ? error.message : 'refund failed');
    return 'refunding';
  }
}

export async function markRefunded(deps: Pick<SettleDeps, 'db' | 'now'>, reference: string): Promise<SettleResult> {
  const now = deps.now();
  await deps.db.updateTable('refunds').set({ status: 'processed', updated_at: now }).where('reference', '=', reference).execute();
  if (await transition(deps.db, reference, ['refunding'], 'refunded', now, { settled_at: now })) await recordEvent(deps.db, reference, 'refunded', now);
  return 'refunded';
}

/** A check that found nothing new moves the payment to the back of the sweeper's queue (it takes the
 * least recently touched first), so many payments left open at the provider never starve a newer one. */
async function stillPending(deps: SettleDeps, payment: Payment): Promise<SettleResult> {
  await deps.db
    .updateTable('payments')
    .set({ updated_at: deps.now() })
    .where('reference', '=', payment.reference)
    .where('status', '=', 'pending')
    .execute();
  return 'pending';
}

/** Pending → paid once the provider says so (and the amount is the order's), or declined / abandoned. */
async function confirmPaid(deps: SettleDeps, payment: Payment): Promise<SettleResult | null> {
  let verification;
  try {
    verification = await deps.provider.verify(payment.reference);
  } catch {
    return stillPending(deps, payment);
  }
  const now = deps.now();
  await recordEvent(deps.db, payment.reference, 'verified', now, verification.status);
  if (verification.status === 'failed') {
    if (await transition(deps.db, payment.reference, ['pending'], 'declined', now)) await recordEvent(deps.db, payment.reference, 'declined', now);
    return 'declined';
  }
  if (verification.status === 'abandoned') {
    await transition(deps.db, payment.reference, ['pending'], 'abandoned', now);
    return 'abandoned';
  }
  if (verification.status !== 'success') return stillPending(deps, payment);
  if (verification.amountKobo !== payment.amount_kobo || verification.currency !== payment.currency) {
    return refund(deps, payment, REFUND_REASONS.amount);
  }
  await transition(deps.db, payment.reference, ['pending'], 'paid', now, { paid_at: now });
  return null;
}

async function buy(deps: SettleDeps, payment: Payment, checkout: CheckoutState): Promise<SettleResult> {
  let outcome = await deps.purchase(checkout);
  if (outcome.status === 'failed' && outcome.reason === 'expired') {
    // The holds lapsed while the customer paid: the same items again, under the same reference.
    const again = await deps.reserveAgain(checkout);
    if (!again.ok) return refund(deps, payment, REFUND_REASONS.soldOut);
    const held = { ...again.checkout, merchantReference: payment.reference };
    await deps.db.updateTable('payments').set({ checkout: JSON.stringify(held), updated_at: deps.now() }).where('reference', '=', payment.reference).execute();
    await recordEvent(deps.db, payment.reference, 'held_again', deps.now());
    outcome = await deps.purchase(held);
  }
  const now = deps.now();
  if (outcome.status === 'confirmed') {
    if (await transition(deps.db, payment.reference, ['buying'], 'bought', now, { settled_at: now })) {
      await recordEvent(deps.db, payment.reference, 'bought', now);
      await deps.confirmed(payment.reference).catch(() => undefined);
    }
    return 'bought';
  }
  await recordEvent(deps.db, payment.reference, 'buy_failed', now, outcome.reason);
  if (outcome.reason === 'expired') return refund(deps, payment, REFUND_REASONS.soldOut);
  if (outcome.reason === 'rejected') return refund(deps, payment, REFUND_REASONS.rejected);
  // Ticketing down or the merchant's wallet short: try again later, and refund once that has taken too long.
  if (now - (payment.paid_at ?? payment.created_at) > BUY_RETRY_WINDOW_MS) return refund(deps, payment, REFUND_REASONS.unavailable);
  await transition(deps.db, payment.reference, ['buying'], 'paid', now);
  return 'retrying';
}

/** Safe to call from anywhere, any number of times, at once: the customer's return, the webhook, the sweeper. */
export async function settlePayment(deps: SettleDeps, reference: string): Promise<SettleResult> {
  let payment = await findPayment(deps.db, reference);
  if (!payment) return 'unknown';
  const final = FINAL[payment.status];
  if (final) return final;
  if (payment.status === 'pending') {
    const result = await confirmPaid(deps, payment);
    if (result) return result;
  }
  const now = deps.now();
  const claimed =
    (await transition(deps.db, reference, ['paid'], 'buying', now, { attempt: true })) ||
    (await transition(deps.db, reference, ['buying'], 'buying', now, { attempt: true }, now - STALE_BUY_MS));
  if (!claimed) return settledElsewhere(deps.db, reference);
  payment = (await findPayment(deps.db, reference))!;
  const checkout = checkoutStateSchema.safeParse(JSON.parse(payment.checkout));
  if (!checkout.success) return refund(deps, payment, REFUND_REASONS.rejected);
  return buy(deps, payment, checkout.data);
}
