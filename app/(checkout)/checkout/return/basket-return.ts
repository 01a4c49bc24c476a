// A basket's payment, back from the provider: paid, the basket is done (the order page shows its parts); not paid,
// the next attempt gets a new reference for the same holds and the same order (only one payment of an order buys).
import 'server-only';
import { basketReference, partReference } from '@/lib/basket/part-reference';
import { newMerchantReference } from '@/server/channel';
import { orderKeyOf } from '@/server/session/checkout-state';
import { findPayment } from '@/server/payments/ledger';
import type { SettleResult } from '@/server/payments/settle-deps';
import type { getCheckoutSession } from '@/server/session/checkout-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { finishAdmittedPlace } from '@/server/waiting-room/gate';
import type { BasketCheckout } from '@/server/basket/state';
import { deleteBasket, readBasket, saveBasketCheckout } from '@/server/basket/store';

type Session = Awaited<ReturnType<typeof getCheckoutSession>>;

/** The held basket under a new reference (and its parts under references derived from it), for paying again. */
function withNewReference(checkout: BasketCheckout): BasketCheckout {
  const reference = basketReference(newMerchantReference(checkout.channel));
  return {
    ...checkout,
    orderKey: orderKeyOf(checkout),
    merchantReference: reference,
    parts: checkout.parts.map((part, index) => ({
      ...part,
      merchantReference: partReference(reference, index),
    })),
  };
}

/**
 * Where the customer goes after the basket payment `reference` settled as `result`: the order page, or the basket
 * page to pay again (`notice`). Only the session's own basket is changed; another's payment just shows its order.
 */
export async function basketAfterPayment(
  session: Session,
  reference: string,
  result: SettleResult,
  notice: 'declined' | 'cancelled' | 'unfinished',
): Promise<string> {
  const db = await storefrontDatabase();
  const basket = session.basket ? await readBasket(db, session.basket.id) : null;
  const checkout = basket?.checkout;
  const payment = checkout ? await findPayment(db, reference) : undefined;
  const ours =
    checkout &&
    (checkout.merchantReference === reference || payment?.order_key === orderKeyOf(checkout));
  if (result === 'declined' || result === 'abandoned') {
    if (!basket || !checkout || !ours) return `/orders/${reference}`;
    if (checkout.merchantReference === reference)
      await saveBasketCheckout(db, basket.id, withNewReference(checkout), Date.now());
    return `/basket?payment=${notice}`;
  }
  if (basket && ours) {
    await deleteBasket(db, basket.id);
    session.basket = undefined;
    session.lastOrder = reference;
    await finishAdmittedPlace(session);
    await session.save();
  }
  return `/orders/${reference}`;
}
