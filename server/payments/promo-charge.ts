// What an order with a promo code costs: the code's stored rules quoted against every part's held lines (never
// anything the browser sends), the amount to charge, and the use claimed when payment starts (given back when the
// code is removed). The applied code and its amounts travel in the payment's order, for settling and the order page.
import 'server-only';
import { z } from 'zod';
import { orderTotalKobo, totalQuantity } from '@/lib/checkout/order-total';
import type { PromoLineIn, PromoQuote } from '@/lib/promo/rules';
import { quotePromoCode } from '@/server/promo/quote';
import { claimPromoUse, givePromoUseBack } from '@/server/promo/uses';
import { orderKeyOf, type CheckoutOrder, type OrderPart } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';

/** A part's held lines as the rules read them: each ticket's service price in kobo. */
const promoLinesOf = (part: OrderPart): PromoLineIn[] =>
  part.lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    unitKobo: Math.round(line.unitPrice * 100),
  }));

/** When the order's holds lapse, on this server's clock: an unpaid claim lapses with them. */
export const holdsExpireAt = (order: Pick<CheckoutOrder, 'expiresAt' | 'clockOffsetMs'>): number =>
  Date.parse(order.expiresAt) - order.clockOffsetMs;

/** Every part's held lines, for the totals. */
const linesOf = (order: CheckoutOrder) => order.parts.flatMap((part) => part.lines);

/** The code as a payment keeps it: what was charged for the order, and what the code took off. */
export const appliedPromoSchema = z.object({
  code: z.string().max(32),
  campaign: z.string().max(200).nullable(),
  beforeKobo: z.number().int().min(0),
  discountKobo: z.number().int().min(0),
  afterKobo: z.number().int().min(0),
});
export type AppliedPromo = z.output<typeof appliedPromoSchema>;

/** The applied code a payment's checkout (JSON) names, or null: none, a basket's, or of another shape. */
export function appliedPromoOf(checkoutJson: string): AppliedPromo | null {
  try {
    return (
      appliedPromoSchema.safeParse((JSON.parse(checkoutJson) as { promo?: unknown }).promo).data ??
      null
    );
  } catch {
    return null;
  }
}

/** The order's code quoted now against every part, from its stored rules; null when the order has no code. */
export async function quoteCheckout(
  db: StoreDatabase,
  order: CheckoutOrder,
  now = Date.now(),
): Promise<PromoQuote | null> {
  const code = order.promoCode;
  if (!code) return null;
  // The code's uses by other orders (this order's own claim, from an earlier Pay, is never held against it).
  const { email, phone } = order.contact;
  const parts = order.parts.map((part) => ({
    selection: part.selection,
    lines: promoLinesOf(part),
  }));
  return quotePromoCode(db, code, { parts }, { email, phone, orderKey: orderKeyOf(order) }, now);
}

/** What the customer pays: the total after an applied code, else every part's held lines' total. */
export const chargeKobo = (order: CheckoutOrder, quote: PromoQuote | null): number =>
  quote?.ok ? quote.afterKobo : orderTotalKobo(linesOf(order));

/** The sentence for a code that does not apply (when quoted, or when claimed as payment starts). */
export const refusedCodeMessage = (code: string, message: string) =>
  `The code ${code} was not applied: ${message}`;

export type PromoClaim =
  { ok: true; applied: AppliedPromo | null } | { ok: false; message: string };

/**
 * As payment starts (or a free order is bought): claims the use of the quoted code for the checkout's order (the
 * cap's conditional update, expiring with the holds), or, with no code, gives back a use an earlier Pay of this
 * order claimed before the code was removed.
 */
export async function claimForPayment(
  db: StoreDatabase,
  order: CheckoutOrder,
  quote: PromoQuote | null,
  now = Date.now(),
): Promise<PromoClaim> {
  const orderKey = orderKeyOf(order);
  if (!quote) {
    await givePromoUseBack(db, orderKey, 'The code was removed before paying.', now);
    return { ok: true, applied: null };
  }
  if (!quote.ok) return { ok: false, message: refusedCodeMessage(quote.code, quote.message) };
  const claim = await claimPromoUse(
    db,
    {
      code: quote.code,
      orderKey,
      reference: order.merchantReference,
      channel: order.channel,
      email: order.contact.email,
      phone: order.contact.phone,
      tickets: totalQuantity(linesOf(order)),
      grossKobo: quote.beforeKobo,
      discountKobo: quote.discountKobo,
      expiresAt: holdsExpireAt(order),
    },
    now,
  );
  if (!claim.ok) return { ok: false, message: refusedCodeMessage(quote.code, claim.message) };
  const { code, campaign, beforeKobo, discountKobo, afterKobo } = quote;
  return { ok: true, applied: { code, campaign, beforeKobo, discountKobo, afterKobo } };
}
