// The caller of a checkout action: the customer whose own session holds a checkout. Another browser's
// checkout is never reachable: the session is the sealed cookie of this request, and the browser sends no ids.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { redirect } from 'next/navigation';
import { limitReserveOfRequest, type RateLimitResult } from '@/server/security/rate-limit';
import { getCheckoutSession } from './checkout-session';

/**
 * The session and its checkout. Without one, the last order when there is one (another tab or click got there
 * first), else `whenNone` (the checkout page explains an expired session).
 */
export async function checkoutCaller(whenNone = '/checkout') {
  const session = await getCheckoutSession();
  const checkout = session.checkout;
  if (!checkout) {
    if (session.lastOrder) redirect(`/orders/${session.lastOrder}`);
    redirect(whenNone);
  }
  return { session, checkout };
}

export type CheckoutCaller = Awaited<ReturnType<typeof checkoutCaller>>;

/**
 * Counts one reserve of this session's customer against the reserve limits: every request of a customer that takes
 * holds (a first reserve, reserving again) passes here before anything is released or held, so a refused client
 * holds nothing more. The session gets its random id on its first reserve (saved at once when refused).
 */
export async function countCustomerReserve(
  session: CheckoutCaller['session'],
): Promise<RateLimitResult> {
  const fresh = !session.sid;
  session.sid ??= randomBytes(12).toString('base64url');
  const limited = await limitReserveOfRequest(session.sid);
  if (!limited.ok && fresh) await session.save();
  return limited;
}
