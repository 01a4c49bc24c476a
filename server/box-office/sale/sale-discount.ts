// A box-office sale's discount, set while it is held: a promo code quoted with the sale's lines, or a supervisor's
// manual discount with a reason. The sale's `amount_kobo` is what the customer pays (the tender, the cash-up);
// `discount_kobo` what was taken off the service's price, which the merchant's wallet still pays in full. The code's
// use is claimed at the tender (sale-code-use.ts).
import 'server-only';
import { isBasketReference } from '@/lib/basket/part-reference';
import { formatKobo } from '@/lib/box-office/tender';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import { normalisePromoCode } from '@/lib/promo/rules';
import type { StoreDatabase } from '@/server/store-db/connect';
import { quoteSale } from './sale-code-use';
import { findSale, recordSaleEvent, updateHeldSale, type Sale } from './sales';
import { saleFor, SALE_MESSAGES, type Actor, type SaleDeps, type SaleResult } from './sale-steps';

export const DISCOUNT_MESSAGES = {
  several:
    'Promo codes and discounts apply to a sale of one item. Sell the items apart to discount one of them.',
  notACode: 'Enter the promo code as printed: 3 to 32 letters, digits or dashes.',
  supervisorOnly: 'Only a supervisor can give a manual discount.',
  hasCode: 'This sale has a promo code: remove it before giving a manual discount.',
  hasManual: 'This sale has a manual discount: remove it before applying a promo code.',
  tooMuch: 'The discount must be more than ₦0 and no more than the sale’s total.',
  changed: 'The sale changed meanwhile. Check its total and try again.',
} as const;

/** The sale's total before any discount: the service's price of its lines. */
export const grossKobo = (sale: Pick<Sale, 'lines'>) => orderTotalKobo(sale.lines);

/** A manual discount is a discount without a code. */
export const hasManualDiscount = (sale: Pick<Sale, 'promo_code' | 'discount_kobo'>) =>
  sale.promo_code === null && (sale.discount_kobo ?? 0) > 0;

interface DiscountWrite {
  amountKobo: number;
  promoCode: string | null;
  discountKobo: number | null;
  discountReason: string | null;
}

/** Writes the sale's discount only while it is held and unchanged since it was read; true when this call did. */
async function writeDiscount(
  db: StoreDatabase,
  sale: Sale,
  write: DiscountWrite,
  now: number,
): Promise<boolean> {
  return updateHeldSale(db, sale, {
    amount_kobo: write.amountKobo,
    promo_code: write.promoCode,
    discount_kobo: write.discountKobo,
    discount_reason: write.discountReason,
    updated_at: now,
  });
}

/** A held sale of one item that `actor` may act on, or why not. */
async function discountable(deps: SaleDeps, actor: Actor, reference: string): Promise<SaleResult> {
  const found = await saleFor(deps, actor, reference);
  if (!found.ok) return found;
  if (found.sale.status !== 'held')
    return { ok: false, message: SALE_MESSAGES.notHeld, sale: found.sale };
  if (isBasketReference(reference))
    return { ok: false, message: DISCOUNT_MESSAGES.several, sale: found.sale };
  return found;
}

const reread = async (deps: SaleDeps, reference: string): Promise<SaleResult> => ({
  ok: true,
  sale: (await findSale(deps.db, reference))!,
});

/** Applies a promo code to a held sale: quoted with its lines, the total lowered; nothing is claimed until the tender. */
export async function applySaleCode(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  typed: string,
): Promise<SaleResult> {
  const found = await discountable(deps, actor, reference);
  if (!found.ok) return found;
  const sale = found.sale;
  if (hasManualDiscount(sale)) return { ok: false, message: DISCOUNT_MESSAGES.hasManual, sale };
  const code = normalisePromoCode(typed);
  if (!code) return { ok: false, message: DISCOUNT_MESSAGES.notACode, sale };
  const quote = await quoteSale(deps.db, sale, code, deps.now());
  if (!quote.ok) return { ok: false, message: quote.message, sale };
  const write = {
    amountKobo: quote.afterKobo,
    promoCode: quote.code,
    discountKobo: quote.discountKobo,
    discountReason: null,
  };
  if (!(await writeDiscount(deps.db, sale, write, deps.now())))
    return { ok: false, message: DISCOUNT_MESSAGES.changed, sale };
  await recordSaleEvent(
    deps.db,
    reference,
    'promo_applied',
    actor.id,
    deps.now(),
    `${quote.code}: ${formatKobo(quote.discountKobo)} off${quote.note ? `. ${quote.note}` : ''}`,
  );
  return reread(deps, reference);
}

/** Takes a held sale's code or manual discount off: the sale is at the service's price again. */
export async function removeSaleDiscount(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
): Promise<SaleResult> {
  const found = await discountable(deps, actor, reference);
  if (!found.ok) return found;
  const sale = found.sale;
  if (sale.promo_code === null && sale.discount_kobo === null) return found;
  const write = {
    amountKobo: grossKobo(sale),
    promoCode: null,
    discountKobo: null,
    discountReason: null,
  };
  if (!(await writeDiscount(deps.db, sale, write, deps.now())))
    return { ok: false, message: DISCOUNT_MESSAGES.changed, sale };
  await recordSaleEvent(
    deps.db,
    reference,
    'discount_removed',
    actor.id,
    deps.now(),
    sale.promo_code,
  );
  return reread(deps, reference);
}

/** A supervisor's discount of a held sale, with the reason, in the audit log; refused to anyone else. */
export async function discountSale(
  deps: SaleDeps,
  actor: Actor,
  reference: string,
  discount: { amountKobo: number; reason: string },
): Promise<SaleResult> {
  if (actor.role !== 'supervisor') return { ok: false, message: DISCOUNT_MESSAGES.supervisorOnly };
  const found = await discountable(deps, actor, reference);
  if (!found.ok) return found;
  const sale = found.sale;
  if (sale.promo_code !== null) return { ok: false, message: DISCOUNT_MESSAGES.hasCode, sale };
  const gross = grossKobo(sale);
  if (
    !Number.isSafeInteger(discount.amountKobo) ||
    discount.amountKobo <= 0 ||
    discount.amountKobo > gross
  )
    return { ok: false, message: DISCOUNT_MESSAGES.tooMuch, sale };
  const write = {
    amountKobo: gross - discount.amountKobo,
    promoCode: null,
    discountKobo: discount.amountKobo,
    discountReason: discount.reason,
  };
  if (!(await writeDiscount(deps.db, sale, write, deps.now())))
    return { ok: false, message: DISCOUNT_MESSAGES.changed, sale };
  await recordSaleEvent(
    deps.db,
    reference,
    'discounted',
    actor.id,
    deps.now(),
    `${formatKobo(discount.amountKobo)} off: ${discount.reason}`,
  );
  await deps.audit({
    staffId: actor.id,
    action: 'manual-discount',
    subject: reference,
    detail: {
      grossKobo: gross,
      discountKobo: discount.amountKobo,
      reason: discount.reason,
      seller: sale.staff_id,
    },
  });
  return reread(deps, reference);
}
