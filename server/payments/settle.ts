// Settles a payment exactly once: verify with the provider, buy from the service (holding again if the holds
// lapsed while the customer paid), and refund in full when the tickets cannot be had. A payment the customer
// has not finished (abandoned) or that was declined is never given up on: a success reported later is honoured.
// The order's parts are bought one by one (buy-parts.ts), and only the parts it cannot have are refunded.
import 'server-only';
import { parseCheckoutOrder } from '@/server/session/checkout-state';
import { log } from '@/server/log';
import { storefrontMetrics } from '@/server/metrics/registry';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PaymentStatus } from '@/server/store-db/schema';
import {
  findPayment,
  orderClaimant,
  recordEvent,
  releaseOrder,
  transition,
  type Payment,
} from './ledger';
import { appliedPromoOf } from './promo-charge';
import { promoFollowsPayment } from './promo-settle';
import { buyOrder, REFUND_REASONS, type PaymentSteps } from './buy-parts';
import type { SettleDeps, SettleResult } from './settle-deps';

export type { SettleDeps, SettleResult } from './settle-deps';

/** How long a paid order keeps being retried while ticketing is down, before the customer is refunded. */
export const BUY_RETRY_WINDOW_MS = 10 * 60 * 1000;
/** A buy whose worker has said nothing for this long is taken over (the lookup first makes that safe). */
export const STALE_BUY_MS = 2 * 60 * 1000;

const FINAL: Partial<Record<PaymentStatus, SettleResult>> = {
  bought: 'bought',
  refunded: 'refunded',
  refunding: 'refunding',
};

/** Not paid yet, as far as the provider has said; a success it reports later, however late, is still honoured. */
type Unpaid = 'pending' | 'abandoned' | 'declined';
const UNPAID: readonly Unpaid[] = ['pending', 'abandoned', 'declined'];
const isUnpaid = (status: PaymentStatus): status is Unpaid =>
  (UNPAID as readonly string[]).includes(status);

/** Bought or refunded (or being refunded): nothing a provider says any more changes it. */
export const isSettled = (status: PaymentStatus): boolean => FINAL[status] !== undefined;

export { REFUND_REASONS };

/** What another request already made of a payment this one could not move on. */
async function settledElsewhere(db: StoreDatabase, reference: string): Promise<SettleResult> {
  return FINAL[(await findPayment(db, reference))!.status] ?? 'busy';
}

