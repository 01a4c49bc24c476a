// What the close-shift page shows: the shift to close (a supervisor's pick, or the staff member's own), the cash
// its sales moved so far, the other open shifts a supervisor may close, and the staff members' names.
import 'server-only';
import type { CashMovements } from '@/lib/box-office/cash-up';
import { can } from '@/lib/box-office/roles';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { SHIFT_MS } from '@/server/staff/session-rules';
import { findShift, openShift, openShifts, shiftCashMovements, type Shift } from './shifts';
import { currentStaffStanding, type StaffMember } from '@/server/staff/staff-session';

export interface CloseShiftPage {
  shift: Shift;
  own: boolean;
  movements: CashMovements;
  others: Shift[];
  names: Map<string, string>;
}

/** The shift the page closes: another's open shift a supervisor picked, or the staff member's own. */
async function shiftToClose(staff: StaffMember, id: string | undefined): Promise<Shift> {
  const db = await storefrontDatabase();
  if (id && can(staff.role, 'close-any-shift')) {
    const picked = await findShift(db, id);
    if (picked && picked.closedAt === null) return picked;
  }
  // A session begun before shifts were kept has its shift opened from its sign-in.
  const standing = (await currentStaffStanding())!;
  return openShift(db, staff.id, standing.shiftEndsAt - SHIFT_MS);
}

export async function loadCloseShift(
  staff: StaffMember,
  id: string | undefined,
): Promise<CloseShiftPage> {
  const db = await storefrontDatabase();
  const shift = await shiftToClose(staff, id);
  const [movements, others, staffNames] = await Promise.all([
    shiftCashMovements(db, shift, Date.now()),
    can(staff.role, 'close-any-shift')
      ? openShifts(db).then((all) => all.filter((other) => other.id !== shift.id))
      : Promise.resolve([]),
    db.selectFrom('staff').select(['id', 'name']).execute(),
  ]);
  return {
    shift,
    own: shift.staffId === staff.id,
    movements,
    others,
    names: new Map(staffNames.map((row) => [row.id, row.name])),
  };
}
