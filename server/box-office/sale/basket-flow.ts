// A box-office sale of several items of any kinds: each item added is held at once (all or nothing for that item)
// as a part of the cashier's sale on hold, which takes a reference ending `-0` (lib/basket/part-reference.ts); one
// tender for the total; then each part is bought under its own reference, looked up first on every attempt, so a
// retry never buys a part twice. A part the service will not sell is named; its share of the tender is refunded on
// its own, or the whole sale refunded and voided while no part is sold.
//
//   part: held ──▶ bought            sale: as in sale-flow.ts; it settles when every part still in it is bought,
//          │  └──▶ failed ──▶ bought       and is voided when every part was refunded
//          ├──▶ removed (before the tender)   └──▶ refunded (its share of the tender given back)
import 'server-only';
import {
  basketReference,
  isBasketReference,
  MAX_PARTS,
  partReference,
} from '@/lib/basket/part-reference';
import { formatKobo, TENDER_LABELS } from '@/lib/box-office/tender';
import type { PurchaseFailure } from '@/lib/checkout/action-state';
import type { CheckoutState } from '@/server/session/checkout-state';
import { log } from '@/server/log';
import {
  findSale,
  heldSalesOf,
  recordSaleEvent,
  transitionSale,
  updateHeldSale,
  type Sale,
} from './sales';
import {
  inSale,
  partRow,
  partsOf,
  saleSummary,
  SEVERAL_KINDS,
  toBuy,
  transitionPart,
  type SalePart,
} from './sale-parts';
import {
  heldAgain,
  holdItem,
  holdSale,
  saleFor,
  SALE_MESSAGES,
  settled,
  type Actor,
  type HoldRequest,
  type HoldResult,
  type SaleDeps,
  type SaleResult,
} from './sale-steps';

export const BASKET_MESSAGES = {
  full: `A sale holds at most ${MAX_PARTS} items. Take payment for this one, then start another.`,
  changed: 'The sale changed while this was sent. Check the basket and try again.',
  partNotFound: 'This sale has no such item.',
  partNotHeld: 'Only an item still held, before payment, can be removed.',
  partNotRefundable:
    'Only an item the service did not sell can have its share of the tender refunded.',
  partSold: 'The service has already sold this item: it is marked sold, not refunded.',
  partlySold:
    'Part of this sale is sold, so it cannot be voided whole: refund the items not sold instead.',
} as const;

/** What the counter reads of a part the service did not sell. */
export const PART_FAILURES: Record<PurchaseFailure, string> = {
  unavailable: 'the service is unavailable, so it is not issued yet',
  unconfirmed: 'the service could not confirm it',
  expired: 'its held places are no longer available',
  wallet: 'the merchant wallet cannot pay for it',
  rejected: 'the service refused it',
};

/** The sale row's summary of its parts (at the service's prices), written only while the sale is still held and unchanged since it was read. */
async function writeSummary(
  deps: SaleDeps,
  sale: Sale,
  reference: string,
  parts: readonly SalePart[],
  trx = deps.db,
): Promise<boolean> {
  const summary = saleSummary(parts);
  if (!summary) return false;
  return updateHeldSale(trx, sale, {
    reference,
    kind: SEVERAL_KINDS,
    title: summary.title,
    subtitle: summary.subtitle,
    lines: JSON.stringify(summary.lines),
    checkout: JSON.stringify(summary.checkout),
    amount_kobo: summary.amountKobo,
    // A sale of several items takes no promo code nor manual discount: one given to its first item is taken off.
    promo_code: null,
    discount_kobo: null,
    discount_reason: null,
    updated_at: deps.now(),
  });
}

/**
 * Adds the new part (and, for a sale of one item until now, its item as the first part) and the sale's new summary
 * in one transaction; false when the sale changed meanwhile (a tender, another till's add or remove).
 */
async function recordAdded(
  deps: SaleDeps,
  sale: Sale,
  parts: SalePart[],
  added: CheckoutState,
): Promise<string | null> {
  const reference = isBasketReference(sale.reference)
    ? sale.reference
    : basketReference(sale.reference);
  const now = deps.now();
  const first =
    parts.length === 0
      ? [
          partRow(
            reference,
            0,
            { ...sale.checkout, merchantReference: partReference(reference, 0) },
            now,
          ),
        ]
      : [];
  const position = parts.length + first.length;
  const next = partRow(
    reference,
    position,
    { ...added, merchantReference: partReference(reference, position) },
    now,
  );
  const rows = [...first, next];
  const all = [
    ...parts,
    ...rows.map((row) => ({ ...row, checkout: JSON.parse(row.checkout) as CheckoutState })),
  ];
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('sale_parts').values(rows).execute();
      if (!(await writeSummary(deps, sale, reference, all, trx))) throw new Error('sale changed');
      if (reference !== sale.reference)
        await trx
          .updateTable('sale_events')
          .set({ reference })
          .where('reference', '=', sale.reference)
          .execute();
    });
  } catch (error) {
    log.info(
      { reference: sale.reference, err: error instanceof Error ? error.message : String(error) },
      'an item was not added to a box-office sale',
    );
    return null;
  }
  return reference;
}

