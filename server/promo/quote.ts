// A code quoted against an order as the checkout and the box office show it: the code's rules, its uses so far by
// other orders and this customer's, at this moment. The claim checks the caps again when payment starts.
import 'server-only';
import { quotePromo, type PromoOrder, type PromoQuote } from '@/lib/promo/rules';
import type { StoreDatabase } from '@/server/store-db/connect';
import { findPromoCode } from './codes';
import { promoUseCounts } from './uses';

export interface PromoCustomer {
  email: string | null;
  phone: string | null;
  /** The order being quoted: its own claim, if any, is not counted against it. */
  orderKey?: string;
}

export async function quotePromoCode(
  db: StoreDatabase,
  code: string,
  order: PromoOrder,
  customer: PromoCustomer,
  now: number,
): Promise<PromoQuote> {
  const rules = (await findPromoCode(db, code)) ?? null;
  const uses = rules ? await promoUseCounts(db, rules.code, customer) : undefined;
  return quotePromo(rules, code, order, now, uses);
}
