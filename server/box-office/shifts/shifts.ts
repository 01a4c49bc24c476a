// Cashiers' shifts in the storefront database: opened at sign-in (one open shift per staff member, continued by
// a later sign-in), closed once with the cash counted against the cash expected from the shift's own sales.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { cashMovements, cashUp, type CashUp } from '@/lib/box-office/cash-up';
import { isBasketReference } from '@/lib/basket/part-reference';
import { can, type StaffRole } from '@/lib/box-office/roles';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { ShiftsTable } from '@/server/store-db/schema';

export type ShiftRow = Selectable<ShiftsTable>;

export interface Shift {
  id: string;
  staffId: string;
  openedAt: number;
  closedAt: number | null;
  closedBy: string | null;
  /** The figures recorded at the close; null while the shift is open. */
  cashUp: CashUp | null;
}

const kobo = (value: number | null) => (value === null ? null : Number(value));

function readShift(row: ShiftRow): Shift {
  const [
    openingFloatKobo,
    cashSalesKobo,
    cashRefundsKobo,
    expectedKobo,
    countedKobo,
    differenceKobo,
  ] = [
    row.opening_float_kobo,
    row.cash_sales_kobo,
    row.cash_refunds_kobo,
    row.expected_kobo,
    row.counted_kobo,
    row.difference_kobo,
  ].map(kobo);
  const closed = row.closed_at !== null;
  return {
    id: row.id,
    staffId: row.staff_id,
    openedAt: Number(row.opened_at),
    closedAt: kobo(row.closed_at),
    closedBy: row.closed_by,
    cashUp: closed
      ? {
          openingFloatKobo: openingFloatKobo!,
          cashSalesKobo: cashSalesKobo!,
          cashRefundsKobo: cashRefundsKobo!,
          expectedKobo: expectedKobo!,
          countedKobo: countedKobo!,
          differenceKobo: differenceKobo!,
        }
      : null,
  };
}

export async function findShift(db: StoreDatabase, id: string): Promise<Shift | undefined> {
  const row = await db.selectFrom('shifts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && readShift(row);
}

export async function openShiftOf(db: StoreDatabase, staffId: string): Promise<Shift | undefined> {
  const row = await db
    .selectFrom('shifts')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return row && readShift(row);
}

/** The staff member's open shift, opened at `now` when they have none. */
export async function openShift(db: StoreDatabase, staffId: string, now: number): Promise<Shift> {
  const open = await openShiftOf(db, staffId);
  if (open) return open;
  await db
    .insertInto('shifts')
    .values({
      id: randomUUID(),
      staff_id: staffId,
      opened_at: now,
      closed_at: null,
      closed_by: null,
      opening_float_kobo: null,
      cash_sales_kobo: null,
      cash_refunds_kobo: null,
      expected_kobo: null,
      counted_kobo: null,
      difference_kobo: null,
    })
    // Another sign-in opened it first: theirs is the shift.
    .onConflict((conflict) =>
      conflict.column('staff_id').where('closed_at', 'is', null).doNothing(),
    )
    .execute();
  return (await openShiftOf(db, staffId))!;
}

/** The shift a sign-in continues or opens: none for the door team, who handle no cash. */
export async function shiftAtSignIn(
  db: StoreDatabase,
  account: { id: string; role: StaffRole },
  now: number,
): Promise<Shift | null> {
  return can(account.role, 'close-own-shift') ? openShift(db, account.id, now) : null;
}

/** Every open shift, oldest first: what a supervisor may close for a cashier. */
export async function openShifts(db: StoreDatabase): Promise<Shift[]> {
  return (
    await db
      .selectFrom('shifts')
      .selectAll()
      .where('closed_at', 'is', null)
      .orderBy('opened_at')
      .execute()
  ).map(readShift);
}

/** Shifts closed since a moment, newest first; one staff member's when `staffId` is given. */
export async function closedShifts(
  db: StoreDatabase,
  since: number,
  staffId?: string,
): Promise<Shift[]> {
  let query = db.selectFrom('shifts').selectAll().where('closed_at', '>=', since);
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  return (await query.orderBy('closed_at', 'desc').limit(200).execute()).map(readShift);
}

/** The cash the shift's own sales moved, from its opening to `until`; an item of a sale of several whose share was refunded is a refund. */
export async function shiftCashMovements(db: StoreDatabase, shift: Shift, until: number) {
  const sales = await db
    .selectFrom('sales')
    .select(['reference', 'tender', 'status', 'amount_kobo'])
    .where('staff_id', '=', shift.staffId)
    .where('created_at', '>=', shift.openedAt)
    .where('created_at', '<=', until)
    .execute();
  const several = sales
    .filter((sale) => isBasketReference(sale.reference))
    .map((sale) => sale.reference);
  const parts =
    several.length === 0
      ? []
      : await db
          .selectFrom('sale_parts')
          .select(['sale_reference', 'status', 'amount_kobo'])
          .where('sale_reference', 'in', several)
          .where('status', '!=', 'removed')
          .execute();
  return cashMovements(
    sales.flatMap((sale) => {
      const own = parts.filter((part) => part.sale_reference === sale.reference);
      if (own.length === 0)
        return [{ tender: sale.tender, status: sale.status, amountKobo: Number(sale.amount_kobo) }];
      return own.map((part) => ({
        tender: sale.tender,
        status: part.status === 'refunded' ? 'voided' : sale.status,
        amountKobo: Number(part.amount_kobo),
      }));
    }),
  );
}

export type CloseResult =
  { ok: true; shift: Shift } | { ok: false; reason: 'not-found' | 'closed' };

/**
 * Closes an open shift with the cash counted, the cash expected worked out here from its sales; only one call
 * closes it. Every session of its staff member begun before the close ends with it (the account's change time
 * moves), so nothing more is sold on a closed shift.
 */
export async function closeShift(
  db: StoreDatabase,
  id: string,
  closedBy: string,
  counted: { openingFloatKobo: number; countedCashKobo: number },
  now: number,
): Promise<CloseResult> {
  const shift = await findShift(db, id);
  if (!shift) return { ok: false, reason: 'not-found' };
  if (shift.closedAt !== null) return { ok: false, reason: 'closed' };
  const figures = cashUp(
    counted.openingFloatKobo,
    counted.countedCashKobo,
    await shiftCashMovements(db, shift, now),
  );
  const result = await db
    .updateTable('shifts')
    .set({
      closed_at: now,
      closed_by: closedBy,
      opening_float_kobo: figures.openingFloatKobo,
      cash_sales_kobo: figures.cashSalesKobo,
      cash_refunds_kobo: figures.cashRefundsKobo,
      expected_kobo: figures.expectedKobo,
      counted_kobo: figures.countedKobo,
      difference_kobo: figures.differenceKobo,
    })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: 'closed' };
  await db.updateTable('staff').set({ updated_at: now }).where('id', '=', shift.staffId).execute();
  return { ok: true, shift: (await findShift(db, id))! };
}
