// The built-in test provider's hosted payment page: clearly a test, no card details, four answers. Like a real
// provider's page it says whom the payer pays and for what (the order and its lines, from the shop's payment record),
// and once answered, the way back to the order. Anyone with its address may open it, so the payer's email is masked.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SubmitButton } from '@/components/ui/submit-button';
import { TEXT_LINK } from '@/components/ui/styles';
import { maskEmail } from '@/lib/format/mask-email';
import { formatNaira } from '@/lib/format/money';
import { appliedPromoOf, type AppliedPromo } from '@/server/payments/promo-charge';
import { storefrontEnv } from '@/server/env';
import { merchant } from '@/server/merchant';
import { findPayment } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import type { StoreDatabase } from '@/server/store-db/connect';
import { parseCheckoutOrder, type CheckoutOrder } from '@/server/session/checkout-state';

export const metadata: Metadata = { title: 'Test payment', robots: { index: false } };

/** What the shop recorded the payment is for; null when it has no readable record of it. */
async function orderOf(
  db: StoreDatabase,
  reference: string,
): Promise<(CheckoutOrder & { promo: AppliedPromo | null }) | null> {
  const payment = await findPayment(db, reference);
  const order = payment ? parseCheckoutOrder(payment.checkout) : null;
  return order && payment ? { ...order, promo: appliedPromoOf(payment.checkout) } : null;
}

function WhatIsPaid({
  order,
  description,
}: {
  order: (CheckoutOrder & { promo: AppliedPromo | null }) | null;
  description: string | null;
}) {
  if (!order) return description ? <p className="font-semibold">{description}</p> : null;
  const lines = order.parts.flatMap((part, index) =>
    part.lines.map((line) => ({ ...line, key: `${index}-${line.id}` })),
  );
  return (
    <section aria-label="What you are paying for" className="space-y-1">
      {order.parts.map((part) => (
        <div key={part.merchantReference}>
          <p className="font-semibold">{part.title}</p>
          {part.subtitle && <p className="text-sm text-ink-muted">{part.subtitle}</p>}
        </div>
      ))}
      <ul className="divide-y divide-black/10 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4 py-1">
            <span>
              {line.title}
              {line.note && <span className="text-ink-muted">, {line.note}</span>} × {line.quantity}
            </span>
            <span className="shrink-0">{formatNaira(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
        {order.promo && (
          <li className="flex justify-between gap-4 py-1">
            <span>Promo code {order.promo.code}</span>
            <span className="shrink-0">−{formatNaira(order.promo.discountKobo / 100)}</span>
          </li>
        )}
      </ul>
    </section>
  );
}

/** After an answer (Back from the order, a second tab): where the order stands, and the way there. */
function Answered({ status, callbackUrl }: { status: string; callbackUrl: string }) {
  const paid = status === 'success' || status === 'reversed';
  return (
    <div role="status" className="space-y-2">
      <p className="font-semibold">
        {paid ? 'This payment is complete.' : 'This payment was not made: nothing was charged.'}
      </p>
      {/* The shop's return address asks the provider how the payment stands, then shows the order or the checkout. */}
      <a href={callbackUrl} className={TEXT_LINK}>
        {paid ? 'See your order' : 'Back to the checkout'}
      </a>
    </div>
  );
}

export default async function TestPaymentPage({
  params,
}: {
  params: Promise<{ reference: string }>;
}) {
  const { reference } = await params;
  if (storefrontEnv().PAYMENT_PROVIDER !== 'test') notFound();
  const db = await paymentsDatabase();
  const payment = await db
    .selectFrom('test_payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!payment) notFound();
  const order = await orderOf(db, reference).catch(() => null);
  return (
    <section
      aria-labelledby="pay-heading"
      className="mx-auto max-w-md space-y-5 rounded-card border-2 border-dashed border-warning bg-surface p-4 sm:p-6"
    >
      <p className="rounded bg-warning/10 p-2 text-center font-semibold uppercase tracking-wide">
        Test payment: no real money moves
      </p>
      <div>
        <p className="text-sm text-ink-muted">Paying {merchant().name}</p>
        <h1 id="pay-heading" className="text-2xl font-bold">
          Pay {formatNaira(Number(payment.amount_kobo) / 100)}
        </h1>
      </div>
      <WhatIsPaid order={order} description={payment.description} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Reference</dt>
        <dd className="font-mono break-all">{payment.reference}</dd>
        <dt className="text-ink-muted">Paid by</dt>
        <dd>{maskEmail(payment.email)}</dd>
      </dl>
      {payment.status !== 'pending' ? (
        <Answered status={payment.status} callbackUrl={payment.callback_url} />
      ) : (
        <form
          method="post"
          action={`/pay/test/${encodeURIComponent(payment.reference)}/answer`}
          className="grid gap-3"
        >
          <SubmitButton name="answer" value="approve" pendingLabel="Paying…">
            Approve payment
          </SubmitButton>
          <SubmitButton
            name="answer"
            value="approve-later"
            variant="secondary"
            pendingLabel="Paying…"
          >
            Approve after 30 seconds
          </SubmitButton>
          <SubmitButton name="answer" value="decline" variant="secondary" pendingLabel="Declining…">
            Decline payment
          </SubmitButton>
          <SubmitButton name="answer" value="cancel" variant="secondary" pendingLabel="Cancelling…">
            Cancel payment
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
