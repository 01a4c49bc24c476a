// The confirmation page of an order, at a stable, shareable address (docs/storefront.md, "Order links").
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DefinitionRows } from '@/components/ui/definition-rows';
import { ServiceDown } from '@/components/ui/service-down';
import { TEXT_LINK } from '@/components/ui/styles';
import { TitledSection } from '@/components/ui/titled-section';
import { amountPaid } from '@/lib/checkout/types';
import { maskEmail } from '@/lib/format/mask-email';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { OrderCompleted } from '@/components/embed/order-completed';
import { StayTerms } from '@/components/shop/stay-terms';
import { TripTerms } from '@/components/shop/trip-terms';
import { withPassengers } from '@/lib/bus/passengers';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import { embedParent } from '@/server/embed/embed-parent';
import { findOrder } from '@/server/ticketing/orders';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { boughtPaymentOf, findPayment, type Payment } from '@/server/payments/ledger';
import { withOrderDiscount } from '@/server/payments/order-discount';
import { paymentsDatabase } from '@/server/payments/service';
import { passengersSafely } from '@/server/shop/passengers';
import { orderTicketsSafely, withTicketCodes } from '@/server/tickets/ledger';
import { parseBasketCheckout } from '@/server/basket/state';
import { BasketOrder } from './_components/basket-order';
import { OrderAmounts } from './_components/order-amounts';
import { PaymentState } from './_components/payment-state';
import { OrderHeader } from './_components/order-header';
import { OrderItems } from './_components/order-items';
import { PrintButton } from '@/components/ui/print-button';
import { TicketDocuments } from './_components/ticket-documents';
import { OrderHelp, ShareOrder } from './_components/share-order';
import { merchant } from '@/server/merchant';
import { siteOrigin } from '@/server/sharing/site-origin';
import { refundPolicyLines } from '@/server/shop/policies';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

/** The payment behind an order, if it was paid through this storefront; a database fault reads as none. */
async function paymentOf(reference: string): Promise<Payment | null> {
  try {
    return (await findPayment(await paymentsDatabase(), reference)) ?? null;
  } catch {
    return null;
  }
}

/** Where a refunded payment's order was bought instead, when it was paid twice; a database fault reads as none. */
async function boughtAs(payment: Payment): Promise<string | null> {
  if (payment.status !== 'refunded' && payment.status !== 'refunding') return null;
  try {
    return await boughtPaymentOf(await paymentsDatabase(), payment.order_key);
  } catch {
    return null;
  }
}

export default async function OrderPage({ params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  // Only the customer channels' references (web, embed), which are unguessable; the box office's are for staff.
  if (!CUSTOMER_REFERENCE_PATTERN.test(reference)) notFound();
  const [read, payment] = await Promise.all([
    readOrDown(findOrder(reference)),
    paymentOf(reference),
  ]);
  const order = read.ok ? read.value : null;
  // A basket: one payment, several parts bought under references of their own.
  const basket =
    !order && payment?.status === 'bought' ? parseBasketCheckout(payment.checkout) : null;
  if (basket && payment) return <BasketOrder basket={basket} payment={payment} />;
  // Paid but not (yet) tickets: say where the payment stands rather than "not found".
  if (!order && payment && payment.status !== 'bought')
    return <PaymentState payment={payment} boughtAs={await boughtAs(payment)} />;
  if (!read.ok) {
    const hint =
      'A completed purchase is safe. Please open this page again in a moment to see your tickets.';
    return <ServiceDown what="your order" hint={hint} level={1} />;
  }
  if (!order) notFound();
  const parent = await embedParent();
  // A promo code's discount and what was charged after it (the service's amount is before it).
  const discounted = await withOrderDiscount(paymentsDatabase, order, reference);
  // Each ticket's signed code for its QR (recorded now for an order sold before); the service's code when that fails.
  const coded = withTicketCodes(order, await orderTicketsSafely(paymentsDatabase, reference));
  // A coach order's passengers, given at checkout and kept by the storefront, on their seats' tickets.
  const items =
    order.kind === 'bus'
      ? withPassengers(coded, await passengersSafely(paymentsDatabase, reference)).items
      : coded.items;
  const words = KIND_WORDS[order.kind];
  const refundLines = await refundPolicyLines(order.kind);
  return (
    <article className="space-y-8">
      {parent && (
        <OrderCompleted
          parentOrigin={parent}
          detail={{
            merchantReference: reference,
            amount: amountPaid(discounted) ?? 0,
            currency: order.currency,
          }}
        />
      )}
      <OrderHeader order={order} />
      {/* One reference to quote (a hotel's booking number, shown above, is for check-in); the service's running
          invoice number is never shown, as it would tell how many orders the shop took. */}
      <TitledSection id="references" title="Reference">
        <DefinitionRows
          valueClassName="font-mono break-all"
          rows={[['Booking reference', order.reference]]}
        />
      </TitledSection>
      {/* A stay without codes is shown by its booking number, above; other kinds' codes may follow by email. */}
      {(items.length > 0 || order.kind !== 'hotel') && (
        <TitledSection id="items" title={words.itemsHeading}>
          <OrderItems items={items} words={words} />
        </TitledSection>
      )}
      <TicketDocuments order={order} reference={reference} />
      <ShareOrder
        reference={reference}
        title={order.details.title}
        orderUrl={`${siteOrigin()}/orders/${reference}`}
        itemsWord={words.itemsHeading.toLowerCase()}
      />
      {/* The terms of a trip or a stay the service does not give: the merchant's. */}
      {order.details.kind === 'bus' && (
        <TripTerms departureAt={order.details.departureAt} headingLevel={2} />
      )}
      {order.details.kind === 'hotel' && <StayTerms headingLevel={2} />}
      <TitledSection id="amounts" title="Payment" className="max-w-sm break-inside-avoid">
        <OrderAmounts order={discounted} priceLabel={words.priceLabel} />
      </TitledSection>
      {order.customer.name && (
        <TitledSection id="customer" title={words.holder}>
          <p>{order.customer.name}</p>
          {order.customer.email && (
            <p className="text-ink-muted">{maskEmail(order.customer.email)}</p>
          )}
        </TitledSection>
      )}
      <OrderHelp refundLines={refundLines} merchant={merchant()} />
      <div className="no-print flex flex-wrap gap-4">
        <PrintButton label={words.print} />
        <Link href="/" className={`px-4 py-2 ${TEXT_LINK}`}>
          Find more
        </Link>
      </div>
    </article>
  );
}
