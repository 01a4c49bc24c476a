// What a checkout with a promo code costs: the code's stored rules quoted against the session's held lines (never
// anything the browser sends), the amount to charge, and the use claimed when payment starts (given back when the
// code is removed). The applied code and its amounts travel in the payment's checkout, for settling and the order page.
import 'server-only';
import { z } from 'zod';
import { orderTotalKobo, totalQuantity } from '@/lib/checkout/order-total';
import type { PromoLineIn, PromoQuote } from '@/lib/promo/rules';
import { quotePromoCode } from '@/server/promo/quote';
import { claimPromoUse, givePromoUseBack } from '@/server/promo/uses';
import { orderKeyOf, type CheckoutState } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';

/** The held lines as the rules read them: each ticket's service price in kobo. */
export const promoLinesOf = (checkout: CheckoutState): PromoLineIn[] =>
  checkout.lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    unitKobo: Math.round(line.unitPrice * 100),
  }));

/** When the checkout's holds lapse, on this server's clock: an unpaid claim lapses with them. */
export const holdsExpireAt = (checkout: CheckoutState): number =>
  Date.parse(checkout.expiresAt) - checkout.clockOffsetMs;

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

/** The checkout's code quoted now, from its stored rules; null when the checkout has no code. */
export async function quoteCheckout(
  db: StoreDatabase,
  checkout: CheckoutState,
  now = Date.now(),
): Promise<PromoQuote | null> {
  const code = checkout.promoCode;
  if (!code) return null;
  // The code's uses by other orders (this order's own claim, from an earlier Pay, is never held against it).
  const { email, phone } = checkout.contact;
  return quotePromoCode(
    db,
    code,
    { selection: checkout.selection, lines: promoLinesOf(checkout) },
    { email, phone, orderKey: orderKeyOf(checkout) },
    now,
  );
}

/** What the customer pays: the total after an applied code, else the held lines' total. */
export const chargeKobo = (checkout: CheckoutState, quote: PromoQuote | null): number =>
  quote?.ok ? quote.afterKobo : orderTotalKobo(checkout.lines);

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
  checkout: CheckoutState,
  quote: PromoQuote | null,
  now = Date.now(),
): Promise<PromoClaim> {
  const orderKey = orderKeyOf(checkout);
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
      reference: checkout.merchantReference,
      channel: checkout.channel,
      email: checkout.contact.email,
      phone: checkout.contact.phone,
      tickets: totalQuantity(checkout.lines),
      grossKobo: quote.beforeKobo,
      discountKobo: quote.discountKobo,
      expiresAt: holdsExpireAt(checkout),
    },
    now,
  );
  if (!claim.ok) return { ok: false, message: refusedCodeMessage(quote.code, claim.message) };
  const { code, campaign, beforeKobo, discountKobo, afterKobo } = quote;
  return { ok: true, applied: { code, campaign, beforeKobo, discountKobo, afterKobo } };
}
