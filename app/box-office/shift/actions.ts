// Closes a shift with the cash counted: the cashier their own, a supervisor anyone's. The cash expected is worked
// out on the server from the shift's sales; the close is audited, ends the cashier's session, and is done once.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { cashUpFormSchema } from '@/lib/box-office/cash-up';
import { can } from '@/lib/box-office/roles';
import { recordAudit } from '@/server/staff/audit';
import { closeShift, findShift } from '@/server/box-office/shifts/shifts';
import { findStaffById } from '@/server/staff/staff-accounts';
import { staffAction } from '@/server/staff/staff-session';
import { refuse } from '@/server/security/action-policy';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { CLOSE_SHIFT_MESSAGES, type CloseShiftState } from './close-shift-state';

const closeSchema = z
  .object({ shiftId: z.uuid(CLOSE_SHIFT_MESSAGES.notFound) })
  .and(cashUpFormSchema);

type CloseInput = z.output<typeof closeSchema>;

export const closeShiftAction = staffAction<
  [previous: CloseShiftState, form: FormData],
  CloseInput,
  CloseShiftState
>(
  {
    role: 'seller',
    needs: 'an open shift: the cashier’s own, or any for a supervisor',
    checks:
      'the shift id (a UUID), the opening float and the cash counted (naira, at most 9 digits)',
    input: (form) => {
      const parsed = closeSchema.safeParse({
        shiftId: form.get('shiftId'),
        openingFloat: form.get('openingFloat') ?? '',
        countedCash: form.get('countedCash') ?? '',
      });
      return parsed.success
        ? parsed.data
        : refuse({ message: parsed.error.issues[0]?.message ?? 'Check the amounts.' });
    },
    state: async (staff, { shiftId }) => {
      const shift = await findShift(await storefrontDatabase(), shiftId);
      if (!shift) return refuse({ message: CLOSE_SHIFT_MESSAGES.notFound });
      if (shift.staffId !== staff.id && !can(staff.role, 'close-any-shift'))
        return refuse({ message: CLOSE_SHIFT_MESSAGES.notYours });
      if (shift.closedAt !== null) return refuse({ message: CLOSE_SHIFT_MESSAGES.closed });
      return undefined;
    },
  },
  async (staff, { shiftId, openingFloatKobo, countedCashKobo }) => {
    const db = await storefrontDatabase();
    const closed = await closeShift(
      db,
      shiftId,
      staff.id,
      { openingFloatKobo, countedCashKobo },
      Date.now(),
    );
    if (!closed.ok)
      return {
        message:
          closed.reason === 'closed' ? CLOSE_SHIFT_MESSAGES.closed : CLOSE_SHIFT_MESSAGES.notFound,
      };
    const { shift } = closed;
    const cashier = await findStaffById(db, shift.staffId);
    const { expectedKobo, countedKobo, differenceKobo } = shift.cashUp!;
    await recordAudit({
      staffId: staff.id,
      action: 'shift-closed',
      subject: cashier?.email ?? shift.staffId,
      detail: { openingFloatKobo, expectedKobo, countedKobo, differenceKobo },
    });
    // Closing one's own shift ends the session: the report asks to sign in again, then shows the close.
    redirect('/box-office/report?period=today');
  },
);
