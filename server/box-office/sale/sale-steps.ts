// The steps of a box-office sale that every sale shares, whether of one item or of several (basket-flow.ts): who
// acts on it, holding, holding again, settling and failing; sale-flow.ts strings them together.
import 'server-only';
import { isBasketReference } from '@/lib/basket/part-reference';
import type { StaffRole } from '@/lib/box-office/roles';
import { serviceContact, type Customer } from '@/lib/box-office/sale-form';
import type { Contact } from '@/lib/checkout/contact-schema';
import type { PurchaseFailure } from '@/lib/checkout/action-state';
import { remainingMs } from '@/lib/checkout/countdown';
import type { FieldErrors } from '@/lib/checkout/reserve-schema';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';
import type { CheckoutState } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { Lookup, PurchaseOutcome } from '@/server/ticketing/flows/purchase';
import type { ReserveOutcome, ReserveRequest } from '@/server/ticketing/flows/reserve';
import { log } from '@/server/log';
import { storefrontMetrics } from '@/server/metrics/registry';
import type { AuditEntryInput } from '@/server/staff/audit-log';
import { saleCodeUsed } from './sale-code-use';
import { releaseHolds } from './sale-parts';
import { partsOf } from './sale-parts';
import {
  findSale,
  heldSalesOf,
  openSale,
  recordSaleEvent,
  transitionSale,
  type Sale,
} from './sales';
export interface SaleDeps {
  db: StoreDatabase;
  reserve: (request: ReserveRequest) => Promise<ReserveOutcome>;
  purchase: (checkout: CheckoutState) => Promise<PurchaseOutcome>;
  release: (checkout: CheckoutState) => Promise<void>;
  lookup: (reference: string) => Promise<Lookup>;
  /** Sent with the holds and buy of a customer who gives no email, so they still carry contact details. */
  boxOfficeContact: Contact;
  /** Writes an entry in the audit log, from the address of the request being handled. */
  audit: (entry: AuditEntryInput) => Promise<void>;
  /** Records the settled sale's tickets, with their signed codes, for the receipt and the door. */
  recordTickets: (reference: string) => Promise<void>;
  /** Emails the customer's confirmation of a settled sale, when the sale recorded an email. */
  confirm: (sale: Sale) => Promise<void>;
  now: () => number;
}

/** Who acts on a sale: its seller, or a supervisor (the door team never reaches a sale: its actions need a seller). */
export interface Actor {
  id: string;
  role: StaffRole;
}

/** A buy whose request has said nothing for this long is taken over (the lookup first makes that safe). */
export const STALE_BUY_MS = 60 * 1000;

export const SALE_MESSAGES = {
  notFound: 'No sale has that reference.',
  notYours: 'This sale belongs to another staff member; a supervisor can act on it.',
  notHeld: 'This sale is no longer on hold: open it from the sales list.',
  busy: 'This sale is being bought right now. Wait a moment and open it again.',
  unreachable: 'The service cannot be reached, so nothing was changed. Try again in a moment.',
  alreadySold: 'The service has already sold this sale: it is marked sold, not refunded.',
  changed: 'The basket changed while the payment was sent: check its total and take payment again.',
  notVoidable: 'Only a paid sale the service has not sold can be refunded and voided.',
} as const;

/** What the counter reads when the service did not sell a paid sale, with the next step. */
export const UNSETTLED_MESSAGES: Record<PurchaseFailure, string> = {
  unavailable:
    'The service is unavailable, so the tickets are not issued yet. Retry the sale in a moment; if it keeps failing, refund the tender and void the sale.',
  unconfirmed:
    'The service could not confirm the sale. Retry it (it will not be sold twice); if it keeps failing, refund the tender and void the sale.',
  expired:
    'The held tickets are no longer available. Refund the tender and void the sale, then sell again.',
  wallet:
    'The merchant wallet cannot pay for this sale. Ask a supervisor to top it up and retry, or refund the tender and void the sale.',
  rejected: 'The service refused this sale. Refund the tender and void the sale.',
};

export type HoldResult =
  { ok: true; sale: Sale } | { ok: false; message: string; fieldErrors?: FieldErrors };
export type SaleResult = { ok: true; sale: Sale } | { ok: false; message: string; sale?: Sale };

export interface HoldRequest {
  selection: Selection;
  lines: ChosenLine[];
  /** What the customer gave of their contact; null for a walk-in who gives nothing. */
  customer: Customer | null;
}

const mayAct = (actor: Actor, sale: Sale) =>
  sale.staff_id === actor.id || actor.role === 'supervisor';

export async function saleFor(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
): Promise<SaleResult> {
  const sale = await findSale(deps.db, reference);
  if (!sale) return { ok: false, message: SALE_MESSAGES.notFound };
  if (!mayAct(actor, sale)) return { ok: false, message: SALE_MESSAGES.notYours };
  return { ok: true, sale };
}

export const reread = async (deps: SaleDeps, reference: string): Promise<SaleResult> => ({
  ok: true,
  sale: (await findSale(deps.db, reference))!,
});

/** Gives back the staff member's earlier basket, so one till never sits on two holds. */
async function releaseBasket(deps: SaleDeps, staffId: string): Promise<void> {
  for (const sale of await heldSalesOf(deps.db, staffId)) {
    if (await transitionSale(deps.db, sale.reference, ['held'], 'released', deps.now())) {
      await releaseHolds(deps, sale);
      await recordSaleEvent(
        deps.db,
        sale.reference,
        'released',
        staffId,
        deps.now(),
        'replaced by a new basket',
      );
    }
  }
}

