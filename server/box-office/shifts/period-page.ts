// The start of a box-office page about a period of sales (the sales list, the report): the staff session, the
// period asked for in the address, and the moment the page describes.
import 'server-only';
import { readPeriod, type Period } from '@/lib/box-office/shift';
import {
  currentStaffStanding,
  requireStaff,
  type StaffStanding,
} from '@/server/staff/staff-session';

/** The query of a box-office page's address, as Next hands it over. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

export interface PeriodPage {
  standing: StaffStanding;
  period: Period;
  now: number;
}

/** Sends a visitor without a staff session to sign-in, to come back to `path`; anything but a known period reads as the shift. */
export async function openPeriodPage(
  path: string,
  searchParams: PageSearchParams,
): Promise<PeriodPage> {
  await requireStaff('seller', path);
  // requireStaff has just found the session open; the standing adds when the shift began.
  const standing = (await currentStaffStanding())!;
  return { standing, period: readPeriod((await searchParams).period), now: Date.now() };
}
