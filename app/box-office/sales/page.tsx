// The shift's sales: time, item, amount, tender, staff member, reference and status; reprint from here.
import type { Metadata } from 'next';
import Link from 'next/link';
import { BUTTON, TEXT_LINK } from '@/components/ui/styles';
import { formatClockTime } from '@/lib/box-office/format';
import { tenderLabel } from '@/lib/box-office/labels';
import { SALE_STATUS_LABELS } from '@/lib/box-office/sale-status';
import { readPeriod } from '@/lib/box-office/shift';
import { formatKobo } from '@/lib/box-office/tender';
import { shiftSales } from '@/server/box-office/shift';
import { currentStaffStanding, requireStaff } from '@/server/box-office/staff-session';
import { reprint } from '../actions';
import { PeriodLinks } from '../_components/period-links';

export const metadata: Metadata = { title: 'Sales' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function load(period: ReturnType<typeof readPeriod>) {
  const standing = (await currentStaffStanding())!;
  return shiftSales(standing, period, Date.now());
}

export default async function SalesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff('seller', '/box-office/sales');
  const period = readPeriod((await searchParams).period);
  const { sales, names, everyone } = await load(period);
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
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-black/20">
                {['Time', 'Item', 'Amount', 'Tender', 'Staff', 'Reference', 'Status', ''].map((heading, index) => (
                  <th key={index} scope="col" className="px-2 py-2">
                    {heading || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((sale) => (
                <tr key={sale.reference} className="border-b border-black/10 align-top">
                  <td className="px-2 py-2 tabular-nums">{formatClockTime(sale.created_at)}</td>
                  <td className="px-2 py-2">
                    <span className="font-semibold">{sale.title}</span>
                    {sale.subtitle && <span className="block text-sm text-ink-muted">{sale.subtitle}</span>}
                  </td>
                  <td className="px-2 py-2 tabular-nums">{formatKobo(sale.amount_kobo)}</td>
                  <td className="px-2 py-2">{tenderLabel(sale.tender)}</td>
                  <td className="px-2 py-2">{names.get(sale.staff_id) ?? '—'}</td>
                  <td className="px-2 py-2 font-mono text-sm">
                    <Link href={`/box-office/sales/${sale.reference}`} className={TEXT_LINK}>
                      {sale.reference}
                    </Link>
                  </td>
                  <td className="px-2 py-2">{SALE_STATUS_LABELS[sale.status]}</td>
                  <td className="px-2 py-2">
                    {sale.status === 'settled' && (
                      <form action={reprint}>
                        <input type="hidden" name="reference" value={sale.reference} />
                        <button type="submit" className={`min-h-11 px-3 ${BUTTON.secondary}`} aria-label={`Reprint ${sale.reference}`}>
                          Reprint
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
