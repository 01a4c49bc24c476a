// Waiting lists for supervisors: each sold-out thing customers wait for, with how many wait, how many hold a turn
// now, and what became of the turns given (bought, lapsed) and of those who left.
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { can } from '@/lib/box-office/roles';
import { requireStaff } from '@/server/staff/staff-session';
import { storefrontEnv } from '@/server/env';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { listFigures } from '@/server/waiting-list/report';
import {
  RECORD_CELL,
  RECORD_FIGURE,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../_components/record-table';

export const metadata: Metadata = { title: 'Waiting lists' };

const PAGE = '/box-office/waiting-lists';

/** Every list's figures as they stand now. */
const loadLists = async () => listFigures(await storefrontDatabase(), Date.now());

export default async function WaitingListsPage() {
  const staff = await requireStaff('seller', PAGE);
  if (!can(staff.role, 'view-waiting-lists')) forbidden();
  const lists = await loadLists();
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Waiting lists</h1>
        <p className="text-sm text-ink-muted">
          Customers join a list where an event’s ticket category or a screening’s ticket type is
          sold out. When tickets come back, the next people in order are emailed a turn of{' '}
          {storefrontEnv().WAITING_LIST_TURN_MINUTES} minutes; a turn not used passes to the next.
        </p>
      </div>
      {lists.length === 0 ? (
        <p className="text-ink-muted">Nobody has joined a waiting list yet.</p>
      ) : (
        <RecordTable
          caption="Waiting lists, the most recently active first"
          headings={['List', 'Waiting', 'Offered now', 'Bought', 'Lapsed', 'Left', 'Last activity']}
          scrollLabel="Waiting lists table"
        >
          {lists.map((list) => (
            <tr key={list.key} className={RECORD_ROW}>
              <th scope="row" className={RECORD_HEADING}>
                <Link href={list.href} className={TEXT_LINK}>
                  {list.title}
                </Link>
              </th>
              <td className={RECORD_FIGURE}>
                {list.waiting}
                {list.waiting > 0 && (
                  <span className="text-ink-muted"> ({list.waitingTickets} tickets)</span>
                )}
              </td>
              <td className={RECORD_FIGURE}>{list.offeredNow}</td>
              <td className={RECORD_FIGURE}>{list.bought}</td>
              <td className={RECORD_FIGURE}>{list.lapsed}</td>
              <td className={RECORD_FIGURE}>{list.left}</td>
              <td className={`whitespace-nowrap ${RECORD_CELL}`}>
                {formatRecordTime(list.updatedAt)}
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </div>
  );
}
