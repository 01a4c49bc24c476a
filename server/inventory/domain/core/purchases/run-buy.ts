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
import { randomUUID } from 'node:crypto';
import type { HoldKind, Medium, TransactionKind } from '../../../db/schema';
import { inTransactionUnlessUnsafe, isUniqueViolation, type Tx } from '../../../db/transaction';
import type { AppDeps, AuthContext } from '../context';
import { ApiError } from '../errors';
import { ownerFrom } from '../holds/owner';
import { endHold } from '../inventory';
import { inLockOrder } from '../lock-order';
import { totalKobo, type KoboBreakdown } from '../money';
import {
  reservationsNotFound,
  takeOwnedHolds,
  type HoldOwnerOf,
  type OwnedHold,
} from './owned-holds';
import {
  findTransaction,
  randomCode,
  type DraftItem,
  type StoredItem,
  type TransactionCustomer,
  type TransactionRow,
} from './transactions';

type ItemHead = Pick<DraftItem, 'type' | 'title' | 'price_kobo'>;

/** One draft item per unit held (ticket, passenger, room), in hold order. */
export function itemsPerUnit(
  holds: readonly OwnedHold[],
  item: (hold: OwnedHold, index: number) => Omit<DraftItem, 'reservation_id'> & ItemHead,
): DraftItem[] {
  return holds.flatMap((hold) =>
    Array.from({ length: hold.quantity }, (_, n) => ({
      ...item(hold, n),
      reservation_id: hold.id,
    })),
  );
}

/** The buyer as the record keeps it: optional fields not given are null. */
export function customerRecord(customer: {
  name?: string | null;
  email: string;
  phone_number: string;
  dob?: string | null;
  username?: string | null;
}): TransactionCustomer {
  return {
    name: customer.name ?? null,
    email: customer.email,
    phone_number: customer.phone_number,
    dob: customer.dob ?? null,
    username: customer.username ?? null,
  };
}

export interface PurchaseDraft {
  kind: TransactionKind;
  customer: TransactionCustomer;
  /** sums over all items, kobo; the amount charged is their total */
  breakdownKobo: KoboBreakdown;
  /** kind-specific blocks of the record (`experience`, `trip`, `stay`…), shown at its top level */
  details: Record<string, unknown>;
  items: DraftItem[];
}

interface PurchaseScope {
  auth: AuthContext;
  medium: Medium;
  now: number;
  merchantReference: string | null;
  /** test-only negative control: converts holds with a read-then-write */
  unsafe?: boolean;
}

/** A buy under way inside its database transaction. */
export interface PurchaseSession {
  tx: Tx;
  now: number;
  /** The holds the request names, checked as takeOwnedHolds says (404 for the buy otherwise). */
  takeHolds(): Promise<OwnedHold[]>;
  /** Converts the holds, debits the wallet and writes the transaction (404 / 402 on failure). */
  complete(holds: readonly OwnedHold[], draft: PurchaseDraft): Promise<TransactionRow>;
}

const ITEM_PREFIX: Record<string, string> = { ticket: 'TKT', seat: 'SEAT', room: 'ROOM' };

/**
 * Converts the holds (in lock order, by id), debits the wallet, writes the transaction
 * and the wallet entry. Throws 404 if a hold was taken meanwhile, 402 if the wallet cannot pay.
 */
async function completePurchase(
  tx: Tx,
  scope: PurchaseScope,
  holds: readonly OwnedHold[],
  draft: PurchaseDraft,
): Promise<TransactionRow> {
  const { auth, now } = scope;
  const id = randomUUID();
  const reference = randomCode('TXN');
  for (const hold of inLockOrder(holds, (h) => h.id)) {
    const converted = await endHold(tx, hold.id, 'converted', now, {
      transactionId: id,
      unsafe: scope.unsafe,
    });
    if (!converted) throw reservationsNotFound();
  }

  const { ticketPrice, convenienceFee, commission } = draft.breakdownKobo;
  const amount = totalKobo(draft.breakdownKobo);
  const balanceAfter = await debitWallet(tx, auth, amount, now);

  const items: StoredItem[] = draft.items.map((item) => ({
    code: randomCode(ITEM_PREFIX[item.type] ?? 'TKT'),
    ...item,
  }));
  const row = await tx
    .insertInto('transactions')
    .values({
      id,
      reference,
      merchant_id: auth.merchantId,
      environment: auth.environment,
      merchant_reference: scope.merchantReference,
      kind: draft.kind,
      status: 'successful',
      amount_kobo: amount,
      ticket_price_kobo: ticketPrice,
      convenience_fee_kobo: convenienceFee,
      commission_kobo: commission,
      medium: scope.medium,
      customer: JSON.stringify(draft.customer),
      details: JSON.stringify(draft.details),
      items: JSON.stringify(items),
      reservation_ids: JSON.stringify(holds.map((h) => h.id)),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('wallet_entries')
    .values({
      merchant_id: auth.merchantId,
      environment: auth.environment,
      amount_kobo: -amount,
      balance_after_kobo: balanceAfter,
      transaction_id: id,
      note: `purchase ${reference}`,
      created_at: now,
    })
    .execute();
  return row;
}

/** Conditional debit: never below zero, whatever runs concurrently. Returns the balance after. */
async function debitWallet(
  tx: Tx,
  auth: AuthContext,
  amountKobo: number,
  now: number,
): Promise<number> {
  const updated = await tx
    .updateTable('wallets')
    .set((eb) => ({ balance_kobo: eb('balance_kobo', '-', amountKobo), updated_at: now }))
    .where('merchant_id', '=', auth.merchantId)
    .where('environment', '=', auth.environment)
    .where('balance_kobo', '>=', amountKobo)
    .returning('balance_kobo')
    .executeTakeFirst();
  if (!updated) {
    throw new ApiError(402, 'Insufficient wallet balance', {
      reason: `The ${auth.environment} wallet cannot cover this purchase. Top up the wallet and try again; the reservations are still held.`,
    });
  }
  return Number(updated.balance_kobo);
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
    unsafe: deps.config.unsafeDisableLocks,
  };
  try {
    return await inTransactionUnlessUnsafe(
      deps.database,
      deps.config.unsafeDisableLocks,
      async (tx) => {
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
      },
    );
  } catch (error) {
    if (merchantReference !== null && isUniqueViolation(error)) {
      const existing = await findTransaction(deps.database.db, auth, { merchantReference });
      if (existing) throw merchantReferenceTaken(existing);
    }
    throw error;
  }
}
