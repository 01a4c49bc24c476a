// One sale: where it stands, its tender, what happened to it, and the next step when the service did not sell it.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BUTTON, TEXT_LINK } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { tenderLabel } from '@/lib/box-office/labels';
import { describeCustomer } from '@/lib/box-office/sale-form';
import { SALE_STATUS_LABELS } from '@/lib/box-office/sale-status';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { formatKobo } from '@/lib/box-office/tender';
import { formatNaira } from '@/lib/format/money';
import { findSale, saleEventsOf } from '@/server/box-office/sales';
import { requireStaff } from '@/server/box-office/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { ReprintButton } from '../../_components/reprint-button';
import { UnsettledActions } from './_components/unsettled-actions';

export const metadata: Metadata = { title: 'Sale' };

type Params = Promise<{ reference: string }>;

export default async function SalePage({ params }: { params: Params }) {
  const { reference } = await params;
  const staff = await requireStaff('seller', `/box-office/sales/${reference}`);
  if (!SALE_REFERENCE.test(reference)) notFound();
  const db = await storefrontDatabase();
  const sale = await findSale(db, reference);
  // Another seller's sale is not theirs to see; a supervisor sees every sale.
  if (!sale || (sale.staff_id !== staff.id && staff.role !== 'supervisor')) notFound();
  const events = await saleEventsOf(db, reference);
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
        <p role={sale.status === 'unsettled' ? 'alert' : undefined} className="rounded-lg border-2 border-danger/50 bg-danger/5 p-3 text-lg">
          {sale.failure}
        </p>
      )}
      <ul className="space-y-1">
        {sale.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.title}
            {line.note && ` (${line.note})`} — {formatNaira(line.unitPrice * line.quantity)}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Total</dt>
        <dd>{formatKobo(sale.amount_kobo)}</dd>
        <dt className="font-semibold">Tender</dt>
        <dd>
          {tenderLabel(sale.tender)}
          {sale.cash_received_kobo !== null && ` · received ${formatKobo(sale.cash_received_kobo)}, change ${formatKobo(sale.change_kobo ?? 0)}`}
          {sale.tender_reference && ` · ref ${sale.tender_reference}`}
        </dd>
        <dt className="font-semibold">Customer</dt>
        <dd>{describeCustomer(sale.customer) ?? 'Walk-in'}</dd>
      </dl>
      {sale.status === 'unsettled' && <UnsettledActions reference={sale.reference} voidable />}
      {(sale.status === 'tendered' || sale.status === 'buying') && <UnsettledActions reference={sale.reference} voidable={false} />}
      {sale.status === 'held' && (
        <Link href="/box-office#basket" className={TEXT_LINK}>
          In the basket: take payment on the sale screen
        </Link>
      )}
      {sale.status === 'settled' && (
        <div className="flex flex-wrap gap-3">
          <Link href={`/box-office/sales/${sale.reference}/receipt`} className={`inline-flex min-h-12 items-center px-4 ${BUTTON.primary}`}>
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
              <span className="tabular-nums">{formatRecordTime(Number(event.created_at))}</span> · {event.type.replace('_', ' ')}
              {event.detail && ` · ${event.detail}`}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
