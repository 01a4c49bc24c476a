// A list on paper or screen for the people at the door: a departure's boarding manifest for the driver (seat,
// passenger, phone, boarded), a hotel's arrivals for the front desk (booking, guest, room type, nights, arrived),
// and an event's or screening's check-in list. Laid out for A4 when printed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/ui/print-button';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatClockTime, formatRecordTime } from '@/lib/box-office/format';
import { can } from '@/lib/box-office/roles';
import { requireStaff } from '@/server/staff/staff-session';
import {
  findCheckInList,
  listSheet,
  type CheckInList,
  type TicketOnList,
} from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  RECORD_CELL,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../../_components/record-table';
import { listOfParams, sheetPath, type SheetSearchParams } from '../_sheet';

export const metadata: Metadata = { title: 'Check-in list' };

const WORDS = {
  bus: { heading: 'Boarding manifest', done: 'Boarded', people: 'passengers' },
  hotel: { heading: 'Arrivals', done: 'Arrived', people: 'rooms' },
  event: { heading: 'Check-in list', done: 'Checked in', people: 'tickets' },
  cinema: { heading: 'Check-in list', done: 'Checked in', people: 'tickets' },
} as const;

/** Whether and when the ticket came in: a box to tick on paper when not yet. */
function DoneCell({ row }: { row: TicketOnList }) {
  if (!row.firstIn) {
    return (
      <td className={RECORD_CELL}>
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 border border-ink/60 align-middle"
        />{' '}
        <span className="sr-only">Not yet</span>
      </td>
    );
  }
  return (
    <td className={`whitespace-nowrap ${RECORD_CELL}`}>
      <span aria-hidden="true">✓</span> {formatClockTime(row.firstIn.at)}, {row.firstIn.gate}
      {row.state === 'out' && ' (out)'}
    </td>
  );
}

function Rows({ list, sheet }: { list: CheckInList; sheet: TicketOnList[] }) {
  const done = WORDS[list.kind].done;
  if (list.kind === 'bus') {
    return (
      <RecordTable
        caption={`Passengers of ${list.title}, by seat`}
        scrollLabel="Passengers"
        headings={['Seat', 'Passenger', 'Phone', 'Booking', done]}
      >
        {sheet.map((row) => (
          <tr key={row.ticket.id} className={RECORD_ROW}>
            <th scope="row" className={`${RECORD_HEADING} tabular-nums`}>
              {row.ticket.seat ?? '—'}
            </th>
            <td className={RECORD_CELL}>{row.ticket.holderName}</td>
            <td className={`whitespace-nowrap tabular-nums ${RECORD_CELL}`}>{row.phone}</td>
            <td className={`font-mono text-xs ${RECORD_CELL}`}>{row.ticket.reference}</td>
            <DoneCell row={row} />
          </tr>
        ))}
      </RecordTable>
    );
  }
  if (list.kind === 'hotel') {
    return (
      <RecordTable
        caption={`Arrivals of ${list.title}`}
        scrollLabel="Arrivals"
        headings={['Booking number', 'Guest', 'Room type', 'Nights', done]}
      >
        {sheet.map((row) => (
          <tr key={row.ticket.id} className={RECORD_ROW}>
            <th scope="row" className={`font-mono text-xs ${RECORD_HEADING}`}>
              {row.ticket.reference}
            </th>
            <td className={RECORD_CELL}>{row.ticket.holderName}</td>
            <td className={RECORD_CELL}>{row.ticket.room ?? row.ticket.ticketType}</td>
            <td className={`tabular-nums ${RECORD_CELL}`}>{row.ticket.nights ?? '—'}</td>
            <DoneCell row={row} />
          </tr>
        ))}
      </RecordTable>
    );
  }
  return (
    <RecordTable
      caption={`Tickets of ${list.title}`}
      scrollLabel="Tickets"
      headings={['Reference', 'Name', 'Ticket', 'Seat', done]}
    >
      {sheet.map((row) => (
        <tr key={row.ticket.id} className={RECORD_ROW}>
          <th scope="row" className={`font-mono text-xs ${RECORD_HEADING}`}>
            {row.ticket.reference}
          </th>
          <td className={RECORD_CELL}>{row.ticket.holderName}</td>
          <td className={RECORD_CELL}>{row.ticket.ticketType}</td>
          <td className={`tabular-nums ${RECORD_CELL}`}>{row.ticket.seat ?? '—'}</td>
          <DoneCell row={row} />
        </tr>
      ))}
    </RecordTable>
  );
}

async function loadSheet(key: string) {
  const db = await storefrontDatabase();
  const [list, sheet] = await Promise.all([findCheckInList(db, key), listSheet(db, key)]);
  return { list, sheet, printedAt: Date.now() };
}

export default async function ManifestPage({ searchParams }: { searchParams: SheetSearchParams }) {
  const key = listOfParams(await searchParams);
  const staff = await requireStaff('door', sheetPath('manifest', key));
  if (!key) notFound();
  const { list, sheet, printedAt } = await loadSheet(key);
  if (!list) notFound();
  const words = WORDS[list.kind];
  return (
    <section aria-labelledby="sheet-heading" className="check-in-sheet space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 id="sheet-heading" className="text-2xl font-bold">
            {words.heading}: {list.title}
          </h1>
          <p className="text-ink-muted">
            {list.startsAt !== null && <>{formatRecordTime(list.startsAt)} · </>}
            {words.done} {list.checkedIn} of {list.sold} {words.people} · as of{' '}
            {formatRecordTime(printedAt)}
          </p>
        </div>
        <div className="no-print flex flex-wrap items-center gap-3">
          <Link href="/box-office/check-in" className={TEXT_LINK}>
            Back to check-in
          </Link>
          {(list.kind === 'event' || list.kind === 'cinema') && can(staff.role, 'sell') && (
            <a href={sheetPath('export', key)} className={TEXT_LINK} download>
              Download CSV
            </a>
          )}
          <PrintButton label="Print" />
        </div>
      </div>
      {sheet.length === 0 ? (
        <p className="text-ink-muted">No tickets on this list.</p>
      ) : (
        <Rows list={list} sheet={sheet} />
      )}
    </section>
  );
}
