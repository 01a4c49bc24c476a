// Buying a paid basket: each part through its own kind's purchase under its own reference (derived from the
// payment's), looked up before any retry, so a part is never bought twice however often this runs. Progress is kept
// with the payment after every part, so a retry (the sweeper, a second request) carries on where the last one stopped.
//
// A part that cannot be had after payment (its holds lapsed and it is gone, or the service refused it) is refunded
// alone and the rest kept (`refund-part`), or, when the merchant chose `refund-all`, the whole order is refunded
// and nothing bought: every lapsed part is held again before any part is bought, and the first failure before
// anything was bought stops the rest. (A failure after a part was bought, seconds later, can only refund that part:
// a bought part cannot be undone.)
import 'server-only';
import { partReference } from '@/lib/basket/part-reference';
import { remainingMs } from '@/lib/checkout/countdown';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import type { PurchaseFailure } from '@/lib/checkout/action-state';
import type { BasketCheckout, BasketPart } from '@/server/basket/state';
import { releaseBasket } from '@/server/basket/reserve';
import { recordEvent, type Payment } from './ledger';
import type { SettleDeps, SettleResult } from './settle-deps';

/** What settle.ts lends the basket: its own steps for the whole payment. */
export interface PaymentSteps {
  /** Every part that could be had is bought: the payment is bought (tickets recorded per part, one email). */
  bought: (partReferences: string[]) => Promise<SettleResult>;
  /** Nothing was bought: the whole payment is refunded. */
  refundAll: (reason: string) => Promise<SettleResult>;
  /** `amountKobo` of the payment back, for the parts named in `reason`. */
  refundPart: (amountKobo: number, reason: string) => Promise<void>;
  /** Ticketing cannot say now: tried again later. */
  retryLater: () => Promise<SettleResult>;
  /** Whether a failure the service may recover from has lasted too long (refund instead of retrying). */
  gaveUp: () => boolean;
}

/** Why a part was not bought, as the order page and email say it. */
export const PART_FAILURES: Record<'expired' | 'rejected' | 'unavailable' | 'another', string> = {
  expired: 'No longer available after your payment; refunded.',
  rejected: 'Not accepted by ticketing after your payment; refunded.',
  unavailable: 'Ticketing stayed unavailable after your payment; refunded.',
  another: 'Not bought, because another part of this order could not be; refunded.',
};

type PartResult =
  { outcome: 'bought' } | { outcome: 'failed'; failure: string } | { outcome: 'retry' };

async function saveProgress(
  deps: SettleDeps,
  payment: Payment,
  basket: BasketCheckout,
): Promise<void> {
  await deps.db
    .updateTable('payments')
    .set({ checkout: JSON.stringify(basket), updated_at: deps.now() })
    .where('reference', '=', payment.reference)
    .execute();
}

/** The part not bought: found after all (a reply lost on the way) is bought; unknown is asked again later. */
async function afterFailure(
  deps: SettleDeps,
  part: BasketPart,
  reason: PurchaseFailure,
  steps: PaymentSteps,
): Promise<PartResult> {
  const recoverable = reason === 'unavailable' || reason === 'unconfirmed' || reason === 'wallet';
  if (recoverable && !steps.gaveUp()) return { outcome: 'retry' };
  const lookup = await deps.lookUp(part.merchantReference);
  if (lookup === 'found') return { outcome: 'bought' };
  if (lookup === 'unreachable') return { outcome: 'retry' };
  const failure =
    reason === 'expired'
      ? PART_FAILURES.expired
      : reason === 'rejected'
        ? PART_FAILURES.rejected
        : PART_FAILURES.unavailable;
  return { outcome: 'failed', failure };
}

/** Buys one part, holding it again first when its holds lapsed while the customer paid. */
async function buyPart(
  deps: SettleDeps,
  payment: Payment,
  basket: BasketCheckout,
  index: number,
  steps: PaymentSteps,
): Promise<PartResult> {
  let part = basket.parts[index]!;
  let outcome = await deps.purchase(part);
  if (outcome.status === 'failed' && outcome.reason === 'expired') {
    const again = await deps.reserveAgain(part);
    if (again.ok) {
      part = { ...again.checkout, merchantReference: part.merchantReference };
      basket.parts[index] = part;
      await saveProgress(deps, payment, basket);
      await recordEvent(
        deps.db,
        payment.reference,
        'held_again',
        deps.now(),
        part.merchantReference,
      );
      outcome = await deps.purchase(part);
    }
  }
  if (outcome.status === 'confirmed') return { outcome: 'bought' };
  await recordEvent(
    deps.db,
    payment.reference,
    'buy_failed',
    deps.now(),
    `${part.merchantReference}: ${outcome.reason}`,
  );
  return afterFailure(deps, part, outcome.reason, steps);
}

