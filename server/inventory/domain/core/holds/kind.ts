// The plug-in contract of a hold kind (experience, bus, hotel): how one `tickets[]` item of
// POST /api/v1/svc/validate is validated and turned into pool claims. The hold engine does the rest
// (ownership, TTL, idempotency, batch rollback, expiry) the same way for every kind.
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB, Environment, HoldKind } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import type { ApiError } from '../errors';
import type { PoolClaim } from '../inventory';

export interface ResolveContext {
  environment: Environment;
  now: number;
  /** position of the item in `tickets`, for error paths such as `tickets.0.metadata.seat_ids` */
  index: number;
  /**
   * The root database handle, only as the key of catalogue caches (catalogueCache) shared across
   * requests. Never query it inside `resolve`: on SQLite its one connection is busy with `tx`.
   */
  catalogue: Kysely<DB>;
}

export interface ResolvedHoldItem {
  /** canonical resource id as returned in the hold (bus schedule ids become strings) */
  resourceId: string;
  quantity: number;
  /** normalized metadata stored on the hold and echoed back */
  metadata: Record<string, unknown>;
  claims: PoolClaim[];
  /**
   * The 409 to answer when a claim falls short: `available` is what the short pool has left,
   * `poolKey` which pool it is (a bus kind names the seat), `taken` this item's claims that were
   * taken before it fell short (still counted as used inside the transaction). Called only on
   * failure, so a kind may read what its message needs then, through `tx`.
   */
  insufficient(
    available: number,
    poolKey: string,
    taken: readonly PoolClaim[],
  ): ApiError | Promise<ApiError>;
  /** `expires_at` style: experience and hotel in UTC with Z, bus with the Africa/Lagos offset */
  expiresAtStyle: 'utc' | 'lagos';
}

export interface HoldKindHandler<Item = unknown> {
  kind: HoldKind;
  /** zod schema of one `tickets[]` item of this kind (`ticket_type` literal included) */
  itemSchema: z.ZodType<Item>;
  /** validates against the catalogue (422 / 404 / 409 as ApiError) and returns the claims */
  resolve(tx: Tx, item: Item, context: ResolveContext): Promise<ResolvedHoldItem>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own item type; dispatch is by ticket_type
export type AnyHoldKind = HoldKindHandler<any>;

/** The kinds the engine dispatches to, by `ticket_type` (the registry is domain/hold-kinds.ts). */
export type HoldKinds = Record<HoldKind, AnyHoldKind>;

/** One `tickets[]` item of any kind, discriminated by `ticket_type`. */
export interface HoldItem {
  ticket_type: HoldKind;
  resource_id: string | number;
  quantity: number;
  metadata?: Record<string, unknown> | null;
}
