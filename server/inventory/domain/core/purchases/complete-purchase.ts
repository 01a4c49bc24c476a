// The end of every buy, inside its transaction: convert the holds, debit the wallet, write the
// transaction and the wallet entry.
import { randomUUID } from 'node:crypto';
import type { Medium } from '../../../db/schema';
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
