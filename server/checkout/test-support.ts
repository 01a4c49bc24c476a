// Tests' view of the session's order: what this request's session holds, read as the one-kind checkout an order of
// one part is (undefined when it holds none, or an order of several parts).
import { getCheckoutSession } from '@/server/session/checkout-session';
import type { CheckoutOrder, CheckoutState } from '@/server/session/checkout-state';
import { readSessionOrder } from './session-order';

/** The one-kind checkout an order of one part is: its part, with the order's reference, key, contact and code. */
export function checkoutOfOne(order: CheckoutOrder): CheckoutState | undefined {
  if (order.parts.length !== 1) return undefined;
  const { outcome: _outcome, failure: _failure, ...part } = order.parts[0]!;
  return {
    ...part,
    merchantReference: order.merchantReference,
    ...(order.orderKey && { orderKey: order.orderKey }),
    ...(order.promoCode && { promoCode: order.promoCode }),
    contact: order.contact,
    channel: order.channel,
    ...(order.source && { source: order.source }),
    expiresAt: order.expiresAt,
    clockOffsetMs: order.clockOffsetMs,
  };
}

/** The session's order now (a fresh read of the cookie and the database). */
export async function sessionOrder(): Promise<CheckoutOrder | null> {
  return (await readSessionOrder(await getCheckoutSession())).order;
}

/** The session's order of one part, as its one-kind checkout. */
export async function sessionCheckout(): Promise<CheckoutState | undefined> {
  const order = await sessionOrder();
  return order ? checkoutOfOne(order) : undefined;
}
