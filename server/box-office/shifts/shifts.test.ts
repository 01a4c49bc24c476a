// Tests of cashiers' shifts: one open shift per staff member, closed once with the cash expected worked out from
// its own sales, and every earlier session of the cashier ended by the close.
import { beforeEach, describe, expect, it } from 'vitest';
import type { SaleStatus } from '@/lib/box-office/sale-status';
import type { TenderKind } from '@/lib/box-office/tender';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { closedShifts, closeShift, openShift, openShifts, shiftAtSignIn } from './shifts';
import { insertStaff } from '@/server/staff/staff-accounts';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const HOUR = 60 * 60 * 1000;

let db: StoreDatabase;
let ada: string;

async function sale(
  reference: string,
  staffId: string,
  tender: TenderKind | null,
  status: SaleStatus,
  amountKobo: number,
  createdAt: number,
) {
  await db
    .insertInto('sales')
    .values({
      reference,
      staff_id: staffId,
      kind: 'event',
      title: 'Lagos Jazz Night',
      subtitle: null,
      lines: '[]',
      checkout: '{}',
      amount_kobo: amountKobo,
      currency: 'NGN',
      tender,
      cash_received_kobo: null,
      change_kobo: null,
      tender_reference: null,
      status,
      failure: null,
      customer: null,
      created_at: createdAt,
      updated_at: createdAt,
      tendered_at: null,
      settled_at: null,
    })
    .execute();
}

beforeEach(async () => {
  db = await testStoreDatabase();
  ada = (
    await insertStaff(
      db,
      { email: 'ada@example.com', name: 'Ada Obi', role: 'seller', passwordHash: 'x' },
      NOW - HOUR,
    )
  ).id;
});

describe('shifts', () => {
  it('opens a shift at a seller’s sign-in and none at the door team’s, who handle no cash', async () => {
    const gate = (
      await insertStaff(
        db,
        { email: 'gate@example.com', name: 'Gate One', role: 'door', passwordHash: 'x' },
        NOW - HOUR,
      )
    ).id;
    expect(await shiftAtSignIn(db, { id: gate, role: 'door' }, NOW)).toBeNull();
    const shift = await shiftAtSignIn(db, { id: ada, role: 'seller' }, NOW);
    expect(shift?.staffId).toBe(ada);
    expect((await openShifts(db)).map((open) => open.staffId)).toEqual([ada]);
  });

  it('opens one shift per staff member, continued by a later sign-in', async () => {
    const first = await openShift(db, ada, NOW);
    const again = await openShift(db, ada, NOW + HOUR);
    expect(again.id).toBe(first.id);
    expect(again.openedAt).toBe(NOW);
    expect((await openShifts(db)).map((shift) => shift.id)).toEqual([first.id]);
  });

  it('closes with the float plus the shift’s cash sales less its refunds expected, over or short recorded', async () => {
    const shift = await openShift(db, ada, NOW);
    await sale('pos-before', ada, 'cash', 'settled', 999_900, NOW - 1);
    await sale('pos-cash', ada, 'cash', 'settled', 2_100_000, NOW + HOUR);
    await sale('pos-card', ada, 'card', 'settled', 500_000, NOW + HOUR);
    await sale('pos-refund', ada, 'cash', 'voided', 700_000, NOW + HOUR);
    await sale('pos-other', 'someone-else', 'cash', 'settled', 300_000, NOW + HOUR);
    const closed = await closeShift(
      db,
      shift.id,
      ada,
      { openingFloatKobo: 500_000, countedCashKobo: 2_550_000 },
      NOW + 8 * HOUR,
    );
    expect(closed).toMatchObject({
      ok: true,
      shift: {
        closedAt: NOW + 8 * HOUR,
        closedBy: ada,
        cashUp: {
          openingFloatKobo: 500_000,
          cashSalesKobo: 2_800_000,
          cashRefundsKobo: 700_000,
          expectedKobo: 2_600_000,
          countedKobo: 2_550_000,
          differenceKobo: -50_000,
        },
      },
    });
    expect((await closedShifts(db, NOW, ada)).map((s) => s.id)).toEqual([shift.id]);
    expect(await openShifts(db)).toEqual([]);
  });

  it('counts the share refunded of an item of a sale of several as cash given back', async () => {
    const shift = await openShift(db, ada, NOW);
    const reference = 'pos-AAAAAAAAAAAAAAAAAAAA-0';
    await sale(reference, ada, 'cash', 'settled', 7_900_000, NOW + HOUR);
    const part = (index: number, status: string, amountKobo: number) => ({
      reference: `${reference.slice(0, -1)}${index}`,
      sale_reference: reference,
      position: index - 1,
      kind: 'event',
      title: 'x',
      subtitle: null,
      checkout: '{}',
      amount_kobo: amountKobo,
      status: status as 'bought',
      failure: null,
      created_at: NOW,
      updated_at: NOW,
    });
    await db
      .insertInto('sale_parts')
      .values([
        part(1, 'bought', 3_000_000),
        part(2, 'removed', 1_000_000),
        part(3, 'bought', 900_000),
        part(4, 'refunded', 4_000_000),
      ])
      .execute();
    const closed = await closeShift(
      db,
      shift.id,
      ada,
      { openingFloatKobo: 0, countedCashKobo: 3_900_000 },
      NOW + 8 * HOUR,
    );
    expect(closed).toMatchObject({
      ok: true,
      shift: {
        cashUp: {
          cashSalesKobo: 7_900_000,
          cashRefundsKobo: 4_000_000,
          expectedKobo: 3_900_000,
          differenceKobo: 0,
        },
      },
    });
  });

  it('closes a shift once: a second close, or two at once, is refused and changes nothing', async () => {
    const shift = await openShift(db, ada, NOW);
    const counted = { openingFloatKobo: 0, countedCashKobo: 0 };
    const results = await Promise.all([
      closeShift(db, shift.id, ada, counted, NOW + HOUR),
      closeShift(db, shift.id, 'chief', { ...counted, countedCashKobo: 100 }, NOW + HOUR),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    await expect(closeShift(db, shift.id, ada, counted, NOW + 2 * HOUR)).resolves.toEqual({
      ok: false,
      reason: 'closed',
    });
    await expect(closeShift(db, 'no-such-shift', ada, counted, NOW)).resolves.toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('ends the cashier’s sessions begun before the close, and a later sign-in opens a new shift', async () => {
    const shift = await openShift(db, ada, NOW);
    await closeShift(db, shift.id, ada, { openingFloatKobo: 0, countedCashKobo: 0 }, NOW + HOUR);
    const account = await db
      .selectFrom('staff')
      .select('updated_at')
      .where('id', '=', ada)
      .executeTakeFirstOrThrow();
    expect(Number(account.updated_at)).toBe(NOW + HOUR);
    expect((await openShift(db, ada, NOW + 2 * HOUR)).id).not.toBe(shift.id);
  });
});
