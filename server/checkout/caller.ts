// The caller of a checkout action: the customer whose own session holds an order. Another browser's order is never
// reachable: the session is the sealed cookie of this request (naming its basket row), and the browser sends no ids.
import 'server-only';
import { redirect } from 'next/navigation';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { readSessionOrder } from './session-order';

/**
 * The session and the order it holds (with the basket's items). Without an order, the last order when there is one
 * (another tab or click got there first), else `whenNone` (the checkout page explains an expired session).
 */
export async function orderCaller(whenNone = '/checkout') {
  const session = await getCheckoutSession();
  const { order, items, basketId } = await readSessionOrder(session);
  if (!order) {
    if (session.lastOrder) redirect(`/orders/${session.lastOrder}`);
    redirect(whenNone);
  }
  return { session, order, items, basketId };
}

export type OrderCaller = Awaited<ReturnType<typeof orderCaller>>;
