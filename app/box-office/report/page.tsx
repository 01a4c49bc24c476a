// The end-of-shift report: totals by tender, kind and staff member, cash expected in the drawer, every difference with
// the service's records, and the shifts closed with their cash counted; for supervisors, online sales by source and
// the promo codes' figures; exportable as CSV.
import type { Metadata } from 'next';
import Link from 'next/link';
import { BUTTON } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { formatKobo, TENDER_KINDS, TENDER_LABELS } from '@/lib/box-office/tender';
import { openPeriodPage, type PageSearchParams } from '@/server/box-office/shifts/period-page';
import { loadShiftReport } from '@/server/box-office/shifts/shift-report';
import { PeriodLinks } from '../_components/period-links';
import {
  RECORD_CELL,
  RECORD_FIGURE,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../_components/record-table';
import { ClosedShifts } from './_components/closed-shifts';
import { PromoCodes } from './_components/promo-codes';
import { SalesBySource } from './_components/sales-by-source';

export const metadata: Metadata = { title: 'Report' };

const KIND_LABELS: Record<string, string> = {
  event: 'Events',
  cinema: 'Screenings',
  bus: 'Coach seats',
  hotel: 'Hotel stays',
};

export default async function ReportPage({ searchParams }: { searchParams: PageSearchParams }) {
  const { standing, period, now } = await openPeriodPage('/box-office/report', searchParams);
  const { report, since, everyone } = await loadShiftReport(standing, period, now);
  return (
    <article aria-labelledby="report-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="report-heading" className="text-2xl font-bold">
            {everyone ? 'Shift report' : 'My shift report'}
          </h1>
          <p className="text-ink-muted">Since {formatRecordTime(since)}</p>
        </div>
        <PeriodLinks path="/box-office/report" period={period} />
        <div className="no-print flex flex-wrap gap-2">
          <a
            href={`/box-office/report/csv?period=${period}`}
            className={`inline-flex min-h-12 items-center px-4 ${BUTTON.secondary}`}
            download
          >
            Export CSV
          </a>
          <Link
            href="/box-office/shift"
            className={`inline-flex min-h-12 items-center px-4 ${BUTTON.secondary}`}
          >
            Close shift
          </Link>
        </div>
      </div>
      <section
        aria-labelledby="drawer-heading"
        className="rounded-xl border-2 border-brand-600/40 bg-surface p-4"
      >
        <h2 id="drawer-heading" className="text-lg font-semibold">
          Cash expected in the drawer
        </h2>
        <p className="text-3xl font-bold tabular-nums" data-testid="cash-expected">
          {formatKobo(report.cashExpectedKobo)}
        </p>
        <p className="text-sm text-ink-muted">
          Cash of sold sales and of paid sales still to settle; refunded sales excluded.
        </p>
      </section>
      <section aria-labelledby="tender-heading">
        <h2 id="tender-heading" className="mb-2 text-lg font-semibold">
          By tender
        </h2>
        <RecordTable
          caption="Sales by tender, with the total sold"
          headings={['Tender', 'Sales', 'Amount']}
        >
          {TENDER_KINDS.map((kind) => (
            <tr key={kind} className={RECORD_ROW}>
              <th scope="row" className={RECORD_HEADING}>
                {TENDER_LABELS[kind]}
              </th>
              <td className={RECORD_FIGURE}>{report.byTender[kind].count}</td>
              <td className={RECORD_FIGURE}>{formatKobo(report.byTender[kind].amountKobo)}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-black/20 font-bold">
            <th scope="row" className={RECORD_CELL}>
              Total sold
            </th>
            <td className={RECORD_FIGURE}>{report.total.count}</td>
            <td className={RECORD_FIGURE} data-testid="total-sold">
              {formatKobo(report.total.amountKobo)}
            </td>
          </tr>
        </RecordTable>
        <p className="mt-2">
          Paid, not sold: {report.unsettled.count} ({formatKobo(report.unsettled.amountKobo)}) ·
          Refunded and voided: {report.voided.count} ({formatKobo(report.voided.amountKobo)})
        </p>
      </section>
      <section aria-labelledby="kind-heading">
        <h2 id="kind-heading" className="mb-2 text-lg font-semibold">
          By kind
        </h2>
        <RecordTable
          caption="Items sold by kind (each item of a sale of several under its own)"
          headings={['Kind', 'Items', 'Amount']}
        >
          {Object.entries(report.byKind).map(([kind, totals]) => (
            <tr key={kind} className={RECORD_ROW} data-testid={`sold-${kind}`}>
              <th scope="row" className={RECORD_HEADING}>
                {KIND_LABELS[kind] ?? kind}
              </th>
              <td className={RECORD_FIGURE}>{totals.count}</td>
              <td className={RECORD_FIGURE}>{formatKobo(totals.amountKobo)}</td>
            </tr>
          ))}
        </RecordTable>
      </section>
      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading" className="mb-2 text-lg font-semibold">
          By staff member
        </h2>
        {report.byStaff.length === 0 ? (
          <p className="text-ink-muted">No sales sold in this period.</p>
        ) : (
          <RecordTable
            caption="Sales sold by each staff member, by tender"
            headings={[
              'Staff member',
              'Sales',
              ...TENDER_KINDS.map((kind) => TENDER_LABELS[kind]),
              'Total',
            ]}
          >
            {report.byStaff.map((member) => (
              <tr key={member.staffId} className={RECORD_ROW}>
                <th scope="row" className={RECORD_HEADING}>
                  {member.staffName}
                </th>
                <td className={RECORD_FIGURE}>{member.count}</td>
                {TENDER_KINDS.map((kind) => (
                  <td key={kind} className={RECORD_FIGURE}>
                    {formatKobo(member.byTender[kind].amountKobo)}
                  </td>
                ))}
                <td className={`${RECORD_FIGURE} font-semibold`}>
                  {formatKobo(member.amountKobo)}
                </td>
              </tr>
            ))}
          </RecordTable>
        )}
      </section>
      <section aria-labelledby="differences-heading">
        <h2 id="differences-heading" className="text-lg font-semibold">
          Checked against ticketing
        </h2>
        {report.differences.length === 0 ? (
          <p data-testid="reconciled">Every sale agrees with ticketing’s records.</p>
        ) : (
          <ul className="space-y-1" aria-label="Differences">
            {report.differences.map((difference) => (
              <li key={difference.reference}>
                <Link
                  href={`/box-office/sales/${difference.reference}`}
                  className="font-mono underline"
                >
                  {difference.reference}
                </Link>{' '}
                {difference.message}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ClosedShifts since={since} staffId={everyone ? undefined : standing.staff.id} />
      {everyone ? <SalesBySource from={since} to={now} /> : null}
      {everyone ? (
        <PromoCodes
          from={since}
          to={now}
          csvHref={`/box-office/report/promo-csv?period=${period}`}
        />
      ) : null}
    </article>
  );
}
