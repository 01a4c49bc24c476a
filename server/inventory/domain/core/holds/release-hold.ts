// Releases one active hold for its owner, freeing its units at once. Anything else (unknown id,
// another merchant's or environment's hold, wrong owner, not active, lapsed) is the same 404.
import { compiled } from '../../../db/compiled-query';
import type { Environment } from '../../../db/schema';
import { databaseErrorCode, inTransaction, isTransientConflict } from '../../../db/transaction';
import type { AppDeps, AuthContext } from '../context';
import { ApiError } from '../errors';
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
  let released: boolean;
  try {
    released = await releaseOnce(deps, auth, reservationId, owner, now);
  } catch (error) {
    // A deadlock with a concurrent claim rolled everything back: one more try is safe.
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: only a PostgreSQL deadlock gets here, which the SQLite mutation run never meets; the race tests on PostgreSQL do.
    if (!isTransientConflict(error)) throw error;
    deps.logger.warn(
      { code: databaseErrorCode(error) },
      'release rolled back by a conflict; trying again',
    );
    released = await releaseOnce(deps, auth, reservationId, owner, now);
  }
  if (!released) throw new ApiError(404, HOLD_NOT_FOUND);
}

const releasable = compiled<{ id: string; merchantId: string; environment: Environment }>()(
  (db, p) =>
    db
      .selectFrom('holds')
      .select(['id', 'status', 'expires_at', 'owner_email', 'owner_phone'])
      .where('id', '=', p.id)
      .where('merchant_id', '=', p.merchantId)
      .where('environment', '=', p.environment),
);

function releaseOnce(
  deps: AppDeps,
  auth: AuthContext,
  reservationId: string,
  owner: HoldOwner,
  now: number,
): Promise<boolean> {
  return inTransaction(deps.database, async (tx) => {
    const hold = await releasable.first(tx, {
      id: reservationId,
      merchantId: auth.merchantId,
      environment: auth.environment,
    });
    // A mismatched owner is deliberately a 404, not a 403: it reveals nothing about the hold.
    if (
      !hold ||
      // Stryker disable next-line ConditionalExpression: equivalent, as endHold ends only an active hold and answers false for any other.
      hold.status !== 'active' ||
      Number(hold.expires_at) <= now ||
      !ownerMatches(hold, owner)
    )
      return false;
    // Stryker disable next-line ObjectLiteral: passes on the test-only switch (race-guards.ts), which only the races, outside the mutation run, set.
    return endHold(tx, hold.id, 'released', now, { guards: deps.config });
  });
}
