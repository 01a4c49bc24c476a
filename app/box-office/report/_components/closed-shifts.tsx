// The shifts closed in the period: each one's float, cash expected, cash counted and the difference, over or short.
import 'server-only';
import { describeDifference } from '@/lib/box-office/cash-up';
import { formatRecordTime } from '@/lib/box-office/format';
import { formatKobo } from '@/lib/box-office/tender';
import { closedShifts } from '@/server/box-office/shifts/shifts';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  RECORD_CELL,
  RECORD_FIGURE,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../../_components/record-table';

/** Everyone's closed shifts (`staffId` undefined), or one staff member's. */
export async function ClosedShifts({
  since,
  staffId,
}: {
  since: number;
  staffId: string | undefined;
}) {
  const db = await storefrontDatabase();
  const [shifts, staff] = await Promise.all([
    closedShifts(db, since, staffId),
    db.selectFrom('staff').select(['id', 'name']).execute(),
  ]);
  const names = new Map(staff.map((member) => [member.id, member.name]));
  return (
    <section aria-labelledby="closed-shifts-heading" className="space-y-2">
      <h2 id="closed-shifts-heading" className="text-lg font-semibold">
        Closed shifts
      </h2>
      {shifts.length === 0 ? (
        <p className="text-ink-muted">No shift closed in this period.</p>
      ) : (
        <RecordTable
          caption="Shifts closed, with the cash counted against the cash expected"
          headings={['Staff member', 'Closed', 'Float', 'Expected', 'Counted', 'Difference']}
        >
          {shifts.map((shift) => (
            <tr key={shift.id} className={RECORD_ROW} data-testid="closed-shift">
              <th scope="row" className={RECORD_HEADING}>
                {names.get(shift.staffId) ?? 'Unknown staff member'}
              </th>
              <td className={`whitespace-nowrap ${RECORD_CELL}`}>
                {formatRecordTime(shift.closedAt!)}
              </td>
              <td className={RECORD_FIGURE}>{formatKobo(shift.cashUp!.openingFloatKobo)}</td>
              <td className={RECORD_FIGURE}>{formatKobo(shift.cashUp!.expectedKobo)}</td>
              <td className={RECORD_FIGURE}>{formatKobo(shift.cashUp!.countedKobo)}</td>
              <td className={`${RECORD_FIGURE} font-semibold`}>
                {describeDifference(shift.cashUp!.differenceKobo)}
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </section>
  );
}
