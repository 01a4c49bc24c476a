// The confirmation page of an order, at a stable address: tickets with QR codes, amounts, references.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EventDateText } from '@/components/catalogue/event-date';
import { OrderAmounts } from '@/components/checkout/order-amounts';
import { OrderTickets } from '@/components/checkout/order-tickets';
import { PrintButton } from '@/components/checkout/print-button';
import { DefinitionRows } from '@/components/ui/definition-rows';
import { ServiceDown } from '@/components/ui/service-down';
import { TitledSection } from '@/components/ui/titled-section';
import type { Order } from '@/lib/checkout/types';
import { findOrder } from '@/server/ticketing/purchase';
import { readOrDown } from '@/server/ticketing/read-or-down';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

const REFERENCE = /^[A-Za-z0-9_.:-]{1,255}$/;

function References({ order }: { order: Order }) {
  return (
    <DefinitionRows
      valueClassName="font-mono break-all"
      rows={[
        ['Booking reference', order.reference],
        ['Order number', order.merchantReference],
        ['Invoice', order.invoiceId],
      ]}
    />
  );
}

export default async function OrderPage({ params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  if (!REFERENCE.test(reference)) notFound();
  const read = await readOrDown(findOrder(reference));
  if (!read.ok) {
    return <ServiceDown what="your order" hint="A completed purchase is safe. Please open this page again in a moment to see your tickets." />;
  }
  const order = read.value;
  if (!order) notFound();
  const confirmed = order.status === 'successful';
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <p className={`font-semibold ${confirmed ? 'text-success' : 'text-warning'}`}>
          {confirmed ? 'Purchase confirmed' : `Order status: ${order.status}`}
        </p>
        <h1 className="text-3xl font-bold">{order.event?.title ?? 'Your tickets'}</h1>
        {order.event?.startsAt && (
          <p className="text-ink-muted">
            <EventDateText date={order.event.startsAt} />
          </p>
        )}
        {order.event?.venue && <address className="not-italic text-ink-muted">{order.event.venue}</address>}
      </header>
      <TitledSection id="references" title="References">
        <References order={order} />
      </TitledSection>
      <TitledSection id="tickets" title="Tickets">
        <OrderTickets items={order.items} />
      </TitledSection>
      <TitledSection id="amounts" title="Payment" className="max-w-sm break-inside-avoid">
        <OrderAmounts order={order} />
      </TitledSection>
      {order.customer.name && (
        <TitledSection id="customer" title="Ticket holder">
          <p>{order.customer.name}</p>
          <p className="text-ink-muted">{order.customer.email}</p>
        </TitledSection>
      )}
      <div className="no-print flex flex-wrap gap-4">
        <PrintButton />
        <Link href="/events" className="rounded-lg px-4 py-2 font-semibold text-brand-700 underline">
          Find more events
        </Link>
      </div>
    </article>
  );
}
