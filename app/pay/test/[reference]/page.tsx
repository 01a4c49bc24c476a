// The built-in test provider's hosted payment page: clearly a test, no card details, three answers. Anyone with
// its address may open it, so the payer's email is shown masked.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SubmitButton } from '@/components/ui/submit-button';
import { maskEmail } from '@/lib/format/mask-email';
import { formatNaira } from '@/lib/format/money';
import { storefrontEnv } from '@/server/env';
import { paymentsDatabase } from '@/server/payments/service';

export const metadata: Metadata = { title: 'Test payment', robots: { index: false } };

export default async function TestPaymentPage({ params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  if (storefrontEnv().PAYMENT_PROVIDER !== 'test') notFound();
  const db = await paymentsDatabase();
  const payment = await db.selectFrom('test_payments').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!payment) notFound();
  const answered = payment.status !== 'pending';
  return (
    <section aria-labelledby="pay-heading" className="mx-auto max-w-md space-y-6 rounded-card border-2 border-dashed border-warning bg-surface p-6">
      <p className="rounded bg-warning/10 p-2 text-center font-semibold uppercase tracking-wide">Test payment: no real money moves</p>
      <h1 id="pay-heading" className="text-2xl font-bold">
        Pay {formatNaira(Number(payment.amount_kobo) / 100)}
      </h1>
      {payment.description && <p className="font-semibold">{payment.description}</p>}
      <p className="text-ink-muted">
        For {maskEmail(payment.email)}, reference <span className="font-mono break-all">{payment.reference}</span>
      </p>
      {answered ? (
        <p role="status">This payment has already been answered ({payment.status}).</p>
      ) : (
        <form method="post" action={`/pay/test/${encodeURIComponent(payment.reference)}/answer`} className="grid gap-3">
          <SubmitButton name="answer" value="approve" pendingLabel="Paying…">
            Approve payment
          </SubmitButton>
          <SubmitButton name="answer" value="approve-later" variant="secondary" pendingLabel="Paying…">
            Approve after 30 seconds
          </SubmitButton>
          <SubmitButton name="answer" value="decline" variant="secondary" pendingLabel="Declining…">
            Decline payment
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
