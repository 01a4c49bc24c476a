// A sale's receipt and tickets, laid out for an 80 mm thermal roll (or A4): the merchant, the cashier, what was
// bought (a stay's booking number and guest), and a stub per ticket saying what it admits to, with its QR code.
// A sale of several items lists every item, then each item bought with its own tickets.
import type { Metadata } from 'next';
import { Fragment } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TEXT_LINK } from '@/components/ui/styles';
import { isBasketReference } from '@/lib/basket/part-reference';
import { formatRecordTime } from '@/lib/box-office/format';
import { discountLabel, tenderLabel } from '@/lib/box-office/labels';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { stubHeading } from '@/lib/box-office/stub';
import { formatKobo } from '@/lib/box-office/tender';
import { formatNaira } from '@/lib/format/money';
import { type PageSearchParams } from '@/server/box-office/shifts/period-page';
import { partsOf, type SalePart } from '@/server/box-office/sale/sale-parts';
import { findSale, type Sale } from '@/server/box-office/sale/sales';
import { findStaffById } from '@/server/staff/staff-accounts';
import { requireStaff } from '@/server/staff/staff-session';
import { storefrontEnv } from '@/server/env';
import { merchant } from '@/server/merchant';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { findOrder } from '@/server/ticketing/orders';
import { orderTicketsSafely, withTicketCodes } from '@/server/tickets/ledger';
import { readOrDown } from '@/server/ticketing/read-or-down';
import type { Order } from '@/lib/checkout/types';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { HeldLine } from '@/server/session/checkout-state';
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
  return order.customer.name && order.customer.name !== storefrontEnv().BOX_OFFICE_CONTACT_NAME
    ? order.customer.name
    : null;
}

/** An order's record with each ticket's signed code (recorded now if the sale's recording failed); null while ticketing is away. */
async function orderWithCodes(db: StoreDatabase, reference: string): Promise<Order | null> {
  const read = await readOrDown(findOrder(reference));
  return read.ok && read.value
    ? withTicketCodes(read.value, await orderTicketsSafely(async () => db, reference))
    : null;
}

/** A stay's booking number and guest, shown at check-in. */
function StayBox({ sale, order }: { sale: Sale; order: Order | null }) {
  const stay =
    order?.details.kind === 'hotel'
      ? { bookingNumber: order.details.bookingNumber, guest: guestName(sale, order) }
      : null;
  if (!stay || (!stay.bookingNumber && !stay.guest)) return null;
  return (
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
  );
}

/** The stubs of one order's tickets, or why they cannot be printed now; `label` names them apart from other items'. */
function Stubs({
  order,
  a4,
  label = 'Tickets',
}: {
  order: Order | null;
  a4: boolean;
  label?: string;
}) {
  const heading = order && stubHeading(order.details);
  return (
    <section aria-label={label} className={a4 ? 'grid grid-cols-2 gap-3' : 'space-y-3'}>
      {order && heading ? (
        order.items.map((item) => <TicketStub key={item.code} heading={heading} item={item} />)
      ) : (
        <p role="status">
          The tickets could not be read from ticketing just now; reload to print them.
        </p>
      )}
    </section>
  );
}

function LineRows({ lines }: { lines: readonly HeldLine[] }) {
  return lines.map((line) => (
    <tr key={line.id}>
      <td>
        {line.quantity} × {line.title}
        {line.note && <span className="block text-xs">{line.note}</span>}
      </td>
      <td className="text-right tabular-nums">{formatNaira(line.unitPrice * line.quantity)}</td>
    </tr>
  ));
}

