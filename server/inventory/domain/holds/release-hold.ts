// Releases one active hold for its owner, freeing its units at once. Anything else (unknown id,
// another merchant's or environment's hold, wrong owner, not active, lapsed) is the same 404.
import { inTransaction } from '../../db/transaction';
import type { AppDeps, AuthContext } from '../../http/context';
import { ApiError } from '../../http/errors';
import { endHold } from '../inventory';
import { ownerMatches, type HoldOwner } from './owner';

export const HOLD_NOT_FOUND =
  'Reservation not found, or it has already been released, expired or bought.';

export async function releaseHold(
  deps: AppDeps,
  auth: AuthContext,
  reservationId: string,
  owner: HoldOwner,
): Promise<void> {
  const now = deps.clock.now();
  const released = await inTransaction(deps.database, async (tx) => {
    const hold = await tx
      .selectFrom('holds')
      .select(['id', 'status', 'expires_at', 'owner_email', 'owner_phone'])
      .where('id', '=', reservationId)
      .where('merchant_id', '=', auth.merchantId)
      .where('environment', '=', auth.environment)
      .executeTakeFirst();
    // A mismatched owner is deliberately a 404, not a 403: it reveals nothing about the hold.
    if (
      !hold ||
      hold.status !== 'active' ||
      Number(hold.expires_at) <= now ||
      !ownerMatches(hold, owner)
    )
      return false;
    return endHold(tx, hold.id, 'released', now);
  });
  if (!released) throw new ApiError(404, HOLD_NOT_FOUND);
}
