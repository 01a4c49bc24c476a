// An order whose payment has not become tickets: waiting for the provider, buying, refunded, or not paid.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatNaira } from '@/lib/format/money';
import type { Payment } from '@/server/payments/ledger';

/** While something is still happening, the page looks again on its own; no script needed. */
const REFRESH_SECONDS = 3;

export function PaymentState({ payment }: { payment: Payment }) {
  const amount = formatNaira(Number(payment.amount_kobo) / 100);
  const waiting = payment.status === 'pending' || payment.status === 'paid' || payment.status === 'buying';
  return (
    <section className="max-w-xl space-y-4" aria-labelledby="payment-heading">
      {waiting && <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />}
      {payment.status === 'pending' && (
        <>
          <h1 id="payment-heading" className="text-3xl font-bold">
            Waiting for your payment
          </h1>
          <p role="status">We have not yet heard from the payment provider that your payment of {amount} went through. This page updates by itself.</p>
        </>
      )}
      {(payment.status === 'paid' || payment.status === 'buying') && (
        <>
          <h1 id="payment-heading" className="text-3xl font-bold">
            Payment received
          </h1>
          <p role="status">We received your payment of {amount} and are getting your tickets. This page updates by itself.</p>
        </>
      )}
      {(payment.status === 'refunded' || payment.status === 'refunding') && (
        <>
          <h1 id="payment-heading" className="text-3xl font-bold">
            Refunded
          </h1>
          <p role="status" className="font-semibold">
            {payment.status === 'refunded' ? `Your payment of ${amount} has been refunded in full.` : `Your payment of ${amount} is being refunded in full.`}
          </p>
          {payment.failure && <p>{payment.failure} We are sorry. Nothing else is charged.</p>}
          <Link href="/" className={TEXT_LINK}>
            Find something else
          </Link>
        </>
      )}
      {(payment.status === 'declined' || payment.status === 'abandoned') && (
        <>
          <h1 id="payment-heading" className="text-3xl font-bold">
            Payment not completed
          </h1>
          <p>Nothing was charged for this order.</p>
          <Link href="/checkout" className={TEXT_LINK}>
            Back to checkout
          </Link>
        </>
      )}
    </section>
  );
}
