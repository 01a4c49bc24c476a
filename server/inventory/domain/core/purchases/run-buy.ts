// The steps every buy shares (experience, cinema, bus, hotel), in one database transaction: take
// the buyer's active holds, convert them, debit the wallet, write the transaction.
//
//   return runBuy({ deps, auth, medium }, body, { kind: 'bus' }, async (purchase) => {
//     const holds = await purchase.takeHolds();
//     … check the holds fit the request, price them …
//     return purchase.complete(holds, draft);
//   });
//
// Any ApiError thrown inside rolls everything back: no transaction, no debit, holds stay active.
import type { HoldKind, Medium } from '../../../db/schema';
import { inTransaction, isUniqueViolation, type Tx } from '../../../db/transaction';
import { serviceMetrics } from '../service-metrics';
import type { AppDeps, AuthContext } from '../context';
import { ApiError } from '../errors';
import { ownerFrom } from '../holds/owner';
import { completePurchase, type PurchaseScope } from './complete-purchase';
import { takeOwnedHolds, type HoldOwnerOf, type OwnedHold } from './owned-holds';
import type { PurchaseDraft } from './purchase-draft';
import { findTransaction, type TransactionRow } from './transactions';

/** A buy under way inside its database transaction. */
export interface PurchaseSession {
  tx: Tx;
  now: number;
  /** The holds the request names, checked as takeOwnedHolds says (404 for the buy otherwise). */
  takeHolds(): Promise<OwnedHold[]>;
  /** Converts the holds, debits the wallet and writes the transaction (404 / 402 on failure). */
  complete(holds: readonly OwnedHold[], draft: PurchaseDraft): Promise<TransactionRow>;
}

/** The 409 of a repeated merchant_reference, naming the transaction that already has it. */
function merchantReferenceTaken(existing: TransactionRow): ApiError {
  return new ApiError(409, 'A purchase with this merchant reference already exists.', {
    errors: { merchant_reference: ['The merchant reference has already been used.'] },
    data: { reference: existing.reference },
  });
}

/** Who buys: the service, the caller's merchant and environment, and the request's medium. */
export interface BuyScope {
  deps: AppDeps;
  auth: AuthContext;
  medium: Medium;
}

/** What every buy body carries (buy-fields.ts). */
export interface BuyRequest {
  reservation_ids: readonly string[];
  merchant_reference?: string | null | undefined;
  customer_info: { email?: string | null; phone_number?: string | null };
}

export interface BuyOptions {
  /** the hold kind the buy converts */
  kind: HoldKind;
  /** who may use the holds; by default the request's `customer_info` */
  owner?: HoldOwnerOf;
}

/**
 * Runs `work` as one buy in one database transaction. A `merchant_reference` already used by this
 * merchant in this environment is a 409 naming the existing transaction, checked first and, for
 * concurrent buys, decided by the unique index (the loser rolls back: nothing charged).
 */
export async function runBuy<T>(
  { deps, auth, medium }: BuyScope,
  request: BuyRequest,
  options: BuyOptions,
  work: (purchase: PurchaseSession) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  const merchantReference = request.merchant_reference ?? null;
  const owner = options.owner ?? ownerFrom(request.customer_info);
  const scope: PurchaseScope = {
    auth,
    medium,
    now,
    merchantReference,
    guards: deps.config,
  };
  try {
    const bought = await inTransaction(deps.database, async (tx) => {
      if (merchantReference !== null) {
        const existing = await findTransaction(tx, auth, { merchantReference });
        if (existing) throw merchantReferenceTaken(existing);
      }
      return work({
        tx,
        now,
        takeHolds: () =>
          takeOwnedHolds(tx, { auth, now }, request.reservation_ids, owner, [options.kind]),
        complete: (holds, draft) => completePurchase(tx, scope, holds, draft),
      });
    });
    serviceMetrics.purchases.inc({ kind: options.kind });
    return bought;
  } catch (error) {
    // Stryker disable next-line all: reached only when buys with one merchant_reference race past the check above, which the race test on PostgreSQL shows; never in this SQLite run.
    if (merchantReference !== null && isUniqueViolation(error)) {
      // Stryker disable next-line all: as above, only a race reaches it.
      const existing = await findTransaction(deps.database.db, auth, { merchantReference });
      // Stryker disable next-line all: as above, only a race reaches it.
      if (existing) throw merchantReferenceTaken(existing);
    }
    throw error;
  }
}