/** Every item of a sale of several with its lines; an item whose share was refunded says so. */
function PartRows({ parts }: { parts: readonly SalePart[] }) {
  return parts.map((part) => (
    <Fragment key={part.reference}>
      <tr>
        <td colSpan={2} className="pt-2 font-bold">
          {part.title}
          {part.subtitle && <span className="block text-xs font-normal">{part.subtitle}</span>}
        </td>
      </tr>
      {part.status === 'refunded' ? (
        <tr>
          <td>Not sold: refunded</td>
          <td className="text-right tabular-nums">-{formatKobo(part.amount_kobo)}</td>
        </tr>
      ) : (
        <LineRows lines={part.checkout.lines} />
      )}
    </Fragment>
  ));
}

export default async function ReceiptPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: PageSearchParams;
}) {
  const { reference } = await params;
  const staff = await requireStaff('seller', `/box-office/sales/${reference}/receipt`);
  if (!SALE_REFERENCE.test(reference)) notFound();
  const query = await searchParams;
  const a4 = query.paper === 'a4';
  const db = await storefrontDatabase();
  const sale = await findSale(db, reference);
  if (
    !sale ||
    sale.status !== 'settled' ||
    (sale.staff_id !== staff.id && staff.role !== 'supervisor')
  )
    notFound();
  const parts = isBasketReference(reference)
    ? (await partsOf(db, reference)).filter(
        (part) => part.status === 'bought' || part.status === 'refunded',
      )
    : [];
  const bought = parts.filter((part) => part.status === 'bought');
  // Each ticket's signed code for its QR, recorded now if the sale's recording failed; the service's code otherwise.
  const [orders, seller] = await Promise.all([
    Promise.all(
      (parts.length > 0 ? bought.map((part) => part.reference) : [reference]).map((ref) =>
        orderWithCodes(db, ref),
      ),
    ),
    findStaffById(db, sale.staff_id),
  ]);
  const order = parts.length > 0 ? null : (orders[0] ?? null);
  const shop = merchant();
  const paperHref = (paper: 'roll' | 'a4') =>
    `/box-office/sales/${reference}/receipt${paper === 'a4' ? '?paper=a4' : ''}`;
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
        {parts.length === 0 && (
          <>
            <StayBox sale={sale} order={order} />
            <div>
              <p className="font-bold">{sale.title}</p>
              {sale.subtitle && <p className="text-sm">{sale.subtitle}</p>}
            </div>
          </>
        )}
        <table className="w-full text-sm">
          <tbody>
            {parts.length > 0 ? <PartRows parts={parts} /> : <LineRows lines={sale.lines} />}
            {sale.discount_kobo ? (
              <tr data-testid="receipt-discount">
                <td>{discountLabel(sale)}</td>
                <td className="text-right tabular-nums">−{formatKobo(sale.discount_kobo)}</td>
              </tr>
            ) : null}
            <tr className="border-t border-black font-bold">
              <td>Total</td>
              <td className="text-right tabular-nums">{formatKobo(sale.amount_kobo)}</td>
            </tr>
            <tr>
              <td>{tenderLabel(sale.tender)}</td>
              <td className="text-right tabular-nums">
                {formatKobo(sale.cash_received_kobo ?? sale.amount_kobo)}
              </td>
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
        {parts.length === 0 ? (
          <>
            {order && <p className="text-xs">Ticketing reference {order.reference}</p>}
            <Stubs order={order} a4={a4} />
          </>
        ) : (
          bought.map((part, index) => (
            <section
              key={part.reference}
              aria-labelledby={`item-${part.reference}`}
              data-testid="receipt-item"
              className="space-y-3 border-t-2 border-black pt-3"
            >
              <h2 id={`item-${part.reference}`} className="font-bold">
                {part.title}
              </h2>
              {part.subtitle && <p className="text-sm">{part.subtitle}</p>}
              <StayBox sale={sale} order={orders[index] ?? null} />
              <p className="font-mono text-xs break-all">{part.reference}</p>
              {orders[index] && (
                <p className="text-xs">Ticketing reference {orders[index].reference}</p>
              )}
              <Stubs order={orders[index] ?? null} a4={a4} label={`Tickets: ${part.title}`} />
            </section>
          ))
        )}
      </article>
    </div>
  );
}
