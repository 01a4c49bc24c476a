// The payments ledger: one row per payment, its events, and conditional status changes that make every step
// happen once however many requests (return, webhook, sweeper) arrive together.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { checkoutStateSchema } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PaymentStatus, PaymentsTable } from '@/server/store-db/schema';

export type Payment = Selectable<PaymentsTable>;

export interface NewPayment {
  reference: string;
  provider: string;
  amountKobo: number;
  email: string;
  checkout: unknown;
  origin: string;
}

/** The order a payment is for: its checkout's order key (a retry's first reference), else its own reference. */
function orderKeyOf(payment: NewPayment): string {
  return (
    checkoutStateSchema.pick({ orderKey: true }).safeParse(payment.checkout).data?.orderKey ??
    payment.reference
  );
}

/** Creates the payment, or returns the one already made under this reference. */
export async function openPayment(
  db: StoreDatabase,
  payment: NewPayment,
  now: number,
): Promise<Payment> {
  await db
    .insertInto('payments')
    .values({
      reference: payment.reference,
      order_key: orderKeyOf(payment),
      provider: payment.provider,
      status: 'pending',
      amount_kobo: payment.amountKobo,
      currency: 'NGN',
      email: payment.email,
      checkout: JSON.stringify(payment.checkout),
      origin: payment.origin,
      authorization_url: null,
      failure: null,
      created_at: now,
      updated_at: now,
      paid_at: null,
      settled_at: null,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  return (await findPayment(db, payment.reference))!;
}

export function findPayment(db: StoreDatabase, reference: string): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

type Changes = Partial<Pick<Payment, 'paid_at' | 'settled_at' | 'failure' | 'checkout'>> & {
  attempt?: boolean;
};

export async function saveAuthorizationUrl(
  db: StoreDatabase,
  reference: string,
  url: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ authorization_url: url })
    .where('reference', '=', reference)
    .execute();
}

/**
 * Moves a payment from one of `from` to `to` only if it is still in one of them; true when this call did it.
 * `olderThan` limits the move to rows untouched since then (taking over a buy whose worker died).
 */
export async function transition(
  db: StoreDatabase,
  reference: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  now: number,
  changes: Changes = {},
  olderThan?: number,
): Promise<boolean> {
  const { attempt, ...columns } = changes;
  let query = db
    .updateTable('payments')
    .set((eb) => ({
      ...columns,
      status: to,
      updated_at: now,
      ...(attempt ? { attempts: eb('attempts', '+', 1) } : {}),
    }))
    .where('reference', '=', reference)
    .where('status', 'in', [...from]);
  if (olderThan !== undefined) query = query.where('updated_at', '<', olderThan);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records what happened; a webhook delivery seen before is not recorded again (false). */
export async function recordEvent(
  db: StoreDatabase,
  reference: string,
  type: string,
  now: number,
  detail: string | null = null,
  deliveryId: string | null = null,
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({ id: randomUUID(), reference, type, delivery_id: deliveryId, detail, created_at: now })
    .onConflict((oc) => oc.column('delivery_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function eventsOf(db: StoreDatabase, reference: string) {
  return db
    .selectFrom('payment_events')
    .select(['type', 'detail', 'created_at'])
    .where('reference', '=', reference)
    .orderBy('created_at')
    .execute();
}

/**
 * The payment that may buy an order: the first of its payments to ask, until that one is refunded (then its
 * claim is released). One row per order, so two payments of one order paid at the same moment buy once.
 */
export async function orderClaimant(
  db: StoreDatabase,
  payment: Payment,
  now: number,
): Promise<string> {
  await db
    .insertInto('order_claims')
    .values({ order_key: payment.order_key, reference: payment.reference, created_at: now })
    .onConflict((oc) => oc.column('order_key').doNothing())
    .execute();
  const claim = await db
    .selectFrom('order_claims')
    .select('reference')
    .where('order_key', '=', payment.order_key)
    .executeTakeFirst();
  return claim?.reference ?? payment.reference;
}

/** Gives up a payment's claim on its order (refunded), so another payment of the order may buy it. */
export async function releaseOrder(
  db: StoreDatabase,
  orderKey: string,
  reference: string,
): Promise<void> {
  await db
    .deleteFrom('order_claims')
    .where('order_key', '=', orderKey)
    .where('reference', '=', reference)
    .execute();
}

/** The payment that bought an order, if one did. */
export async function boughtPaymentOf(db: StoreDatabase, orderKey: string): Promise<string | null> {
  const row = await db
    .selectFrom('payments')
    .select('reference')
    .where('order_key', '=', orderKey)
    .where('status', '=', 'bought')
    .executeTakeFirst();
  return row?.reference ?? null;
}

/** A payment of an order that is paid, being bought or bought: the order needs no other payment. */
export async function paidPaymentOf(db: StoreDatabase, orderKey: string): Promise<string | null> {
  const row = await db
    .selectFrom('payments')
    .select('reference')
    .where('order_key', '=', orderKey)
    .where('status', 'in', ['paid', 'buying', 'bought'])
    .executeTakeFirst();
  return row?.reference ?? null;
}
