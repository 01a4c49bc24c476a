// The end of every buy, inside its transaction: convert the holds, debit the wallet, write the
// transaction and the wallet entry.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { columnsOf, compiled } from '../../../db/compiled-query';
import type {
  Environment,
  Medium,
  TransactionsTable,
  WalletEntriesTable,
} from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import type { AuthContext } from '../context';
import type { GuardSwitch } from '../race-guards';
import { ApiError } from '../errors';
import { endHold } from '../inventory';
import { inLockOrder } from '../lock-order';
import { totalKobo } from '../money';
import { reservationsNotFound, type OwnedHold } from './owned-holds';
import type { PurchaseDraft } from './purchase-draft';
import { randomCode, type StoredItem, type TransactionRow } from './transactions';

export interface PurchaseScope {
  auth: AuthContext;
  medium: Medium;
  now: number;
  merchantReference: string | null;
  /** test-only (race-guards.ts) */
  guards?: GuardSwitch | undefined;
}

// The writes of every buy, compiled once (the holds' conversion is inventory.ts's).
type TransactionInsert = Required<Omit<Insertable<TransactionsTable>, 'invoice_id'>>;
const insertTransaction = compiled<TransactionInsert>()((db, p) =>
  db
    .insertInto('transactions')
    .values(
      columnsOf(p, [
        'id',
        'reference',
        'merchant_id',
        'environment',
        'merchant_reference',
        'kind',
        'status',
        'amount_kobo',
        'ticket_price_kobo',
        'convenience_fee_kobo',
        'commission_kobo',
        'medium',
        'customer',
        'details',
        'items',
        'reservation_ids',
        'created_at',
      ]),
    )
    .returningAll(),
);
type WalletEntryInsert = Required<Omit<Insertable<WalletEntriesTable>, 'id'>>;
const insertWalletEntry = compiled<WalletEntryInsert>()((db, p) =>
  db
    .insertInto('wallet_entries')
    .values(
      columnsOf(p, [
        'merchant_id',
        'environment',
        'amount_kobo',
        'balance_after_kobo',
        'transaction_id',
        'note',
        'created_at',
      ]),
    ),
);
const debit = compiled<{
  merchantId: string;
  environment: Environment;
  amount: number;
  now: number;
}>()((db, p) =>
  db
    .updateTable('wallets')
    .set((eb) => ({ balance_kobo: eb('balance_kobo', '-', p.amount), updated_at: p.now }))
    .where('merchant_id', '=', p.merchantId)
    .where('environment', '=', p.environment)
    .where('balance_kobo', '>=', p.amount)
    .returning('balance_kobo'),
);

const ITEM_PREFIX: Record<string, string> = { ticket: 'TKT', seat: 'SEAT', room: 'ROOM' };

/**
 * Converts the holds (in lock order, by id), debits the wallet, writes the transaction
 * and the wallet entry. Throws 404 if a hold was taken meanwhile, 402 if the wallet cannot pay.
 */
export async function completePurchase(
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
      guards: scope.guards,
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
  const row = await insertTransaction.first(tx, {
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
  });
  if (!row) throw new Error('the transaction insert returned no row');
  await insertWalletEntry.run(tx, {
    merchant_id: auth.merchantId,
    environment: auth.environment,
    amount_kobo: -amount,
    balance_after_kobo: balanceAfter,
    transaction_id: id,
    note: `purchase ${reference}`,
    created_at: now,
  });
  return row;
}

/** Conditional debit: never below zero, whatever runs concurrently. Returns the balance after. */
async function debitWallet(
  tx: Tx,
  auth: AuthContext,
  amountKobo: number,
  now: number,
): Promise<number> {
  const updated = await debit.first(tx, {
    merchantId: auth.merchantId,
    environment: auth.environment,
    amount: amountKobo,
    now,
  });
  if (!updated) {
    throw new ApiError(402, 'Insufficient wallet balance', {
      reason: `The ${auth.environment} wallet cannot cover this purchase. Top up the wallet and try again; the reservations are still held.`,
    });
  }
  return Number(updated.balance_kobo);
}
