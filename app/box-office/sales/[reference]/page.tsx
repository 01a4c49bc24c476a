// One sale: where it stands, its tender, what happened to it, and the next step when the service did not sell it;
// a sale of several items shows each with where it stands, and an item not sold can have its share refunded.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { BUTTON, TEXT_LINK } from '@/components/ui/styles';
import { isBasketReference, orderOfPart } from '@/lib/basket/part-reference';
import { formatRecordTime } from '@/lib/box-office/format';
import { discountLabel, tenderLabel } from '@/lib/box-office/labels';
import { can } from '@/lib/box-office/roles';
import { describeCustomer } from '@/lib/box-office/sale-form';
import { SALE_STATUS_LABELS } from '@/lib/box-office/sale-status';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { formatKobo } from '@/lib/box-office/tender';
import { formatNaira } from '@/lib/format/money';
import { partsOf, type SalePart } from '@/server/box-office/sale/sale-parts';
import { findSale, saleEventsOf, type Sale } from '@/server/box-office/sale/sales';
import { requireStaff } from '@/server/staff/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { ReprintButton } from '../../_components/reprint-button';
import { SaleDiscount } from '../../_components/sale-discount';
import { RefundItem } from './_components/refund-item';
import { UnsettledActions } from './_components/unsettled-actions';

export const metadata: Metadata = { title: 'Sale' };

type Params = Promise<{ reference: string }>;

const PART_STATUS_LABELS: Record<SalePart['status'], string> = {
  held: 'Held',
  removed: 'Removed',
  bought: 'Sold',
  failed: 'Not sold',
  refunded: 'Refunded',
};

/** A part's failure as a sentence of its own. */
const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** Each item of a sale of several, where it stands, and the refund of an item not sold while the sale is unsettled. */
function Parts({ sale, parts }: { sale: Sale; parts: readonly SalePart[] }) {
  return (
    <section aria-labelledby="items-heading" className="space-y-3">
      <h2 id="items-heading" className="text-lg font-semibold">
        Items
      </h2>
      <ol className="space-y-3">
        {parts
          .filter((part) => part.status !== 'removed')
          .map((part) => (
            <li
              key={part.reference}
              data-testid="sale-item"
              className="space-y-2 rounded-lg border border-black/15 p-3"
            >
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{part.title}</span>
                <span>
                  {formatKobo(part.amount_kobo)} ·{' '}
                  <strong>{PART_STATUS_LABELS[part.status]}</strong>
                </span>
              </p>
              {part.subtitle && <p className="text-ink-muted">{part.subtitle}</p>}
              <p className="font-mono text-sm">{part.reference}</p>
              {part.failure && (
                <p className={part.status === 'failed' ? 'text-danger' : 'text-ink-muted'}>
                  {sentence(part.failure)}
                </p>
              )}
              {sale.status === 'unsettled' &&
                (part.status === 'failed' || part.status === 'held') && (
                  <RefundItem
                    reference={sale.reference}
                    part={part.reference}
                    title={part.title}
                    amount={formatKobo(part.amount_kobo)}
                  />
                )}
            </li>
          ))}
      </ol>
    </section>
  );
}

export default async function SalePage({ params }: { params: Params }) {
  const { reference } = await params;
  const staff = await requireStaff('seller', `/box-office/sales/${reference}`);
  if (!SALE_REFERENCE.test(reference)) notFound();
  // An item's reference (on its tickets) opens the sale it is part of.
  const order = orderOfPart(reference);
  if (order) redirect(`/box-office/sales/${order}`);
  const db = await storefrontDatabase();
  const sale = await findSale(db, reference);
  // Another seller's sale is not theirs to see; a supervisor sees every sale.
  if (!sale || (sale.staff_id !== staff.id && staff.role !== 'supervisor')) notFound();
  const [events, parts] = await Promise.all([
    saleEventsOf(db, reference),
    isBasketReference(reference) ? partsOf(db, reference) : [],
  ]);
  return (
    <article aria-labelledby="sale-heading" className="max-w-3xl space-y-5">
      <div>
        <h1 id="sale-heading" className="text-2xl font-bold">
          {sale.title}
        </h1>
        {sale.subtitle && <p className="text-lg text-ink-muted">{sale.subtitle}</p>}
        <p className="font-mono">{sale.reference}</p>
      </div>
      <p className="text-xl">
        Status: <strong data-testid="sale-status">{SALE_STATUS_LABELS[sale.status]}</strong>
      </p>
      {sale.failure && (
        <p
          role={sale.status === 'unsettled' ? 'alert' : undefined}
          className="rounded-lg border-2 border-danger/50 bg-danger/5 p-3 text-lg"
        >
          {sale.failure}
        </p>
      )}
      {parts.length > 0 ? (
        <Parts sale={sale} parts={parts} />
      ) : (
        <ul className="space-y-1">
          {sale.lines.map((line) => (
            <li key={line.id}>
              {line.quantity} × {line.title}
              {line.note && ` (${line.note})`} — {formatNaira(line.unitPrice * line.quantity)}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {sale.discount_kobo ? (
          <>
            <dt className="font-semibold">Before discount</dt>
            <dd>{formatKobo(sale.amount_kobo + sale.discount_kobo)}</dd>
            <dt className="font-semibold">{discountLabel(sale)}</dt>
            <dd data-testid="sale-discount">−{formatKobo(sale.discount_kobo)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total</dt>
        <dd>{formatKobo(sale.amount_kobo)}</dd>
        <dt className="font-semibold">Tender</dt>
        <dd>
          {tenderLabel(sale.tender)}
          {sale.cash_received_kobo !== null &&
            ` · received ${formatKobo(sale.cash_received_kobo)}, change ${formatKobo(sale.change_kobo ?? 0)}`}
          {sale.tender_reference && ` · ref ${sale.tender_reference}`}
        </dd>
        <dt className="font-semibold">Customer</dt>
        <dd>{describeCustomer(sale.customer) ?? 'Walk-in'}</dd>
      </dl>
      {sale.status === 'unsettled' && (
        <UnsettledActions
          reference={sale.reference}
          voidable={!parts.some((part) => part.status === 'bought')}
        />
      )}
      {(sale.status === 'tendered' || sale.status === 'buying') && (
        <UnsettledActions reference={sale.reference} voidable={false} />
      )}
      {sale.status === 'held' && (
        <>
          {/* A supervisor called to a seller's till discounts the sale from here. */}
          {can(staff.role, 'give-manual-discount') && (
            <SaleDiscount
              reference={sale.reference}
              from="sale"
              applied={
                sale.discount_kobo
                  ? { label: discountLabel(sale), amount: formatKobo(sale.discount_kobo) }
                  : null
              }
              several={parts.length > 0}
              mayGiveManual
            />
          )}
          <Link href="/box-office#basket" className={TEXT_LINK}>
            In the basket: take payment on the sale screen
          </Link>
        </>
      )}
      {sale.status === 'settled' && (
        <div className="flex flex-wrap gap-3">
          <Link
            href={`/box-office/sales/${sale.reference}/receipt`}
            className={`inline-flex min-h-12 items-center px-4 ${BUTTON.primary}`}
          >
            Receipt and tickets
          </Link>
          <ReprintButton reference={sale.reference} />
        </div>
      )}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <ol className="space-y-1">
          {events.map((event, index) => (
            <li key={index}>
              <span className="tabular-nums">{formatRecordTime(Number(event.created_at))}</span> ·{' '}
              {event.type.replace('_', ' ')}
              {event.detail && ` · ${event.detail}`}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
