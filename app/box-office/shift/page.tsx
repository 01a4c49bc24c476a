// Closing a shift: the cashier's own, or (for a supervisor) any open shift, with the cash expected from the
// shift's sales, the cash counted and the difference.
import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { loadCloseShift } from '@/server/box-office/shifts/close-shift-page';
import { type PageSearchParams } from '@/server/box-office/shifts/period-page';
import { requireStaff } from '@/server/staff/staff-session';
import { CloseShiftForm } from './_components/close-shift-form';

export const metadata: Metadata = { title: 'Close shift' };

const querySchema = z.object({ id: z.uuid().optional().catch(undefined) });

export default async function CloseShiftPage({ searchParams }: { searchParams: PageSearchParams }) {
  const staff = await requireStaff('seller', '/box-office/shift');
  const { id } = querySchema.parse(await searchParams);
  const { shift, own, movements, others, names } = await loadCloseShift(staff, id);
  const cashier = names.get(shift.staffId) ?? 'Unknown staff member';
  return (
    <section aria-labelledby="close-heading" className="space-y-5">
      <div>
        <h1 id="close-heading" className="text-2xl font-bold">
          {own ? 'Close my shift' : `Close ${cashier}’s shift`}
        </h1>
        <p className="text-ink-muted">Open since {formatRecordTime(shift.openedAt)}</p>
      </div>
      <CloseShiftForm key={shift.id} shiftId={shift.id} movements={movements} own={own} />
      {others.length > 0 && (
        <nav aria-labelledby="others-heading">
          <h2 id="others-heading" className="text-lg font-semibold">
            Other open shifts
          </h2>
          <ul className="space-y-1">
            {others.map((other) => (
              <li key={other.id}>
                <Link href={`/box-office/shift?id=${other.id}`} className={TEXT_LINK}>
                  {names.get(other.staffId) ?? 'Unknown staff member'}, open since{' '}
                  {formatRecordTime(other.openedAt)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
