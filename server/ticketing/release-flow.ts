// Gives held tickets back when the customer changes or cancels; a hold already gone needs nothing more.
import 'server-only';
import type { HoldOwner } from './holds';
import { releaseHold } from './holds';

/**
 * Releases every hold, one request each (there is no batch release). Failures are ignored on purpose:
 * 404 means it already expired or was used, and an unreachable service lets the TTL free it anyway.
 */
export async function releaseHolds(reservationIds: readonly string[], owner: HoldOwner): Promise<void> {
  await Promise.allSettled(reservationIds.map((id) => releaseHold(id, owner)));
}