/** Refunds the whole payment; `refunded` when the provider confirms at once, `refunding` until it does. */
async function refund(deps: SettleDeps, payment: Payment, reason: string): Promise<SettleResult> {
  const now = deps.now();
  if (
    !(await transition(
      deps.db,
      payment.reference,
      [...UNPAID, 'paid', 'buying'],
      'refunding',
      now,
      { failure: reason },
    ))
  ) {
    return settledElsewhere(deps.db, payment.reference);
  }
  await releaseOrder(deps.db, payment.order_key, payment.reference);
  await deps.db
    .insertInto('refunds')
    .values({
      reference: payment.reference,
      amount_kobo: payment.amount_kobo,
      reason,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  await recordEvent(deps.db, payment.reference, 'refund_started', now, reason);
  return sendRefund(deps, payment.reference);
}

/**
 * Refunds `amountKobo` of a payment that stays bought (a basket's parts that could not be had). Once per payment:
 * a second call (a retry of the same settle) finds the refund recorded and leaves it to the sweeper.
 */
async function refundPart(
  deps: SettleDeps,
  payment: Payment,
  amountKobo: number,
  reason: string,
): Promise<void> {
  if (amountKobo <= 0) return;
  const now = deps.now();
  const inserted = await deps.db
    .insertInto('refunds')
    .values({
      reference: payment.reference,
      amount_kobo: Math.min(amountKobo, payment.amount_kobo),
      reason,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return;
  await recordEvent(deps.db, payment.reference, 'part_refund_started', now, reason);
  await sendRefund(deps, payment.reference);
}

/** Asks the provider for the refund (again, after a failure); the sweeper retries one that failed. */
export async function sendRefund(deps: SettleDeps, reference: string): Promise<SettleResult> {
  try {
    // A part of the payment (a basket's part refunded alone) names its amount; the whole payment does not.
    const [row, payment] = await Promise.all([
      deps.db
        .selectFrom('refunds')
        .select('amount_kobo')
        .where('reference', '=', reference)
        .executeTakeFirst(),
      findPayment(deps.db, reference),
    ]);
    const part =
      row && payment && Number(row.amount_kobo) < Number(payment.amount_kobo)
        ? Number(row.amount_kobo)
        : undefined;
    const result = await deps.provider.refund(reference, part);
    if (result.status === 'processed') return markRefunded(deps, reference);
    return 'refunding';
  } catch (error) {
    await markRefundFailed(deps.db, reference, deps.now());
    await recordEvent(
      deps.db,
      reference,
      'refund_failed',
      deps.now(),
      error instanceof Error ? error.message : 'refund failed',
    );
    return 'refunding';
  }
}

/** A refund the provider could not make: the sweeper sends it again. */
export async function markRefundFailed(
  db: StoreDatabase,
  reference: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ status: 'failed', updated_at: now })
    .where('reference', '=', reference)
    .execute();
}

export async function markRefunded(
  deps: Pick<SettleDeps, 'db' | 'now'>,
  reference: string,
): Promise<SettleResult> {
  const now = deps.now();
  await deps.db
    .updateTable('refunds')
    .set({ status: 'processed', updated_at: now })
    .where('reference', '=', reference)
    .execute();
  if (await transition(deps.db, reference, ['refunding'], 'refunded', now, { settled_at: now }))
    await recordEvent(deps.db, reference, 'refunded', now);
  return 'refunded';
}

/**
 * Records what the provider last said of a payment not paid yet (abandoned, declined, or no change), and moves it
 * to the back of the sweeper's queue (it takes the least recently touched first), so many payments left open at
 * the provider never starve a newer one.
 */
async function stillUnpaid(
  deps: SettleDeps,
  payment: Payment & { status: Unpaid },
  status: Unpaid = payment.status,
): Promise<SettleResult> {
  const now = deps.now();
  await deps.db
    .updateTable('payments')
    .set({ status, updated_at: now })
    .where('reference', '=', payment.reference)
    .where('status', 'in', [...UNPAID])
    .execute();
  if (status !== payment.status) await recordEvent(deps.db, payment.reference, status, now);
  return status;
}

/** Not paid yet → paid once the provider says so (and the amount is the order's); else still awaited. */
async function confirmPaid(
  deps: SettleDeps,
  payment: Payment & { status: Unpaid },
): Promise<SettleResult | null> {
  let verification;
  try {
    verification = await deps.provider.verify(payment.reference);
  } catch {
    return stillUnpaid(deps, payment);
  }
  const now = deps.now();
  await recordEvent(deps.db, payment.reference, 'verified', now, verification.status);
  if (verification.status === 'failed') return stillUnpaid(deps, payment, 'declined');
  // The customer has not finished paying: the provider keeps the payment open, and it may still succeed.
  if (verification.status === 'abandoned')
    return stillUnpaid(deps, payment, payment.status === 'declined' ? 'declined' : 'abandoned');
  if (verification.status !== 'success') return stillUnpaid(deps, payment);
  if (
    verification.amountKobo !== payment.amount_kobo ||
    verification.currency !== payment.currency
  ) {
    return refund(deps, payment, REFUND_REASONS.amount);
  }
  await transition(deps.db, payment.reference, UNPAID, 'paid', now, { paid_at: now });
  return null;
}

/**
 * Whether this payment may buy its order. A retry pays for the same holds under a new reference, so one order
 * may be paid twice: the first payment to claim it buys, and another is refunded once that one has bought.
 */
async function mayBuy(
  deps: SettleDeps,
  payment: Payment,
): Promise<'yes' | 'wait' | 'bought elsewhere'> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimant = await orderClaimant(deps.db, payment, deps.now());
    if (claimant === payment.reference) return 'yes';
    const other = await findPayment(deps.db, claimant);
    if (other?.status === 'bought') return 'bought elsewhere';
    if (other && !isSettled(other.status)) return 'wait';
    // The claimant was refunded and its claim left behind: the order is free again.
    await releaseOrder(deps.db, payment.order_key, claimant);
  }
  return 'wait';
}