/**
 * Holds another item into the cashier's sale on hold (the first item starts the sale, as `holdSale` does). The item
 * is held at once, all or nothing; when the sale cannot take it, the hold is given back.
 */
export async function addToSale(
  deps: SaleDeps,
  actor: Actor,
  request: HoldRequest,
): Promise<HoldResult> {
  const [sale] = await heldSalesOf(deps.db, actor.id);
  if (!sale) return holdSale(deps, actor, request);
  const parts = isBasketReference(sale.reference) ? await partsOf(deps.db, sale.reference) : [];
  if (Math.max(parts.length, 1) >= MAX_PARTS) return { ok: false, message: BASKET_MESSAGES.full };
  const outcome = await holdItem(deps, request, sale.customer);
  if (!outcome.ok) return outcome;
  const reference = await recordAdded(deps, sale, parts, outcome.checkout);
  if (!reference) {
    await deps.release(outcome.checkout);
    return { ok: false, message: BASKET_MESSAGES.changed };
  }
  await recordSaleEvent(
    deps.db,
    reference,
    'part_added',
    actor.id,
    deps.now(),
    outcome.checkout.title,
  );
  return { ok: true, sale: (await findSale(deps.db, reference))! };
}

/** Takes one item out of a sale on hold and gives it back; the last one out cancels the sale. */
export async function removePart(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  part: string,
): Promise<SaleResult> {
  const found = await saleFor(deps, actor, reference);
  if (!found.ok) return found;
  const sale = found.sale;
  if (sale.status !== 'held') return { ok: false, message: SALE_MESSAGES.notHeld, sale };
  const parts = await partsOf(deps.db, reference);
  const removed = parts.find((p) => p.reference === part);
  if (!removed) return { ok: false, message: BASKET_MESSAGES.partNotFound, sale };
  if (removed.status !== 'held') return { ok: false, message: BASKET_MESSAGES.partNotHeld, sale };
  const left = parts.map((p) => (p === removed ? { ...p, status: 'removed' as const } : p));
  const emptied = !left.some(inSale);
  const moved = await deps.db
    .transaction()
    .execute(async (trx) => {
      if (!(await transitionPart(trx, part, ['held'], 'removed', deps.now())))
        throw new Error('item changed');
      if (
        !(emptied
          ? await transitionSale(trx, reference, ['held'], 'released', deps.now())
          : await writeSummary(deps, sale, reference, left, trx))
      )
        throw new Error('sale changed');
    })
    .then(
      () => true,
      () => false,
    );
  if (!moved) return { ok: false, message: BASKET_MESSAGES.changed, sale };
  await deps.release(removed.checkout);
  await recordSaleEvent(deps.db, reference, 'part_removed', actor.id, deps.now(), removed.title);
  if (emptied)
    await recordSaleEvent(
      deps.db,
      reference,
      'released',
      actor.id,
      deps.now(),
      'every item removed',
    );
  return { ok: true, sale: (await findSale(deps.db, reference))! };
}

/** The part's checkout with live holds: held again under the part's reference when they lapsed. */
async function livePart(
  deps: SaleDeps,
  actor: Actor,
  part: SalePart,
): Promise<CheckoutState | PurchaseFailure> {
  const renewed = await heldAgain(deps, part.checkout);
  if (renewed === null) return part.checkout;
  if (renewed === 'expired') return renewed;
  await transitionPart(deps.db, part.reference, [part.status], part.status, deps.now(), {
    checkout: renewed,
  });
  await recordSaleEvent(
    deps.db,
    part.sale_reference,
    'held_again',
    actor.id,
    deps.now(),
    part.title,
  );
  return renewed;
}

/** Marks a part bought (once) and records its tickets; a recording failure is logged, the part stands. */
async function partBought(deps: SaleDeps, actor: Actor, part: SalePart): Promise<void> {
  if (
    !(await transitionPart(deps.db, part.reference, ['held', 'failed'], 'bought', deps.now(), {
      failure: null,
    }))
  )
    return;
  await recordSaleEvent(
    deps.db,
    part.sale_reference,
    'part_bought',
    actor.id,
    deps.now(),
    part.title,
  );
  try {
    await deps.recordTickets(part.reference);
  } catch (error) {
    log.warn(
      { reference: part.reference, err: error instanceof Error ? error.message : String(error) },
      'tickets of a box-office sale not recorded',
    );
  }
}

