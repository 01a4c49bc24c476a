// The shift's sales: time, item, amount, tender, staff member, reference and status; reprint from here.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatClockTime } from '@/lib/box-office/format';
import { tenderLabel } from '@/lib/box-office/labels';
import { SALE_STATUS_LABELS } from '@/lib/box-office/sale-status';
import { formatKobo } from '@/lib/box-office/tender';
import { openPeriodPage, type PageSearchParams } from '@/server/box-office/shifts/period-page';
import { shiftSales } from '@/server/box-office/shifts/shift';
import { PeriodLinks } from '../_components/period-links';
import { RECORD_CELL, RECORD_FIGURE, RECORD_ROW, RecordTable } from '../_components/record-table';
import { ReprintButton } from '../_components/reprint-button';

export const metadata: Metadata = { title: 'Sales' };

export default async function SalesPage({ searchParams }: { searchParams: PageSearchParams }) {
  const { standing, period, now } = await openPeriodPage('/box-office/sales', searchParams);
  const { sales, names, everyone } = await shiftSales(standing, period, now);
  const shown = sales.filter((sale) => sale.status !== 'released');
  return (
    <section aria-labelledby="sales-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="sales-heading" className="text-2xl font-bold">
          {everyone ? 'Sales' : 'My sales'}
        </h1>
        <PeriodLinks path="/box-office/sales" period={period} />
      </div>
      {shown.length === 0 ? (
        <p className="text-ink-muted">No sales in this period.</p>
      ) : (
        <RecordTable
          caption={`${shown.length} ${shown.length === 1 ? 'sale' : 'sales'} of this period, newest first`}
          headings={['Time', 'Item', 'Amount', 'Tender', 'Staff', 'Reference', 'Status', '']}
        >
          {shown.map((sale) => (
            <tr key={sale.reference} className={`${RECORD_ROW} align-top`}>
              <td className={RECORD_FIGURE}>{formatClockTime(sale.created_at)}</td>
              <td className={RECORD_CELL}>
                <span className="font-semibold">{sale.title}</span>
                {sale.subtitle && (
                  <span className="block text-sm text-ink-muted">{sale.subtitle}</span>
                )}
              </td>
              <td className={RECORD_FIGURE}>{formatKobo(sale.amount_kobo)}</td>
              <td className={RECORD_CELL}>{tenderLabel(sale.tender)}</td>
              <td className={RECORD_CELL}>{names.get(sale.staff_id) ?? '—'}</td>
              <td className={`${RECORD_CELL} font-mono`}>
                <Link href={`/box-office/sales/${sale.reference}`} className={TEXT_LINK}>
                  {sale.reference}
                </Link>
              </td>
              <td className={RECORD_CELL}>{SALE_STATUS_LABELS[sale.status]}</td>
              <td className={RECORD_CELL}>
                {sale.status === 'settled' && (
                  <ReprintButton reference={sale.reference} named className="min-h-11 px-3" />
                )}
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </section>
  );
}