/**
 * The service has the order under this payment's reference (a basket: under each of `references`, its parts'):
 * bought, and the customer told once.
 */
async function markBought(
  deps: SettleDeps,
  payment: Payment,
  references: readonly string[] = [payment.reference],
): Promise<SettleResult> {
  const now = deps.now();
  if (
    await transition(deps.db, payment.reference, ['buying'], 'bought', now, { settled_at: now })
  ) {
    await recordEvent(deps.db, payment.reference, 'bought', now);
    storefrontMetrics().purchases.inc({ channel: 'online' });
    // The purchase stands whatever happens next: tickets not recorded now are when the order page or the door asks.
    for (const reference of references) {
      await deps.recordTickets(reference).catch((error: unknown) => {
        log.warn(
          { reference, err: error instanceof Error ? error.message : String(error) },
          'tickets of a bought order not recorded',
        );
      });
    }
    const email = () => deps.confirmed(payment.reference).catch(() => undefined);
    if (deps.later) deps.later(email);
    else await email();
  }
  return 'bought';
}

async function retryLater(deps: SettleDeps, payment: Payment): Promise<SettleResult> {
  await transition(deps.db, payment.reference, ['buying'], 'paid', deps.now());
  return 'retrying';
}

/** The payment's own steps, lent to the buying of its order's parts (buy-parts.ts). */
function paymentSteps(deps: SettleDeps, payment: Payment): PaymentSteps {
  // The payment's promo code stays with it: what was charged does not change with the holds.
  const promo = appliedPromoOf(payment.checkout);
  return {
    save: async (order) => {
      const kept = JSON.stringify(promo ? { ...order, promo } : order);
      await deps.db
        .updateTable('payments')
        .set({ checkout: kept, updated_at: deps.now() })
        .where('reference', '=', payment.reference)
        .execute();
    },
    bought: (references) => markBought(deps, payment, references),
    // Every part was looked up (or never tried) before this: nothing of the order was bought.
    refundAll: (reason) => refund(deps, payment, reason),
    refundPart: (amountKobo, reason) => refundPart(deps, payment, amountKobo, reason),
    retryLater: () => retryLater(deps, payment),
    gaveUp: () => deps.now() - (payment.paid_at ?? payment.created_at) > BUY_RETRY_WINDOW_MS,
  };
}

/**
 * Safe to call from anywhere, any number of times, at once: the customer's return, the webhook, the sweeper. The
 * order's promo code use then follows what the payment came to (used, given back), once however many calls arrive.
 */
export async function settlePayment(deps: SettleDeps, reference: string): Promise<SettleResult> {
  const result = await settleOnce(deps, reference);
  await promoFollowsPayment(deps.db, reference, deps.now());
  return result;
}

async function settleOnce(deps: SettleDeps, reference: string): Promise<SettleResult> {
  let payment = await findPayment(deps.db, reference);
  if (!payment) return 'unknown';
  const final = FINAL[payment.status];
  if (final) return final;
  if (isUnpaid(payment.status)) {
    const result = await confirmPaid(deps, { ...payment, status: payment.status });
    if (result) return result;
  }
  const may = await mayBuy(deps, payment);
  if (may === 'bought elsewhere') return refund(deps, payment, REFUND_REASONS.paidTwice);
  if (may === 'wait') return 'retrying';
  const now = deps.now();
  const claimed =
    (await transition(deps.db, reference, ['paid'], 'buying', now, { attempt: true })) ||
    (await transition(
      deps.db,
      reference,
      ['buying'],
      'buying',
      now,
      { attempt: true },
      now - STALE_BUY_MS,
    ));
  if (!claimed) return settledElsewhere(deps.db, reference);
  payment = (await findPayment(deps.db, reference))!;
  const order = parseCheckoutOrder(payment.checkout);
  if (!order) return refund(deps, payment, REFUND_REASONS.rejected);
  return buyOrder(deps, payment, order, paymentSteps(deps, payment));
}
