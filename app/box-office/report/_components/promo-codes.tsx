// The period's promo codes, per code and per campaign (orders, tickets, the price before, the discount, what was
// paid; completed purchases only, online and at the box office), and the box office's manual discounts; for supervisors.
import 'server-only';
import { BUTTON } from '@/components/ui/styles';
import { formatKobo } from '@/lib/box-office/tender';
import { manualDiscounts } from '@/server/box-office/discount-report';
import { promoReport } from '@/server/promo/report';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  RECORD_FIGURE,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../../_components/record-table';

type Figures = {
  orders: number;
  tickets: number;
  grossKobo: number;
  discountKobo: number;
  netKobo: number;
};

const HEADINGS = ['Orders', 'Tickets', 'Gross', 'Discount', 'Net'];

function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <td className={RECORD_FIGURE}>{row.orders}</td>
      <td className={RECORD_FIGURE}>{row.tickets}</td>
      <td className={RECORD_FIGURE}>{formatKobo(row.grossKobo)}</td>
      <td className={RECORD_FIGURE}>−{formatKobo(row.discountKobo)}</td>
      <td className={RECORD_FIGURE}>{formatKobo(row.netKobo)}</td>
    </>
  );
}

export async function PromoCodes({
  from,
  to,
  csvHref,
}: {
  from: number;
  to: number;
  csvHref: string;
}) {
  const db = await storefrontDatabase();
  const [report, manual] = await Promise.all([
    promoReport(db, { from, to: to + 1 }),
    manualDiscounts(db, from, to),
  ]);
  return (
    <section aria-labelledby="promo-heading" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="promo-heading" className="text-lg font-semibold">
          Promo codes
        </h2>
        <a
          href={csvHref}
          className={`no-print inline-flex min-h-11 items-center px-4 ${BUTTON.secondary}`}
          download
        >
          Export promo codes CSV
        </a>
      </div>
      {report.codes.length === 0 ? (
        <p className="text-ink-muted">No code used in this period.</p>
      ) : (
        <>
          <RecordTable
            caption="Completed orders with a promo code, by code"
            headings={['Code', ...HEADINGS]}
            scrollLabel="Promo codes by code"
          >
            {report.codes.map((row) => (
              <tr key={row.code} className={RECORD_ROW} data-testid="promo-report-code">
                <th scope="row" className={`${RECORD_HEADING} font-mono`}>
                  {row.code}
                </th>
                <FigureCells row={row} />
              </tr>
            ))}
          </RecordTable>
          <RecordTable
            caption="Completed orders with a promo code, by campaign"
            headings={['Campaign', ...HEADINGS]}
            scrollLabel="Promo codes by campaign"
          >
            {report.campaigns.map((row) => (
              <tr
                key={row.campaign ?? ''}
                className={RECORD_ROW}
                data-testid="promo-report-campaign"
              >
                <th scope="row" className={RECORD_HEADING}>
                  {row.campaign ?? 'No campaign'}
                </th>
                <FigureCells row={row} />
              </tr>
            ))}
          </RecordTable>
        </>
      )}
      <p data-testid="manual-discounts">
        Manual discounts at the box office: {manual.sales} {manual.sales === 1 ? 'sale' : 'sales'},{' '}
        {formatKobo(manual.grossKobo)} before, {formatKobo(manual.discountKobo)} off,{' '}
        {formatKobo(manual.netKobo)} paid.
      </p>
    </section>
  );
}
