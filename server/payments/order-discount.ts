// The promo code an order was bought with, for its page and its confirmation email: from the payment that bought it,
// or (a free order, bought without a payment) from the code's use under its reference.
import 'server-only';
import type { Order } from '@/lib/checkout/types';
import type { StoreDatabase } from '@/server/store-db/connect';
import { findPayment } from './ledger';
import { appliedPromoOf } from './promo-charge';

export type OrderDiscount = NonNullable<Order['discount']>;

/** The code, what it took off and what was charged, in Naira; null when the order was bought without a code. */
export async function orderDiscountOf(
  db: StoreDatabase,
  reference: string,
): Promise<OrderDiscount | null> {
  const payment = await findPayment(db, reference);
  if (payment) {
    const promo = appliedPromoOf(payment.checkout);
    return promo
      ? {
          code: promo.code,
          amount: promo.discountKobo / 100,
          paid: Number(payment.amount_kobo) / 100,
        }
      : null;
  }
  const use = await db
    .selectFrom('promo_uses')
    .select(['code', 'gross_kobo', 'discount_kobo'])
    .where('reference', '=', reference)
    .where('status', '=', 'used')
    .executeTakeFirst();
  return use
    ? {
        code: use.code,
        amount: Number(use.discount_kobo) / 100,
        paid: (Number(use.gross_kobo) - Number(use.discount_kobo)) / 100,
      }
    : null;
}

/** The order with its discount, when it had one; a database fault leaves it as the service has it. */
export async function withOrderDiscount<T extends Order>(
  db: () => Promise<StoreDatabase>,
  order: T,
  reference: string,
): Promise<T> {
  try {
    const discount = await orderDiscountOf(await db(), reference);
    return discount ? { ...order, discount } : order;
  } catch {
    return order;
  }
}
