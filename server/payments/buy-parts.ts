// Buying a paid order: each part through its own kind's purchase under its own reference (derived from the payment's;
// an order of one part buys under the payment's own), looked up at the service before any refund, so a part is never
// bought twice however often this runs. Progress is kept with the payment after every part, so a retry (the sweeper,
// a second request) carries on where the last one stopped.
//
// A part whose holds lapsed while the customer paid is held again first. A part that cannot be had after payment (it
// is gone, or the service refused it, or ticketing stayed down past the retry window) is refunded alone and the rest
// kept (`refund-part`), or, when the merchant chose `refund-all`, the whole order is refunded and nothing bought: every
// lapsed part is held again before any part is bought, and the first failure before anything was bought stops the
// rest. (A failure after a part was bought can only refund that part: a bought part cannot be undone.) Nothing bought
// at all refunds the whole payment.
import 'server-only';
import { remainingMs } from '@/lib/checkout/countdown';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import type { PurchaseFailure } from '@/lib/checkout/action-state';
import {
  partReferenceOf,
  type CheckoutOrder,
  type OrderPart,
} from '@/server/session/checkout-state';
import { releaseOrder } from '@/server/ticketing/flows/reserve';
import { recordEvent, type Payment } from './ledger';
import type { SettleDeps, SettleResult } from './settle-deps';

/** What settle.ts lends the buying: its own steps for the whole payment. */
export interface PaymentSteps {
  /** Every part that could be had is bought: the payment is bought (tickets recorded per part, one email). */
  bought: (partReferences: string[]) => Promise<SettleResult>;
  /** Nothing was bought: the whole payment is refunded, once the service confirmed it has nothing of it. */
  refundAll: (reason: string) => Promise<SettleResult>;
  /** `amountKobo` of the payment back, for the parts named in `reason`. */
  refundPart: (amountKobo: number, reason: string) => Promise<void>;
  /** Ticketing cannot say now: tried again later. */
  retryLater: () => Promise<SettleResult>;
  /** Whether a failure the service may recover from has lasted too long (refund instead of retrying). */
  gaveUp: () => boolean;
  /** The order as bought so far, kept with the payment (with its promo code, which the payment keeps). */
  save: (order: CheckoutOrder) => Promise<void>;
}

/** Why a part was not bought, as the order page and email say it. */
export const PART_FAILURES: Record<'expired' | 'rejected' | 'unavailable' | 'another', string> = {
  expired: 'No longer available after your payment; refunded.',
  rejected: 'Not accepted by ticketing after your payment; refunded.',
  unavailable: 'Ticketing stayed unavailable after your payment; refunded.',
  another: 'Not bought, because another part of this order could not be; refunded.',
};

/** Why a whole order of one part was refunded, as the payment records it (an order of several names its parts). */
export const REFUND_REASONS = {
  soldOut: 'The tickets were no longer available after your payment.',
  rejected: 'Ticketing did not accept this order after your payment.',
  unavailable: 'Ticketing stayed unavailable after your payment.',
  amount: 'The amount paid did not match the order.',
  paidTwice: 'This order had already been paid with another payment, which has the tickets.',
} as const;

type Cause = 'expired' | 'rejected' | 'unavailable';
const CAUSE_REASONS: Record<Cause, string> = {
  expired: REFUND_REASONS.soldOut,
  rejected: REFUND_REASONS.rejected,
  unavailable: REFUND_REASONS.unavailable,
};

type PartResult =
  | { outcome: 'bought' }
  | { outcome: 'failed'; failure: string; cause: Cause }
  | { outcome: 'retry' };

/** The part not bought: found after all (a reply lost on the way) is bought; unknown is asked again later. */
async function afterFailure(
  deps: SettleDeps,
  part: OrderPart,
  reason: PurchaseFailure,
  steps: PaymentSteps,
): Promise<PartResult> {
  const recoverable = reason === 'unavailable' || reason === 'unconfirmed' || reason === 'wallet';
  if (recoverable && !steps.gaveUp()) return { outcome: 'retry' };
  const lookup = await deps.lookUp(part.merchantReference);
  if (lookup === 'found') return { outcome: 'bought' };
  if (lookup === 'unreachable') return { outcome: 'retry' };
  const cause: Cause = reason === 'expired' || reason === 'rejected' ? reason : 'unavailable';
  return { outcome: 'failed', failure: PART_FAILURES[cause], cause };
}

/** Holds the part again (its holds lapsed), under its own reference; false when it cannot be. */
async function holdAgain(
  deps: SettleDeps,
  payment: Payment,
  order: CheckoutOrder,
  index: number,
  steps: PaymentSteps,
): Promise<boolean> {
  const part = order.parts[index]!;
  const again = await deps.reserveAgain(part);
  if (!again.ok) return false;
  order.parts[index] = { ...again.checkout, merchantReference: part.merchantReference };
  await steps.save(order);
  await recordEvent(deps.db, payment.reference, 'held_again', deps.now(), part.merchantReference);
  return true;
}