async function partFailed(
  deps: SaleDeps,
  actor: Actor,
  part: SalePart,
  reason: PurchaseFailure,
  message = PART_FAILURES[reason],
): Promise<void> {
  if (
    await transitionPart(deps.db, part.reference, ['held', 'failed'], 'failed', deps.now(), {
      failure: message,
    })
  ) {
    await recordSaleEvent(
      deps.db,
      part.sale_reference,
      'part_failed',
      actor.id,
      deps.now(),
      `${part.title}: ${reason}`,
    );
  }
}

/** Buys one part: asks the service first whether its reference is recorded, and only then buys under it. */
async function buyPart(deps: SaleDeps, actor: Actor, part: SalePart): Promise<void> {
  const lookup = await deps.lookup(part.reference);
  if (lookup.kind === 'found') return partBought(deps, actor, part);
  if (lookup.kind === 'unreachable') return partFailed(deps, actor, part, 'unconfirmed');
  const checkout = await livePart(deps, actor, part);
  if (typeof checkout === 'string') return partFailed(deps, actor, part, checkout);
  const outcome = await deps.purchase(checkout);
  if (outcome.status === 'confirmed') return partBought(deps, actor, part);
  return partFailed(
    deps,
    actor,
    part,
    outcome.reason,
    outcome.reason === 'rejected' ? `the service refused it: ${outcome.message}` : undefined,
  );
}

/** What the counter reads of a sale with parts not sold, naming each, with the next steps. */
export function notSoldMessage(parts: readonly SalePart[]): string {
  const failed = parts.filter(toBuy);
  const named = failed
    .map((part) => `${part.title} (${part.failure ?? PART_FAILURES.unconfirmed})`)
    .join('; ');
  const those = failed.length === 1 ? 'that item' : 'each of those items';
  const whole = parts.some((part) => part.status === 'bought')
    ? ''
    : ', or refund and void the whole sale';
  return `Not sold: ${named}. Retry the sale (nothing is bought twice), or refund ${those} its share of the tender${whole}.`;
}

/**
 * Where a claimed sale (status `buying`) goes once its parts were tried: sold when every part still in it is bought,
 * voided when none is left (every part refunded), and otherwise back to paid, not sold, naming what is not.
 */
async function conclude(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  failedBefore: boolean,
): Promise<SaleResult> {
  const parts = await partsOf(deps.db, reference);
  const remaining = parts.filter(inSale);
  if (remaining.length > 0 && remaining.every((part) => part.status === 'bought'))
    return settled(deps, actor, reference);
  const now = deps.now();
  if (remaining.length === 0) {
    if (
      await transitionSale(deps.db, reference, ['buying'], 'voided', now, {
        failure: 'Every item refunded.',
      })
    )
      await recordSaleEvent(deps.db, reference, 'voided', actor.id, now, 'every item refunded');
    return { ok: true, sale: (await findSale(deps.db, reference))! };
  }
  const message = notSoldMessage(parts);
  if (
    await transitionSale(deps.db, reference, ['buying'], 'unsettled', now, { failure: message })
  ) {
    await recordSaleEvent(
      deps.db,
      reference,
      'buy_failed',
      actor.id,
      now,
      remaining
        .filter(toBuy)
        .map((part) => part.title)
        .join('; '),
    );
    const sale = (await findSale(deps.db, reference))!;
    if (!failedBefore)
      await deps.audit({
        staffId: actor.id,
        action: 'tender-failed',
        subject: reference,
        detail: {
          tender: sale.tender,
          amountKobo: sale.amount_kobo,
          parts: remaining
            .filter(toBuy)
            .map((part) => part.reference)
            .join(' '),
        },
      });
  }
  return { ok: false, message, sale: (await findSale(deps.db, reference)) ?? undefined };
}

/** Buys every part not yet bought of a sale this call claimed (status `buying`), one after another. */
export async function buyParts(deps: SaleDeps, actor: Actor, sale: Sale): Promise<SaleResult> {
  for (const part of (await partsOf(deps.db, sale.reference)).filter(toBuy))
    await buyPart(deps, actor, part);
  return conclude(deps, actor, sale.reference, sale.status === 'unsettled');
}

