// A sale's receipt and tickets, laid out for an 80 mm thermal roll (or A4): the merchant, the cashier, what was
// bought (a stay's booking number and guest), and a stub per ticket saying what it admits to, with its QR code.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { tenderLabel } from '@/lib/box-office/labels';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { stubHeading } from '@/lib/box-office/stub';
import { formatKobo } from '@/lib/box-office/tender';
import { formatNaira } from '@/lib/format/money';
import { type PageSearchParams } from '@/server/box-office/period-page';
import { findSale, type Sale } from '@/server/box-office/sales';
import { findStaffById } from '@/server/box-office/staff-accounts';
import { requireStaff } from '@/server/box-office/staff-session';
import { storefrontEnv } from '@/server/env';
import { merchant } from '@/server/merchant';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { findOrder } from '@/server/ticketing/orders';
import { orderTicketsSafely, withTicketCodes } from '@/server/tickets/ledger';
import { readOrDown } from '@/server/ticketing/read-or-down';
import type { Order } from '@/lib/checkout/types';
import { ReceiptPrint } from './_components/receipt-print';
import { TicketStub } from './_components/ticket-stub';

export const metadata: Metadata = { title: 'Receipt' };

type Params = Promise<{ reference: string }>;

/**
 * The guest a stay is booked for: the customer the sale recorded, or the name the service holds unless that is
 * the box office's own contact (a walk-in who gave none).
 */
function guestName(sale: Sale, order: Order): string | null {
  if (sale.customer?.name) return sale.customer.name;
  return order.customer.name && order.customer.name !== storefrontEnv().BOX_OFFICE_CONTACT_NAME ? order.customer.name : null;
}

export default async function ReceiptPage({ params, searchParams }: { params: Params; searchParams: PageSearchParams }) {
  const { reference } = await params;
  const staff = await requireStaff('seller', `/box-office/sales/${reference}/receipt`);
  if (!SALE_REFERENCE.test(reference)) notFound();
  const query = await searchParams;
  const a4 = query.paper === 'a4';
  const db = await storefrontDatabase();
  const sale = await findSale(db, reference);
  if (!sale || sale.status !== 'settled' || (sale.staff_id !== staff.id && staff.role !== 'supervisor')) notFound();
  const [read, seller] = await Promise.all([readOrDown(findOrder(reference)), findStaffById(db, sale.staff_id)]);
  // Each ticket's signed code for its QR, recorded now if the sale's recording failed; the service's code otherwise.
  const order = read.ok && read.value ? withTicketCodes(read.value, await orderTicketsSafely(async () => db, reference)) : null;
  const shop = merchant();
  const heading = order && stubHeading(order.details);
  const stay = order?.details.kind === 'hotel' ? { bookingNumber: order.details.bookingNumber, guest: guestName(sale, order) } : null;
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
          <p className="text-lg font-bold" data-testid="receipt-merchant">
            {shop.name}
          </p>
          <address className="text-sm not-italic">
            {shop.address}
            <br />
            Support {shop.supportPhone}
          </address>
          <h1 id="receipt-heading" className="mt-2 font-bold">
            Box office receipt
          </h1>
          <p className="text-sm">{formatRecordTime(sale.settled_at ?? sale.created_at)}</p>
          <p className="text-sm" data-testid="receipt-cashier">
            Cashier: {seller?.name ?? 'Unknown staff member'}
          </p>
          <p className="font-mono text-xs break-all">{sale.reference}</p>
        </header>
        {stay && (stay.bookingNumber || stay.guest) && (
          <dl className="border-2 border-black p-2 text-center" data-testid="receipt-stay">
            {stay.bookingNumber && (
              <>
                <dt className="text-sm">Booking number (show it at check-in)</dt>
                <dd className="font-mono text-xl font-bold break-all">{stay.bookingNumber}</dd>
              </>
            )}
            {stay.guest && (
              <>
                <dt className="text-sm">Guest</dt>
                <dd className="font-semibold">{stay.guest}</dd>
              </>
            )}
          </dl>
        )}
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
          {order && heading ? (
            order.items.map((item) => <TicketStub key={item.code} heading={heading} item={item} />)
          ) : (
            <p role="status">The tickets could not be read from ticketing just now; reload to print them.</p>
          )}
        </section>
      </article>
    </div>
  );
}