/** Buys one part, holding it again first when its holds lapsed while the customer paid. */
async function buyPart(
  deps: SettleDeps,
  payment: Payment,
  order: CheckoutOrder,
  index: number,
  steps: PaymentSteps,
): Promise<PartResult> {
  let outcome = await deps.purchase(order.parts[index]!);
  if (
    outcome.status === 'failed' &&
    outcome.reason === 'expired' &&
    (await holdAgain(deps, payment, order, index, steps))
  )
    outcome = await deps.purchase(order.parts[index]!);
  if (outcome.status === 'confirmed') return { outcome: 'bought' };
  const part = order.parts[index]!;
  await recordEvent(
    deps.db,
    payment.reference,
    'buy_failed',
    deps.now(),
    `${part.merchantReference}: ${outcome.reason}`,
  );
  return afterFailure(deps, part, outcome.reason, steps);
}

const lapsed = (part: OrderPart, now: number) =>
  remainingMs(part.expiresAt, part.clockOffsetMs, now) <= 0;

/** All or nothing: before any part is bought, every part whose holds lapsed is held again; false when one cannot be. */
async function holdEveryPart(
  deps: SettleDeps,
  payment: Payment,
  order: CheckoutOrder,
  steps: PaymentSteps,
): Promise<boolean> {
  for (const [index, part] of order.parts.entries()) {
    if (lapsed(part, deps.now()) && !(await holdAgain(deps, payment, order, index, steps)))
      return false;
  }
  return true;
}

const named = (parts: readonly OrderPart[]) => parts.map((part) => part.title).join('; ');

/** Refunds the whole order, nothing bought: every part not yet settled is marked so, and its holds released. */
async function nothingBought(
  order: CheckoutOrder,
  steps: PaymentSteps,
  failed: OrderPart,
): Promise<SettleResult> {
  await releaseOrder(order);
  order.parts = order.parts.map((part) =>
    part.outcome ? part : { ...part, outcome: 'failed', failure: PART_FAILURES.another },
  );
  await steps.save(order);
  return steps.refundAll(
    `Not everything in your order could be bought after your payment (${failed.title}), so nothing was bought.`,
  );
}

export async function buyOrder(
  deps: SettleDeps,
  payment: Payment,
  stored: CheckoutOrder,
  steps: PaymentSteps,
): Promise<SettleResult> {
  // The parts' references follow the payment's: a retry that paid again under a new reference buys under its own.
  const order: CheckoutOrder = {
    ...stored,
    parts: stored.parts.map((part, index) => ({
      ...part,
      merchantReference: partReferenceOf(payment.reference, index),
    })),
  };
  const allOrNothing = deps.basketFailedPart === 'refund-all' && order.parts.length > 1;
  const nothingYet = () => order.parts.every((part) => part.outcome !== 'bought');
  if (
    allOrNothing &&
    order.parts.every((part) => part.outcome === undefined) &&
    !(await holdEveryPart(deps, payment, order, steps))
  ) {
    const gone = order.parts.find((part) => lapsed(part, deps.now())) ?? order.parts[0]!;
    order.parts = order.parts.map((part) =>
      part === gone ? { ...part, outcome: 'failed', failure: PART_FAILURES.expired } : part,
    );
    return nothingBought(order, steps, gone);
  }
  const causes: Cause[] = [];
  for (const index of order.parts.keys()) {
    if (order.parts[index]!.outcome) continue;
    const result = await buyPart(deps, payment, order, index, steps);
    if (result.outcome === 'retry') {
      await steps.save(order);
      return steps.retryLater();
    }
    if (result.outcome === 'failed') causes.push(result.cause);
    order.parts[index] = {
      ...order.parts[index]!,
      outcome: result.outcome,
      ...(result.outcome === 'failed' && { failure: result.failure }),
    };
    await steps.save(order);
    if (result.outcome === 'failed' && allOrNothing && nothingYet())
      return nothingBought(order, steps, order.parts[index]!);
  }
  const failed = order.parts.filter((part) => part.outcome === 'failed');
  const bought = order.parts.filter((part) => part.outcome === 'bought');
  if (bought.length === 0) {
    // An order of one part says why in the words of its cause; an order of several names what it held.
    const only = order.parts.length === 1 && causes.length === 1 ? causes[0] : undefined;
    return steps.refundAll(
      only
        ? CAUSE_REASONS[only]
        : `Nothing in your order could be bought after your payment (${named(failed)}).`,
    );
  }
  if (failed.length > 0) {
    const amount = failed.reduce((sum, part) => sum + orderTotalKobo(part.lines), 0);
    await steps.refundPart(
      amount,
      `Part of your order could not be bought after your payment and was refunded: ${named(failed)}.`,
    );
  }
  return steps.bought(bought.map((part) => part.merchantReference));
}
