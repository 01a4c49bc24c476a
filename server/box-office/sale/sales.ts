// The box office's sales in the storefront database: one row per sale, its events, and conditional status
// changes so a double click or two tills never move a sale twice.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import { z } from 'zod';
import type { Customer } from '@/lib/box-office/sale-form';
import { readSaleCustomer } from '@/lib/box-office/sale-customer';
import type { SaleStatus } from '@/lib/box-office/sale-status';
import type { Tender } from '@/lib/box-office/tender';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import {
  checkoutStateSchema,
  heldLineSchema,
  type CheckoutState,
  type HeldLine,
} from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { SalesTable } from '@/server/store-db/schema';

export type SaleRow = Selectable<SalesTable>;

/** A sale as the pages use it, its JSON columns read back through their schemas. */
export interface Sale extends Omit<SaleRow, 'lines' | 'checkout' | 'customer'> {
  lines: HeldLine[];
  checkout: CheckoutState;
  customer: Customer | null;
}

export function readSale(row: SaleRow): Sale {
  return {
    ...row,
    amount_kobo: Number(row.amount_kobo),
    discount_kobo: row.discount_kobo === null ? null : Number(row.discount_kobo),
    printed_count: Number(row.printed_count),
    lines: z.array(heldLineSchema).parse(JSON.parse(row.lines)),
    checkout: checkoutStateSchema.parse(JSON.parse(row.checkout)),
    customer: readSaleCustomer(row.customer),
  };
}

/** Records the held basket with what the customer gave of their contact; null for a walk-in who gave nothing. */
export async function openSale(
  db: StoreDatabase,
  staffId: string,
  checkout: CheckoutState,
  customer: Customer | null,
  now: number,
): Promise<Sale> {
  await db
    .insertInto('sales')
    .values({
      reference: checkout.merchantReference,
      staff_id: staffId,
      kind: checkout.selection.kind,
      title: checkout.title,
      subtitle: checkout.subtitle ?? null,
      lines: JSON.stringify(checkout.lines),
      checkout: JSON.stringify(checkout),
      amount_kobo: orderTotalKobo(checkout.lines),
      currency: 'NGN',
      tender: null,
      cash_received_kobo: null,
      change_kobo: null,
      tender_reference: null,
      status: 'held',
      failure: null,
      customer: customer ? JSON.stringify(customer) : null,
      created_at: now,
      updated_at: now,
      tendered_at: null,
      settled_at: null,
    })
    .execute();
  return (await findSale(db, checkout.merchantReference))!;
}

export async function findSale(db: StoreDatabase, reference: string): Promise<Sale | undefined> {
  const row = await db
    .selectFrom('sales')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && readSale(row);
}

/** The staff member's basket: their sale on hold, if any. */
export async function heldSalesOf(db: StoreDatabase, staffId: string): Promise<Sale[]> {
  const rows = await db
    .selectFrom('sales')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('status', '=', 'held')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(readSale);
}

export interface SaleChanges {
  tender?: Tender;
  failure?: string | null;
  checkout?: CheckoutState;
  settledAt?: number;
  /** Moves the sale only while its total is still this one (a tender checked against it). */
  whenAmountKobo?: number;
}

/**
 * Moves a sale from one of `from` to `to` only if it is still in one of them; true when this call did it.
 * `olderThan` limits the move to rows untouched since then (taking over a buy whose request died).
 */
export async function transitionSale(
  db: StoreDatabase,
  reference: string,
  from: readonly SaleStatus[],
  to: SaleStatus,
  now: number,
  changes: SaleChanges = {},
  olderThan?: number,
): Promise<boolean> {
  const { tender, checkout } = changes;
  let query = db
    .updateTable('sales')
    .set({
      status: to,
      updated_at: now,
      ...(tender
        ? {
            tender: tender.kind,
            cash_received_kobo: tender.cashReceivedKobo,
            change_kobo: tender.changeKobo,
            tender_reference: tender.reference,
            tendered_at: now,
          }
        : {}),
      ...(changes.failure !== undefined ? { failure: changes.failure } : {}),
      ...(checkout ? { checkout: JSON.stringify(checkout) } : {}),
      ...(changes.settledAt !== undefined ? { settled_at: changes.settledAt } : {}),
    })
    .where('reference', '=', reference);
  if (changes.whenAmountKobo !== undefined)
    query = query.where('amount_kobo', '=', changes.whenAmountKobo);
  query =
    olderThan === undefined
      ? query.where('status', 'in', [...from])
      : query.where((eb) =>
          eb.or([
            eb('status', 'in', [...from]),
            eb.and([eb('status', '=', 'buying'), eb('updated_at', '<', olderThan)]),
          ]),
        );
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Writes `changes` to a held sale only while it is still held and unchanged since `sale` was read (its amount and
 * its last update); true when this call did. Another till's change meanwhile makes it false.
 */
export async function updateHeldSale(
  db: StoreDatabase,
  sale: Pick<Sale, 'reference' | 'amount_kobo' | 'updated_at'>,
  changes: Updateable<SalesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('sales')
    .set(changes)
    .where('reference', '=', sale.reference)
    .where('status', '=', 'held')
    .where('amount_kobo', '=', sale.amount_kobo)
    .where('updated_at', '=', sale.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSaleEvent(
  db: StoreDatabase,
  reference: string,
  type: string,
  staffId: string | null,
  now: number,
  detail: string | null = null,
): Promise<void> {
  await db
    .insertInto('sale_events')
    .values({ id: randomUUID(), reference, type, staff_id: staffId, detail, created_at: now })
    .execute();
}

export function saleEventsOf(db: StoreDatabase, reference: string) {
  return db
    .selectFrom('sale_events')
    .select(['type', 'staff_id', 'detail', 'created_at'])
    .where('reference', '=', reference)
    .orderBy('created_at')
    .execute();
}

/** Sales made since a moment, newest first; one staff member's when `staffId` is given. */
export async function listSales(
  db: StoreDatabase,
  since: number,
  staffId?: string,
): Promise<Sale[]> {
  let query = db.selectFrom('sales').selectAll().where('created_at', '>=', since);
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  return (await query.orderBy('created_at', 'desc').limit(2000).execute()).map(readSale);
}

export async function countPrint(db: StoreDatabase, reference: string): Promise<void> {
  await db
    .updateTable('sales')
    .set((eb) => ({ printed_count: eb('printed_count', '+', 1) }))
    .where('reference', '=', reference)
    .execute();
}
