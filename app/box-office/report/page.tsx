// The end-of-shift report: totals by tender and staff member, cash expected in the drawer, and every difference
// with the service's records; exportable as CSV.
import type { Metadata } from 'next';
import Link from 'next/link';
import { BUTTON } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { readPeriod } from '@/lib/box-office/shift';
import { formatKobo, TENDER_KINDS, TENDER_LABELS } from '@/lib/box-office/tender';
import { loadShiftReport } from '@/server/box-office/shift-report';
import { currentStaffStanding, requireStaff } from '@/server/box-office/staff-session';
import { PeriodLinks } from '../_components/period-links';
import { SalesBySource } from './_components/sales-by-source';

export const metadata: Metadata = { title: 'Report' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function load(period: ReturnType<typeof readPeriod>) {
  const standing = (await currentStaffStanding())!;
  const now = Date.now();
  return { ...(await loadShiftReport(standing, period, now)), now };
}

const cell = 'px-2 py-1';

export default async function ReportPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff('seller', '/box-office/report');
  const period = readPeriod((await searchParams).period);
  const { report, since, everyone, now } = await load(period);
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
        <a href={`/box-office/report/csv?period=${period}`} className={`no-print inline-flex min-h-12 items-center px-4 ${BUTTON.secondary}`} download>
          Export CSV
        </a>
      </div>
      <section aria-labelledby="drawer-heading" className="rounded-xl border-2 border-brand-600/40 bg-surface p-4">
        <h2 id="drawer-heading" className="text-lg font-semibold">
          Cash expected in the drawer
        </h2>
        <p className="text-3xl font-bold tabular-nums" data-testid="cash-expected">
          {formatKobo(report.cashExpectedKobo)}
        </p>
        <p className="text-sm text-ink-muted">Cash of sold sales and of paid sales still to settle; refunded sales excluded.</p>
      </section>
      <section aria-labelledby="tender-heading">
        <h2 id="tender-heading" className="text-lg font-semibold">
          By tender
        </h2>
        <table className="text-left">
          <thead>
            <tr>
              <th scope="col" className={cell}>Tender</th>
              <th scope="col" className={cell}>Sales</th>
              <th scope="col" className={cell}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {TENDER_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className={cell}>{TENDER_LABELS[kind]}</th>
                <td className={`${cell} tabular-nums`}>{report.byTender[kind].count}</td>
                <td className={`${cell} tabular-nums`}>{formatKobo(report.byTender[kind].amountKobo)}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-black/20 font-bold">
              <th scope="row" className={cell}>Total sold</th>
              <td className={`${cell} tabular-nums`}>{report.total.count}</td>
              <td className={`${cell} tabular-nums`} data-testid="total-sold">{formatKobo(report.total.amountKobo)}</td>
            </tr>
          </tbody>
        </table>
        <p className="mt-2">
          Paid, not sold: {report.unsettled.count} ({formatKobo(report.unsettled.amountKobo)}) · Refunded and voided: {report.voided.count} ({formatKobo(report.voided.amountKobo)})
        </p>
      </section>
      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading" className="text-lg font-semibold">
          By staff member
        </h2>
        {report.byStaff.length === 0 ? (
          <p className="text-ink-muted">No sales sold in this period.</p>
        ) : (
          <table className="text-left">
            <thead>
              <tr>
                <th scope="col" className={cell}>Staff member</th>
                <th scope="col" className={cell}>Sales</th>
                {TENDER_KINDS.map((kind) => (
                  <th key={kind} scope="col" className={cell}>{TENDER_LABELS[kind]}</th>
                ))}
                <th scope="col" className={cell}>Total</th>
              </tr>
            </thead>
            <tbody>
              {report.byStaff.map((member) => (
                <tr key={member.staffId}>
                  <th scope="row" className={cell}>{member.staffName}</th>
                  <td className={`${cell} tabular-nums`}>{member.count}</td>
                  {TENDER_KINDS.map((kind) => (
                    <td key={kind} className={`${cell} tabular-nums`}>{formatKobo(member.byTender[kind].amountKobo)}</td>
                  ))}
                  <td className={`${cell} tabular-nums font-semibold`}>{formatKobo(member.amountKobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
                <Link href={`/box-office/sales/${difference.reference}`} className="font-mono underline">
                  {difference.reference}
                </Link>{' '}
                {difference.message}
              </li>
            ))}
          </ul>
        )}
      </section>
      {everyone ? <SalesBySource from={since} to={now} /> : null}
    </article>
  );
}
