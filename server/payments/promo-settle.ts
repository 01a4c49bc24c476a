// A payment's promo code use follows the payment (server/promo/uses.ts): used once the order is bought, given back
// when the payment is declined or refunded, or left unpaid past its holds. Only a payment made with the code moves
// the order's use: one made without it (the code removed before paying again, a basket's) never does.
import 'server-only';
import { log } from '@/server/log';
import { syncPromoUseWithPayment } from '@/server/promo/uses';
import type { StoreDatabase } from '@/server/store-db/connect';
import { findPayment } from './ledger';
import { appliedPromoOf } from './promo-charge';

/** Brings the use in line with the payment as it stands now; each step happens once, whoever calls first. */
export async function promoFollowsPayment(
  db: StoreDatabase,
  reference: string,
  now: number,
): Promise<void> {
  try {
    const payment = await findPayment(db, reference);
    if (!payment || !appliedPromoOf(payment.checkout)) return;
    await syncPromoUseWithPayment(db, payment, now);
  } catch (error) {
    // The payment's own state stands; the sweeper brings the use in line on its next pass.
    log.warn(
      { reference, err: error instanceof Error ? error.message : String(error) },
      'promo code use not updated',
    );
  }
}
