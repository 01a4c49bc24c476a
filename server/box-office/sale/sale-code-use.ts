// The use of a box-office sale's promo code, kept in step with the sale: claimed when the sale is tendered (the code
// quoted again and its cap taken), marked used when it is sold, given back when it is voided; a claim left unsold past
// its holds is given back by the sweeper (returnLapsedPromoUses).
import 'server-only';
import { totalQuantity } from '@/lib/checkout/order-total';
import type { PromoQuote } from '@/lib/promo/rules';
import { quotePromoCode } from '@/server/promo/quote';
import { claimPromoUse, givePromoUseBack, markPromoUseUsed } from '@/server/promo/uses';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { Sale } from './sales';

/** What a sale's code use needs of the sale's dependencies (sale-steps.ts `SaleDeps`): the store and the clock. */
type SaleDeps = { db: StoreDatabase; now: () => number };

/** The lines as the promo rules count them, in kobo per ticket. */
const promoLines = (sale: Sale) =>
  sale.lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    unitKobo: Math.round(line.unitPrice * 100),
  }));

/** The code quoted against the sale's lines now, with its uses so far by other orders (in all and the customer's). */
export const quoteSale = (
  db: StoreDatabase,
  sale: Sale,
  code: string,
  now: number,
): Promise<PromoQuote> =>
  quotePromoCode(
    db,
    code,
    { selection: sale.checkout.selection, lines: promoLines(sale) },
    {
      email: sale.customer?.email ?? null,
      phone: sale.customer?.phone ?? null,
      orderKey: sale.reference,
    },
    now,
  );

/** When a sale's holds lapse, in this server's clock: an unpaid claim lapses with them. */
const holdsLapseAt = (sale: Sale) =>
  Date.parse(sale.checkout.expiresAt) - sale.checkout.clockOffsetMs;

/**
 * Claims the use of the sale's code before its tender is recorded: the code quoted again (disabled, expired or used
 * up meanwhile, it is refused with the reason) and its cap taken. Nothing to claim without a code.
 */
export async function claimSaleCode(
  deps: SaleDeps,
  sale: Sale,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (sale.promo_code === null) return { ok: true };
  const quote = await quoteSale(deps.db, sale, sale.promo_code, deps.now());
  if (!quote.ok)
    return { ok: false, message: `${quote.message} Remove the code to sell at full price.` };
  if (quote.afterKobo !== sale.amount_kobo)
    return {
      ok: false,
      message: `The code ${sale.promo_code} no longer gives this discount. Remove it and apply it again.`,
    };
  const claimed = await claimPromoUse(
    deps.db,
    {
      code: sale.promo_code,
      orderKey: sale.reference,
      reference: sale.reference,
      channel: 'pos',
      email: sale.customer?.email ?? null,
      phone: sale.customer?.phone ?? null,
      tickets: totalQuantity(sale.lines),
      grossKobo: quote.beforeKobo,
      discountKobo: quote.discountKobo,
      expiresAt: holdsLapseAt(sale),
    },
    deps.now(),
  );
  return claimed.ok
    ? claimed
    : { ok: false, message: `${claimed.message} Remove the code to sell at full price.` };
}

/** Marks a sold sale's use used (taken again if it had lapsed meanwhile: the sale stands). */
export async function saleCodeUsed(
  deps: SaleDeps,
  sale: Pick<Sale, 'reference' | 'promo_code'>,
): Promise<void> {
  if (sale.promo_code !== null) await markPromoUseUsed(deps.db, sale.reference, deps.now());
}

/** Gives back the use a sale claimed and did not sell (a tender not recorded, a sale voided). */
export async function saleCodeGivenBack(
  deps: SaleDeps,
  sale: Pick<Sale, 'reference' | 'promo_code'>,
  reason: string,
): Promise<void> {
  if (sale.promo_code !== null) await givePromoUseBack(deps.db, sale.reference, reason, deps.now());
}
