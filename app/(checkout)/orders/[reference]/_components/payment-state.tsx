// An order whose payment has not become tickets: waiting for the provider, not completed or declined there (and
// still payable), buying, or refunded and why.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatNaira } from '@/lib/format/money';
import type { Payment } from '@/server/payments/ledger';

/** While something is still happening, the page looks again on its own (no script needed); a payment left
 * unfinished more rarely, so that one finished later in another tab still shows here. */
const REFRESH_SECONDS: Partial<Record<Payment['status'], number>> = {
  pending: 3,
  paid: 3,
  buying: 3,
  abandoned: 30,
};

const Heading = ({ children }: { children: React.ReactNode }) => (
  <h1 id="payment-heading" className="text-3xl font-bold">
    {children}
  </h1>
);

const BackToCheckout = () => (
  <Link href="/checkout" className={TEXT_LINK}>
    Back to checkout
  </Link>
);

function Refunded({
  payment,
  amount,
  boughtAs,
}: {
  payment: Payment;
  amount: string;
  boughtAs: string | null;
}) {
  return (
    <>
      <Heading>Refunded</Heading>
      <p role="status" className="font-semibold">
        {payment.status === 'refunded'
          ? `Your payment of ${amount} has been refunded in full.`
          : `Your payment of ${amount} is being refunded in full.`}
      </p>
      {payment.failure && <p>{payment.failure} We are sorry. Nothing else is charged.</p>}
      {boughtAs ? (
        <Link href={`/orders/${boughtAs}`} className={TEXT_LINK}>
          See your tickets
        </Link>
      ) : (
        <Link href="/" className={TEXT_LINK}>
          Find something else
        </Link>
      )}
    </>
  );
}

/** `boughtAs`: the payment that bought this order, when this one was refunded for paying it a second time. */
export function PaymentState({
  payment,
  boughtAs = null,
}: {
  payment: Payment;
  boughtAs?: string | null;
}) {
  const amount = formatNaira(Number(payment.amount_kobo) / 100);
  const refresh = REFRESH_SECONDS[payment.status];
  const { status } = payment;
  return (
    <section className="max-w-xl space-y-4" aria-labelledby="payment-heading">
      {refresh && <meta httpEquiv="refresh" content={String(refresh)} />}
      {status === 'pending' && (
        <>
          <Heading>Waiting for your payment</Heading>
          <p role="status">
            We have not yet heard from the payment provider that your payment of {amount} went
            through. This page updates by itself.
          </p>
        </>
      )}
      {status === 'abandoned' && (
        <>
          <Heading>Payment not completed yet</Heading>
          <p role="status">
            We have not received your payment of {amount}. If you finish paying on the payment
            provider’s page, your tickets are issued here as soon as the payment goes through.
          </p>
          <p>
            If you pay again from the checkout instead, only one payment is kept: any other is
            refunded in full.
          </p>
          <BackToCheckout />
        </>
      )}
      {status === 'declined' && (
        <>
          <Heading>Payment declined</Heading>
          <p role="status">
            The payment provider declined your payment of {amount}, so it was not taken.
          </p>
          <BackToCheckout />
        </>
      )}
      {(status === 'paid' || status === 'buying') && (
        <>
          <Heading>Payment received</Heading>
          <p role="status">
            We received your payment of {amount} and are issuing your tickets. This page updates by
            itself.
          </p>
        </>
      )}
      {(status === 'refunded' || status === 'refunding') && (
        <Refunded payment={payment} amount={amount} boughtAs={boughtAs} />
      )}
    </section>
  );
}