/** Holds one item at the counter (channel `pos`), in the customer's name or the box office's. */
export const holdItem = (
  deps: SaleDeps,
  request: Pick<HoldRequest, 'selection' | 'lines'>,
  customer: Customer | null,
) =>
  deps.reserve({
    selection: request.selection,
    lines: request.lines,
    contact: serviceContact(customer, deps.boxOfficeContact),
    channel: 'pos',
  });

/**
 * Holds the basket at once (channel `pos`) under `serviceContact`, and records it as the staff member's sale on
 * hold with what the customer gave.
 */
export async function holdSale(
  deps: SaleDeps,
  actor: Actor,
  request: HoldRequest,
): Promise<HoldResult> {
  await releaseBasket(deps, actor.id);
  const outcome = await holdItem(deps, request, request.customer);
  if (!outcome.ok) return outcome;
  const sale = await openSale(deps.db, actor.id, outcome.checkout, request.customer, deps.now());
  await recordSaleEvent(deps.db, sale.reference, 'held', actor.id, deps.now());
  return { ok: true, sale };
}

/**
 * A checkout's holds made again under the same reference, or 'expired' when they cannot be; null while they last.
 * The lookup before it said the service never used the reference, so the reference is kept.
 */
export async function heldAgain(
  deps: SaleDeps,
  checkout: CheckoutState,
): Promise<CheckoutState | 'expired' | null> {
  if (remainingMs(checkout.expiresAt, checkout.clockOffsetMs, deps.now()) > 0) return null;
  const lines = checkout.lines.map((line) => ({ id: line.id, quantity: line.quantity }));
  const again = await deps.reserve({
    selection: checkout.selection,
    lines,
    contact: checkout.contact,
    channel: 'pos',
  });
  return again.ok
    ? { ...again.checkout, merchantReference: checkout.merchantReference }
    : 'expired';
}

/** The sale's checkout with live holds: held again under the same reference when they lapsed. */
export async function liveCheckout(
  deps: SaleDeps,
  actor: Actor,
  sale: Sale,
): Promise<CheckoutState | PurchaseFailure> {
  const renewed = await heldAgain(deps, { ...sale.checkout, merchantReference: sale.reference });
  if (renewed === null) return sale.checkout;
  if (renewed === 'expired') return renewed;
  await transitionSale(deps.db, sale.reference, ['buying'], 'buying', deps.now(), {
    checkout: renewed,
  });
  await recordSaleEvent(deps.db, sale.reference, 'held_again', actor.id, deps.now());
  return renewed;
}

/** What the audit records of a sale of several items: each part's reference and kind. */
async function partsDetail(deps: SaleDeps, reference: string): Promise<{ parts?: string }> {
  if (!isBasketReference(reference)) return {};
  const parts = (await partsOf(deps.db, reference)).filter((part) => part.status === 'bought');
  return { parts: parts.map((part) => `${part.reference} ${part.kind}`).join(', ') };
}

/** What the audit records of a discounted sale: the code, or the manual discount. */
const discountDetail = (sale: Sale) =>
  sale.discount_kobo
    ? {
        discountKobo: sale.discount_kobo,
        ...(sale.promo_code ? { promoCode: sale.promo_code } : {}),
      }
    : {};

/** Settles a sale being bought; only the call that moved it records the sale (and marks its code's use used). */
export async function settled(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
): Promise<SaleResult> {
  const now = deps.now();
  if (
    await transitionSale(deps.db, reference, ['buying'], 'settled', now, {
      failure: null,
      settledAt: now,
    })
  ) {
    await recordSaleEvent(deps.db, reference, 'bought', actor.id, now);
    storefrontMetrics().purchases.inc({ channel: 'box-office' });
    const sale = (await findSale(deps.db, reference))!;
    await saleCodeUsed(deps, sale);
    await deps.audit({
      staffId: actor.id,
      action: 'sale',
      subject: reference,
      detail: {
        kind: sale.kind,
        tender: sale.tender,
        amountKobo: sale.amount_kobo,
        ...discountDetail(sale),
        ...(await partsDetail(deps, reference)),
      },
    });
    // A sale of several items recorded each part's tickets as it was bought.
    if (!isBasketReference(reference)) await recordTickets(deps, reference);
    await emailConfirmation(deps, sale);
  }
  return reread(deps, reference);
}

/** Records a settled sale's tickets; a failure is logged, the sale stands (the receipt or the door records them later). */
async function recordTickets(deps: SaleDeps, reference: string): Promise<void> {
  try {
    await deps.recordTickets(reference);
  } catch (error) {
    log.warn(
      { reference, err: error instanceof Error ? error.message : String(error) },
      'tickets of a box-office sale not recorded',
    );
  }
}

/** Sends the confirmation of a sale this call settled (so once per sale); a mail failure is logged, the sale stands. */
async function emailConfirmation(deps: SaleDeps, sale: Sale): Promise<void> {
  try {
    await deps.confirm(sale);
  } catch (error) {
    log.warn(
      { reference: sale.reference, err: error instanceof Error ? error.message : String(error) },
      'box-office confirmation email not sent',
    );
  }
}

/** Marks a buy failed; only the call that moved the sale records the failure. */
export async function unsettled(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  reason: PurchaseFailure,
  message = UNSETTLED_MESSAGES[reason],
): Promise<SaleResult> {
  if (
    await transitionSale(deps.db, reference, ['buying'], 'unsettled', deps.now(), {
      failure: message,
    })
  ) {
    await recordSaleEvent(deps.db, reference, 'buy_failed', actor.id, deps.now(), reason);
    const sale = (await findSale(deps.db, reference))!;
    await deps.audit({
      staffId: actor.id,
      action: 'tender-failed',
      subject: reference,
      detail: { tender: sale.tender, amountKobo: sale.amount_kobo },
    });
  }
  const result = await reread(deps, reference);
  return { ok: false, message, sale: result.ok ? result.sale : undefined };
}
