// A sale's receipt and tickets, laid out for an 80 mm thermal roll (or A4), each ticket with its QR code.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TicketQr } from '@/components/checkout/ticket-qr';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { tenderLabel } from '@/lib/box-office/labels';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { formatKobo } from '@/lib/box-office/tender';
import { formatNaira } from '@/lib/format/money';
import { type PageSearchParams } from '@/server/box-office/period-page';
import { findSale } from '@/server/box-office/sales';
import { requireStaff } from '@/server/box-office/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { findOrder } from '@/server/ticketing/orders';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { ReceiptPrint } from './_components/receipt-print';

export const metadata: Metadata = { title: 'Receipt' };

type Params = Promise<{ reference: string }>;
export default async function ReceiptPage({ params, searchParams }: { params: Params; searchParams: PageSearchParams }) {
  const { reference } = await params;
  const staff = await requireStaff('seller', `/box-office/sales/${reference}/receipt`);
  if (!SALE_REFERENCE.test(reference)) notFound();
  const query = await searchParams;
  const a4 = query.paper === 'a4';
  const sale = await findSale(await storefrontDatabase(), reference);
  if (!sale || sale.status !== 'settled' || (sale.staff_id !== staff.id && staff.role !== 'supervisor')) notFound();
  const read = await readOrDown(findOrder(reference));
  const order = read.ok ? read.value : null;
  const paperHref = (paper: 'roll' | 'a4') => `/box-office/sales/${reference}/receipt${paper === 'a4' ? '?paper=a4' : ''}`;
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center gap-4">
        <ReceiptPrint auto={query.print === '1'} />
        <nav aria-label="Paper" className="flex gap-2">
          {(['roll', 'a4'] as const).map((paper) => (
            <Link
              key={paper}
              href={paperHref(paper)}
              aria-current={(paper === 'a4') === a4 ? 'page' : undefined}
              className="inline-flex min-h-12 items-center rounded-lg border border-black/30 px-4 font-semibold aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {paper === 'a4' ? 'A4' : '80 mm roll'}
            </Link>
          ))}
        </nav>
        <Link href="/box-office" className={TEXT_LINK}>
          Next sale
        </Link>
      </div>
      <article
        aria-labelledby="receipt-heading"
        className={`${a4 ? 'receipt-a4 max-w-3xl' : 'receipt-roll max-w-[80mm]'} space-y-3 rounded-lg border border-black/20 bg-white p-4 text-black`}
      >
        <header className="text-center">
          <h1 id="receipt-heading" className="text-lg font-bold">
            Box office receipt
          </h1>
          <p className="text-sm">{formatRecordTime(sale.settled_at ?? sale.created_at)}</p>
          <p className="font-mono text-xs break-all">{sale.reference}</p>
        </header>
        <div>
          <p className="font-bold">{sale.title}</p>
          {sale.subtitle && <p className="text-sm">{sale.subtitle}</p>}
        </div>
        <table className="w-full text-sm">
          <tbody>
            {sale.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.quantity} × {line.title}
                  {line.note && <span className="block text-xs">{line.note}</span>}
                </td>
                <td className="text-right tabular-nums">{formatNaira(line.unitPrice * line.quantity)}</td>
              </tr>
            ))}
            <tr className="border-t border-black font-bold">
              <td>Total</td>
              <td className="text-right tabular-nums">{formatKobo(sale.amount_kobo)}</td>
            </tr>
            <tr>
              <td>{tenderLabel(sale.tender)}</td>
              <td className="text-right tabular-nums">{formatKobo(sale.cash_received_kobo ?? sale.amount_kobo)}</td>
            </tr>
            {sale.change_kobo !== null && (
              <tr>
                <td>Change</td>
                <td className="text-right tabular-nums" data-testid="receipt-change">
                  {formatKobo(sale.change_kobo)}
                </td>
              </tr>
            )}
            {sale.tender_reference && (
              <tr>
                <td>Reference</td>
                <td className="text-right">{sale.tender_reference}</td>
              </tr>
            )}
          </tbody>
        </table>
        {order && <p className="text-xs">Ticketing reference {order.reference}</p>}
        <section aria-label="Tickets" className={a4 ? 'grid grid-cols-2 gap-3' : 'space-y-3'}>
          {order ? (
            order.items.map((item) => (
              <div key={item.code} className="flex break-inside-avoid flex-col items-center border-t border-dashed border-black pt-3 text-center">
                <TicketQr code={item.code} />
                <p className="font-semibold">{item.title}</p>
                {item.detail && <p className="text-sm">{item.detail}</p>}
                <p className="font-mono text-sm break-all">{item.code}</p>
              </div>
            ))
          ) : (
            <p role="status">The tickets could not be read from ticketing just now; reload to print them.</p>
          )}
        </section>
      </article>
    </div>
  );
}
