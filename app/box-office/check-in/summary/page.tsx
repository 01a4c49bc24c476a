// The door's summary for supervisors: per list sold, checked in and (once it has begun) no-shows, with its sheet,
// and the conflicts found when offline devices synced (one ticket scanned on two), with both times and gates.
import type { Metadata } from 'next';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { requireStaff } from '@/server/staff/staff-session';
import { checkInSummary, openConflicts, type ConflictView } from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  RECORD_CELL,
  RECORD_FIGURE,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../../_components/record-table';
import { sheetPath } from '../_sheet';
import { ResolveButton } from './_components/resolve-button';

export const metadata: Metadata = { title: 'Check-in summary' };

function Scan({ side }: { side: ConflictView['first'] }) {
  return (
    <>
      <time dateTime={new Date(side.at).toISOString()}>{formatRecordTime(side.at)}</time>,{' '}
      {side.gate} <span className="text-ink-muted">({side.by})</span>
    </>
  );
}

async function loadSummary() {
  const db = await storefrontDatabase();
  const [lists, conflicts] = await Promise.all([checkInSummary(db, Date.now()), openConflicts(db)]);
  return { lists, conflicts };
}

export default async function CheckInSummaryPage() {
  await requireStaff('supervisor', '/box-office/check-in/summary');
  const { lists, conflicts } = await loadSummary();
  return (
    <section aria-labelledby="summary-heading" className="space-y-6">
      <h1 id="summary-heading" className="text-2xl font-bold">
        Check-in summary
      </h1>
      <section aria-labelledby="conflicts-heading" className="space-y-3">
        <h2 id="conflicts-heading" className="text-xl font-semibold">
          Conflicts to resolve
        </h2>
        {conflicts.length === 0 ? (
          <p className="text-ink-muted">No conflicts: no ticket was checked in on two devices.</p>
        ) : (
          <RecordTable
            caption="Tickets scanned on two devices while offline, newest first"
            scrollLabel="Conflicts"
            headings={['Ticket', 'List', 'Checked in first', 'Scanned again', '']}
          >
            {conflicts.map((conflict) => (
              <tr key={conflict.id} className={RECORD_ROW}>
                <th scope="row" className={RECORD_HEADING}>
                  {conflict.holderName}{' '}
                  <span className="block font-mono text-xs font-normal text-ink-muted">
                    {conflict.reference}
                  </span>
                </th>
                <td className={RECORD_CELL}>{conflict.listTitle}</td>
                <td className={RECORD_CELL}>
                  <Scan side={conflict.first} />
                </td>
                <td className={RECORD_CELL}>
                  <Scan side={conflict.second} />
                </td>
                <td className={RECORD_CELL}>
                  <ResolveButton id={conflict.id} name={conflict.holderName} />
                </td>
              </tr>
            ))}
          </RecordTable>
        )}
      </section>
      <section aria-labelledby="lists-heading" className="space-y-3">
        <h2 id="lists-heading" className="text-xl font-semibold">
          Lists of the last 30 days
        </h2>
        {lists.length === 0 ? (
          <p className="text-ink-muted">No tickets sold for the last 30 days or the days ahead.</p>
        ) : (
          <RecordTable
            caption="Each list: sold, checked in and no-shows"
            scrollLabel="Lists"
            headings={['List', 'Starts', 'Sold', 'Checked in', 'No-shows', '']}
            blankHeading="Sheets"
          >
            {lists.map((list) => (
              <tr key={list.key} className={RECORD_ROW}>
                <th scope="row" className={RECORD_HEADING}>
                  {list.title}
                </th>
                <td className={`whitespace-nowrap ${RECORD_CELL}`}>
                  {list.startsAt === null ? '—' : formatRecordTime(list.startsAt)}
                </td>
                <td className={RECORD_FIGURE}>{list.sold}</td>
                <td className={RECORD_FIGURE}>{list.checkedIn}</td>
                <td className={RECORD_FIGURE}>
                  {list.noShows ?? <span className="text-ink-muted">not begun</span>}
                </td>
                <td className={`whitespace-nowrap ${RECORD_CELL}`}>
                  <a
                    href={sheetPath('manifest', list.key)}
                    className={TEXT_LINK}
                    aria-label={`List of ${list.title}`}
                  >
                    List
                  </a>{' '}
                  ·{' '}
                  <a
                    href={sheetPath('export', list.key)}
                    className={TEXT_LINK}
                    download
                    aria-label={`CSV of ${list.title}`}
                  >
                    CSV
                  </a>
                </td>
              </tr>
            ))}
          </RecordTable>
        )}
      </section>
    </section>
  );
}