/** Claims a paid, unsettled sale for a refund, so no retry buys at the same time. */
async function claimUnsettled(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
): Promise<SaleResult> {
  const found = await saleFor(deps, actor, reference);
  if (!found.ok) return found;
  if (
    found.sale.status !== 'unsettled' ||
    !(await transitionSale(deps.db, reference, ['unsettled'], 'buying', deps.now()))
  ) {
    return { ok: false, message: SALE_MESSAGES.notVoidable, sale: found.sale };
  }
  return found;
}

/** Gives back the claim on a sale whose refund did not go ahead. */
async function unclaim(deps: SaleDeps, reference: string, message: string): Promise<SaleResult> {
  await transitionSale(deps.db, reference, ['buying'], 'unsettled', deps.now());
  return { ok: false, message, sale: (await findSale(deps.db, reference))! };
}

const refundNote = (sale: Sale, amountKobo: number, note: string) =>
  `${TENDER_LABELS[sale.tender ?? 'cash']} ${formatKobo(amountKobo)} refunded${note ? `: ${note}` : ''}`;

/**
 * Refunds one part's share of the tender of a paid sale, when the service did not sell that part: asks the service
 * first (a part it has recorded is sold, not refunded), gives back its holds, and audits the refund.
 */
export async function refundPart(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  part: string,
  note: string,
): Promise<SaleResult> {
  const claimed = await claimUnsettled(deps, actor, reference);
  if (!claimed.ok) return claimed;
  const sale = claimed.sale;
  const refunded = (await partsOf(deps.db, reference)).find((p) => p.reference === part);
  if (!refunded || !toBuy(refunded))
    return unclaim(
      deps,
      reference,
      refunded ? BASKET_MESSAGES.partNotRefundable : BASKET_MESSAGES.partNotFound,
    );
  const lookup = await deps.lookup(part);
  if (lookup.kind === 'unreachable') return unclaim(deps, reference, SALE_MESSAGES.unreachable);
  if (lookup.kind === 'found') {
    await partBought(deps, actor, refunded);
    const result = await conclude(deps, actor, reference, true);
    return { ok: false, message: BASKET_MESSAGES.partSold, sale: result.sale };
  }
  const refund = refundNote(sale, refunded.amount_kobo, note);
  await transitionPart(deps.db, part, ['held', 'failed'], 'refunded', deps.now(), {
    failure: refund,
  });
  await deps.release(refunded.checkout);
  await recordSaleEvent(
    deps.db,
    reference,
    'part_refunded',
    actor.id,
    deps.now(),
    `${refunded.title}: ${refund}`,
  );
  await deps.audit({
    staffId: actor.id,
    action: 'part-refund',
    subject: part,
    detail: {
      sale: reference,
      kind: refunded.kind,
      tender: sale.tender,
      amountKobo: refunded.amount_kobo,
      note,
    },
  });
  const result = await conclude(deps, actor, reference, true);
  return { ok: true, sale: result.sale! };
}

/**
 * Voids a paid sale of several parts, none of which the service sold, the whole tender refunded. Every part is
 * looked up first: one the service recorded is sold, and the sale is not voided.
 */
export async function voidParts(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  note: string,
): Promise<SaleResult> {
  const claimed = await claimUnsettled(deps, actor, reference);
  if (!claimed.ok) return claimed;
  const sale = claimed.sale;
  const parts = await partsOf(deps.db, reference);
  if (parts.some((part) => part.status === 'bought'))
    return unclaim(deps, reference, BASKET_MESSAGES.partlySold);
  for (const part of parts.filter(toBuy)) {
    const lookup = await deps.lookup(part.reference);
    if (lookup.kind === 'unreachable') return unclaim(deps, reference, SALE_MESSAGES.unreachable);
    if (lookup.kind === 'found') {
      await partBought(deps, actor, part);
      const result = await conclude(deps, actor, reference, true);
      return { ok: false, message: SALE_MESSAGES.alreadySold, sale: result.sale };
    }
  }
  const refund = refundNote(sale, sale.amount_kobo, note);
  if (
    !(await transitionSale(deps.db, reference, ['buying'], 'voided', deps.now(), {
      failure: refund,
    }))
  )
    return { ok: false, message: SALE_MESSAGES.notVoidable, sale };
  for (const part of parts.filter(toBuy)) {
    await transitionPart(deps.db, part.reference, ['held', 'failed'], 'refunded', deps.now(), {
      failure: refund,
    });
    await deps.release(part.checkout);
  }
  await recordSaleEvent(deps.db, reference, 'voided', actor.id, deps.now(), refund);
  await deps.audit({
    staffId: actor.id,
    action: 'void',
    subject: reference,
    detail: { tender: sale.tender, amountKobo: sale.amount_kobo, note },
  });
  return { ok: true, sale: (await findSale(deps.db, reference))! };
}
