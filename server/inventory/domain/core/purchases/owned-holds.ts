// The holds a buy converts: named by the request, of the caller's merchant and environment, active,
// of the buy's kind and owned by the buyer; anything else is the spec's 404 for the whole buy.
import { compiled, inList, listValue } from '../../../db/compiled-query';
import type { Environment, HoldKind } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import type { AuthContext } from '../context';
import { ApiError } from '../errors';
import { ownerMatches, type HoldOwner } from '../holds/owner';

export const RESERVATIONS_NOT_FOUND =
  'One or more reservations were not found or have already been used';

/** The 404 of a buy whose reservations cannot be used; `reason` says why when it helps the caller. */
export function reservationsNotFound(reason?: string): ApiError {
  return new ApiError(404, RESERVATIONS_NOT_FOUND, reason ? { reason } : {});
}

export interface OwnedHold {
  id: string;
  ticket_type: HoldKind;
  resource_id: string;
  quantity: number;
  metadata: Record<string, unknown>;
}

/**
 * Who may use the holds: an owner, or one derived from the holds' stored owners (the hotel buy
 * takes the holds' own form of the buyer's phone), so the holds are read once.
 */
export type HoldOwnerOf =
  HoldOwner | ((held: readonly { owner_phone: string | null }[]) => HoldOwner);

const ownHolds = compiled<{ ids: unknown; merchantId: string; environment: Environment }>()(
  (db, p, engine) =>
    db
      .selectFrom('holds')
      .select([
        'id',
        'ticket_type',
        'resource_id',
        'quantity',
        'metadata',
        'status',
        'expires_at',
        'owner_email',
        'owner_phone',
      ])
      .where(inList('id', p.ids, engine))
      .where('merchant_id', '=', p.merchantId)
      .where('environment', '=', p.environment),
);

/**
 * The holds named by `reservationIds` (duplicates ignored), in the order given. Each must be active,
 * not lapsed, of the caller's merchant and environment, of one of `kinds`, and owned by the owner
 * (email case-insensitive or phone exact); otherwise the buy is a 404.
 */
export async function takeOwnedHolds(
  tx: Tx,
  scope: { auth: AuthContext; now: number },
  reservationIds: readonly string[],
  ownerOf: HoldOwnerOf,
  kinds: readonly HoldKind[],
): Promise<OwnedHold[]> {
  const ids = [...new Set(reservationIds)];
  if (ids.length === 0) throw reservationsNotFound();
  const rows = await ownHolds.rows(tx, {
    ids: listValue(tx, ids),
    merchantId: scope.auth.merchantId,
    environment: scope.auth.environment,
  });
  const owner = typeof ownerOf === 'function' ? ownerOf(rows) : ownerOf;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    const usable =
      row &&
      row.status === 'active' &&
      Number(row.expires_at) > scope.now &&
      kinds.includes(row.ticket_type) &&
      ownerMatches(row, owner);
    if (!row || !usable) throw reservationsNotFound();
    return {
      id: row.id,
      ticket_type: row.ticket_type,
      resource_id: row.resource_id,
      quantity: row.quantity,
      metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    };
  });
}
