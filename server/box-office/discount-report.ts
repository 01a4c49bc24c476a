// The box office's manual discounts of a period, for the report beside the promo codes: the sales sold with one,
// what the service's price came to, what was taken off, and what was paid.
import 'server-only';
import type { StoreDatabase } from '@/server/store-db/connect';

export interface DiscountTotals {
  sales: number;
  grossKobo: number;
  discountKobo: number;
  netKobo: number;
}

export async function manualDiscounts(
  db: StoreDatabase,
  from: number,
  to: number,
): Promise<DiscountTotals> {
  const rows = await db
    .selectFrom('sales')
    .select(['amount_kobo', 'discount_kobo'])
    .where('status', '=', 'settled')
    .where('promo_code', 'is', null)
    .where('discount_kobo', '>', 0)
    .where('settled_at', '>=', from)
    .where('settled_at', '<=', to)
    .execute();
  const netKobo = rows.reduce((sum, row) => sum + Number(row.amount_kobo), 0);
  const discountKobo = rows.reduce((sum, row) => sum + Number(row.discount_kobo), 0);
  return { sales: rows.length, grossKobo: netKobo + discountKobo, discountKobo, netKobo };
}
