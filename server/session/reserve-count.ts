// The reserve limits of a customer's session: every request that takes holds for a customer counts here first.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { limitReserveOfRequest, type RateLimitResult } from '@/server/security/rate-limit';
import type { IronSession } from 'iron-session';
import type { CheckoutSessionData } from './checkout-state';

/**
 * Counts one reserve of this session's customer against the reserve limits: every request of a customer that takes
 * holds (a first reserve, reserving again) passes here before anything is released or held, so a refused client
 * holds nothing more. The session gets its random id on its first reserve (saved at once when refused).
 */
export async function countCustomerReserve(
  session: IronSession<CheckoutSessionData>,
): Promise<RateLimitResult> {
  const fresh = !session.sid;
  session.sid ??= randomBytes(12).toString('base64url');
  const limited = await limitReserveOfRequest(session.sid);
  if (!limited.ok && fresh) await session.save();
  return limited;
}