const lapsed = (part: BasketPart, now: number) =>
  remainingMs(part.expiresAt, part.clockOffsetMs, now) <= 0;

/** All or nothing: before any part is bought, every part whose holds lapsed is held again; false when one cannot be. */
async function holdEveryPart(
  deps: SettleDeps,
  payment: Payment,
  basket: BasketCheckout,
): Promise<boolean> {
  for (const [index, part] of basket.parts.entries()) {
    if (!lapsed(part, deps.now())) continue;
    const again = await deps.reserveAgain(part);
    if (!again.ok) return false;
    basket.parts[index] = { ...again.checkout, merchantReference: part.merchantReference };
    await saveProgress(deps, payment, basket);
    await recordEvent(deps.db, payment.reference, 'held_again', deps.now(), part.merchantReference);
  }
  return true;
}

const named = (parts: readonly BasketPart[]) => parts.map((part) => part.title).join('; ');

/** Refunds the whole order, nothing bought: every part not yet settled is marked so, and its holds released. */
async function nothingBought(
  deps: SettleDeps,
  payment: Payment,
  basket: BasketCheckout,
  steps: PaymentSteps,
  failed: BasketPart,
): Promise<SettleResult> {
  await releaseBasket(basket);
  basket.parts = basket.parts.map((part) =>
    part.outcome ? part : { ...part, outcome: 'failed', failure: PART_FAILURES.another },
  );
  await saveProgress(deps, payment, basket);
  return steps.refundAll(
    `Not everything in your order could be bought after your payment (${failed.title}), so nothing was bought.`,
  );
}

export async function buyBasket(
  deps: SettleDeps,
  payment: Payment,
  stored: BasketCheckout,
  steps: PaymentSteps,
): Promise<SettleResult> {
  // The parts' references follow the payment's: a retry that paid again under a new reference buys under its own.
  const basket: BasketCheckout = {
    ...stored,
    parts: stored.parts.map((part, index) => ({
      ...part,
      merchantReference: partReference(payment.reference, index),
    })),
  };
  const allOrNothing = deps.basketFailedPart === 'refund-all';
  const nothingYet = () => basket.parts.every((part) => part.outcome !== 'bought');
  if (
    allOrNothing &&
    basket.parts.every((part) => part.outcome === undefined) &&
    !(await holdEveryPart(deps, payment, basket))
  ) {
    const gone = basket.parts.find((part) => lapsed(part, deps.now())) ?? basket.parts[0]!;
    basket.parts = basket.parts.map((part) =>
      part === gone ? { ...part, outcome: 'failed', failure: PART_FAILURES.expired } : part,
    );
    return nothingBought(deps, payment, basket, steps, gone);
  }
  for (const index of basket.parts.keys()) {
    if (basket.parts[index]!.outcome) continue;
    const result = await buyPart(deps, payment, basket, index, steps);
    if (result.outcome === 'retry') {
      await saveProgress(deps, payment, basket);
      return steps.retryLater();
    }
    basket.parts[index] = { ...basket.parts[index]!, ...result };
    await saveProgress(deps, payment, basket);
    if (result.outcome === 'failed' && allOrNothing && nothingYet())
      return nothingBought(deps, payment, basket, steps, basket.parts[index]!);
  }
  const failed = basket.parts.filter((part) => part.outcome === 'failed');
  const bought = basket.parts.filter((part) => part.outcome === 'bought');
  if (bought.length === 0)
    return steps.refundAll(
      `Nothing in your order could be bought after your payment (${named(failed)}).`,
    );
  if (failed.length > 0) {
    const amount = failed.reduce((sum, part) => sum + orderTotalKobo(part.lines), 0);
    await steps.refundPart(
      amount,
      `Part of your order could not be bought after your payment and was refunded: ${named(failed)}.`,
    );
  }
  return steps.bought(bought.map((part) => part.merchantReference));
}
