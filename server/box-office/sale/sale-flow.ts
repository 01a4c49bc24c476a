// A box-office sale, exactly once: hold the basket, record the tender, then buy from the service under the
// sale's `pos-` reference (looking it up first on every retry), and void with the tender refunded when it cannot.
// The call whose conditional status change settled, failed or voided a sale writes its event and audit entry (and
// sends the customer's confirmation email), so a tender posted twice or a retry of a settled sale records nothing more.
//
//   held ──tender──▶ tendered ──▶ buying ──▶ settled
//     │                              │
//     └─cancel─▶ released            └──▶ unsettled ──retry──▶ buying
//                                                 └──void──▶ voided (tender refunded)
import 'server-only';
import { isBasketReference } from '@/lib/basket/part-reference';
import { settleTender, TENDER_LABELS, formatKobo, type TenderForm } from '@/lib/box-office/tender';
import { buyParts, voidParts } from './basket-flow';
import { claimSaleCode, saleCodeGivenBack } from './sale-code-use';
import { releaseHolds } from './sale-parts';
import { findSale, recordSaleEvent, transitionSale } from './sales';
import {
  liveCheckout,
  reread,
  saleFor,
  settled,
  SALE_MESSAGES,
  STALE_BUY_MS,
  UNSETTLED_MESSAGES,
  unsettled,
  type Actor,
  type SaleDeps,
  type SaleResult,
} from './sale-steps';

export * from './sale-steps';

/** Cancels a sale on hold and gives its tickets back. */
export async function cancelSale(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
): Promise<SaleResult> {
  const found = await saleFor(deps, actor, reference);
  if (!found.ok) return found;
  if (!(await transitionSale(deps.db, reference, ['held'], 'released', deps.now())))
    return { ok: false, message: SALE_MESSAGES.notHeld, sale: found.sale };
  await releaseHolds(deps, found.sale);
  await recordSaleEvent(deps.db, reference, 'released', actor.id, deps.now());
  return reread(deps, reference);
}

/** Records the tender first (cash refused when too little; the promo code's use claimed), then buys. */
export async function tenderSale(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  form: TenderForm,
): Promise<SaleResult> {
  const found = await saleFor(deps, actor, reference);
  if (!found.ok) return found;
  const sale = found.sale;
  if (sale.status !== 'held') return { ok: false, message: SALE_MESSAGES.notHeld, sale };
  const tendered = settleTender(sale.amount_kobo, form);
  if (!tendered.ok) return { ok: false, message: tendered.message, sale };
  const claimed = await claimSaleCode(deps, sale);
  if (!claimed.ok) return { ok: false, message: claimed.message, sale };
  // Only at the total the tender was checked against: a sale whose basket changed meanwhile is refused.
  if (
    !(await transitionSale(deps.db, reference, ['held'], 'tendered', deps.now(), {
      tender: tendered.tender,
      whenAmountKobo: sale.amount_kobo,
    }))
  ) {
    const now = await findSale(deps.db, reference);
    // Another call's tender of this sale holds the same use; a sale changed or cancelled meanwhile gives it back.
    if (now?.status === 'held' || now?.status === 'released')
      await saleCodeGivenBack(deps, sale, 'not tendered');
    return {
      ok: false,
      message: now?.status === 'held' ? SALE_MESSAGES.changed : SALE_MESSAGES.notHeld,
      sale,
    };
  }
  const { tender } = tendered;
  const detail = `${TENDER_LABELS[tender.kind]} ${formatKobo(tender.amountKobo)}${tender.changeKobo ? `, change ${formatKobo(tender.changeKobo)}` : ''}${tender.reference ? `, ref ${tender.reference}` : ''}`;
  await recordSaleEvent(deps.db, reference, 'tendered', actor.id, deps.now(), detail);
  return buySale(deps, actor, reference);
}

/**
 * Buys a paid sale: claims it (one request at a time), asks the service first whether the reference is already
 * recorded (an earlier attempt whose reply was lost), and only then sends the buy with the same reference.
 */
export async function buySale(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
): Promise<SaleResult> {
  const found = await saleFor(deps, actor, reference);
  if (!found.ok) return found;
  if (found.sale.status === 'settled') return found;
  if (
    !(await transitionSale(
      deps.db,
      reference,
      ['tendered', 'unsettled'],
      'buying',
      deps.now(),
      {},
      deps.now() - STALE_BUY_MS,
    ))
  ) {
    return {
      ok: false,
      message: found.sale.status === 'buying' ? SALE_MESSAGES.busy : SALE_MESSAGES.notHeld,
      sale: found.sale,
    };
  }
  if (isBasketReference(reference)) return buyParts(deps, actor, found.sale);
  const lookup = await deps.lookup(reference);
  if (lookup.kind === 'found') return settled(deps, actor, reference);
  if (lookup.kind === 'unreachable') return unsettled(deps, actor, reference, 'unconfirmed');
  const checkout = await liveCheckout(deps, actor, (await findSale(deps.db, reference))!);
  if (typeof checkout === 'string') return unsettled(deps, actor, reference, checkout);
  const outcome = await deps.purchase(checkout);
  if (outcome.status === 'confirmed') return settled(deps, actor, reference);
  const message =
    outcome.reason === 'rejected' && outcome.message !== UNSETTLED_MESSAGES.rejected
      ? `${outcome.message} Refund the tender and void the sale.`
      : undefined;
  return unsettled(deps, actor, reference, outcome.reason, message);
}

/**
 * Voids a paid sale the service did not sell, recording that the tender was refunded. Asks the service first:
 * a sale it has recorded is sold, and is settled instead of refunded.
 */
export async function voidSale(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  note: string,
): Promise<SaleResult> {
  const found = await saleFor(deps, actor, reference);
  if (!found.ok) return found;
  if (found.sale.status !== 'unsettled')
    return { ok: false, message: SALE_MESSAGES.notVoidable, sale: found.sale };
  if (isBasketReference(reference)) return voidParts(deps, actor, reference, note);
  const lookup = await deps.lookup(reference);
  if (lookup.kind === 'unreachable')
    return { ok: false, message: SALE_MESSAGES.unreachable, sale: found.sale };
  if (lookup.kind === 'found') {
    if (await transitionSale(deps.db, reference, ['unsettled'], 'buying', deps.now()))
      await settled(deps, actor, reference);
    return {
      ok: false,
      message: SALE_MESSAGES.alreadySold,
      sale: (await findSale(deps.db, reference))!,
    };
  }
  const sale = found.sale;
  const refund = `${TENDER_LABELS[sale.tender ?? 'cash']} ${formatKobo(sale.amount_kobo)} refunded${note ? `: ${note}` : ''}`;
  if (
    !(await transitionSale(deps.db, reference, ['unsettled'], 'voided', deps.now(), {
      failure: refund,
    }))
  ) {
    return { ok: false, message: SALE_MESSAGES.notVoidable, sale };
  }
  await deps.release(sale.checkout);
  await saleCodeGivenBack(deps, sale, 'voided');
  await recordSaleEvent(deps.db, reference, 'voided', actor.id, deps.now(), refund);
  await deps.audit({
    staffId: actor.id,
    action: 'void',
    subject: reference,
    detail: { tender: sale.tender, amountKobo: sale.amount_kobo, note },
  });
  return reread(deps, reference);
}
