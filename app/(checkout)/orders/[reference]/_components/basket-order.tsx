// The order page of a basket: one order in several parts (a show, the coach there and back, a room), each part with
// where and when, its booking reference and its own codes with their QR codes, read from the service under the
// part's reference; a part that could not be bought after payment says so plainly, with what was refunded.
import Link from 'next/link';
import { DefinitionRows } from '@/components/ui/definition-rows';
import { PrintButton } from '@/components/ui/print-button';
import { TEXT_LINK } from '@/components/ui/styles';
import { TitledSection } from '@/components/ui/titled-section';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import type { Order } from '@/lib/checkout/types';
import { maskEmail } from '@/lib/format/mask-email';
import { formatNaira } from '@/lib/format/money';
import { KIND_WORDS } from '@/lib/sellables/wording';
import type { BasketCheckout, BasketPart } from '@/server/basket/state';
import { whereAndWhen } from '@/server/email/order-words';
import { merchant } from '@/server/merchant';
import type { Payment } from '@/server/payments/ledger';
import { findOrder } from '@/server/ticketing/orders';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { documentOrder } from '../document-order';
import { OrderItems } from './order-items';
import { OrderHelp } from './share-order';

/** A bought part as the service recorded it, with its signed codes and its passengers; null when it cannot be read now. */
async function readPart(part: BasketPart): Promise<Order | null> {
  const read = await readOrDown(findOrder(part.merchantReference));
  return read.ok && read.value ? documentOrder(read.value, part.merchantReference) : null;
}

function BoughtPart({
  part,
  order,
  index,
}: {
  part: BasketPart;
  order: Order | null;
  index: number;
}) {
  const id = `part-${index + 1}`;
  const title = order?.details.title ?? part.title;
  if (!order) {
    return (
      <TitledSection id={id} title={title}>
        <p>Bought. Its tickets could not be read just now: open this page again in a moment.</p>
      </TitledSection>
    );
  }
  const words = KIND_WORDS[order.kind];
  const rows: [string, string][] = [['Booking reference', order.reference]];
  if (order.details.kind === 'hotel' && order.details.bookingNumber)
    rows.unshift(['Booking number (show it at check-in)', order.details.bookingNumber]);
  return (
    <TitledSection id={id} title={title} className="space-y-3 break-inside-avoid">
      {whereAndWhen(order.details).map((line) => (
        <p key={line} className="text-ink-muted">
          {line}
        </p>
      ))}
      <DefinitionRows valueClassName="font-mono break-all" rows={rows} />
      {(order.items.length > 0 || order.kind !== 'hotel') && (
        <OrderItems items={order.items} words={words} />
      )}
    </TitledSection>
  );
}

function FailedPart({ part, index }: { part: BasketPart; index: number }) {
  return (
    <TitledSection
      id={`part-${index + 1}`}
      title={part.title}
      className="rounded-card border border-danger/30 bg-danger/5 p-4"
    >
      <p className="font-semibold">Not bought</p>
      <p>{part.failure}</p>
      <p>Refunded: {formatNaira(orderTotalKobo(part.lines) / 100)}</p>
    </TitledSection>
  );
}

export async function BasketOrder({
  basket,
  payment,
}: {
  basket: BasketCheckout;
  payment: Payment;
}) {
  const orders = await Promise.all(
    basket.parts.map((part) => (part.outcome === 'bought' ? readPart(part) : null)),
  );
  const refundedKobo = basket.parts
    .filter((part) => part.outcome === 'failed')
    .reduce((sum, part) => sum + orderTotalKobo(part.lines), 0);
  const bought = basket.parts.filter((part) => part.outcome === 'bought').length;
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <p className="font-semibold text-success">
          {bought === basket.parts.length
            ? 'Purchase confirmed'
            : `Purchase confirmed: ${bought} of ${basket.parts.length} parts`}
        </p>
        <h1 className="text-3xl font-bold">Your order in {basket.parts.length} parts</h1>
        <DefinitionRows
          rows={[
            ['Order reference', basket.merchantReference],
            ['Paid', formatNaira(payment.amount_kobo / 100)],
            ...(refundedKobo > 0
              ? ([['Refunded', formatNaira(refundedKobo / 100)]] as [string, string][])
              : []),
          ]}
        />
      </header>
      {basket.parts.map((part, index) =>
        part.outcome === 'bought' ? (
          <BoughtPart
            key={part.merchantReference}
            part={part}
            order={orders[index] ?? null}
            index={index}
          />
        ) : (
          <FailedPart key={part.merchantReference} part={part} index={index} />
        ),
      )}
      <TitledSection id="customer" title="Customer">
        <p>{basket.contact.name}</p>
        <p className="text-ink-muted">{maskEmail(basket.contact.email)}</p>
      </TitledSection>
      <OrderHelp refundLines={[]} merchant={merchant()} />
      <div className="no-print flex flex-wrap gap-4">
        <PrintButton label="Print this order" />
        <Link href="/" className={`px-4 py-2 ${TEXT_LINK}`}>
          Find more
        </Link>
      </div>
    </article>
  );
}
