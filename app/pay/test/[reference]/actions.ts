// The test payment page's answers: approve now, approve after 30 s, or decline; then back to the storefront.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requestIsSameOrigin } from '@/server/security/same-origin';
import { paymentsDatabase, testProviderSecret } from '@/server/payments/service';
import { answerTestPayment, deliverTestWebhook, LATE_APPROVAL_MS } from '@/server/payments/test-provider';

const answerSchema = z.object({ reference: z.string().max(255), answer: z.enum(['approve', 'approve-later', 'decline']) });

export async function answerPayment(form: FormData): Promise<void> {
  if (!(await requestIsSameOrigin())) redirect('/');
  const parsed = answerSchema.safeParse({ reference: form.get('reference'), answer: form.get('answer') });
  if (!parsed.success) redirect('/');
  const { reference, answer } = parsed.data;
  const answered = await answerTestPayment(await paymentsDatabase(), reference, answer);
  if (!answered) redirect(`/pay/test/${encodeURIComponent(reference)}`);
  if (answer !== 'decline') {
    // The provider's servers tell the shop on their own, now or once the late approval takes effect.
    const origin = new URL(answered.callbackUrl).origin;
    const deliver = () => deliverTestWebhook(origin, testProviderSecret(), reference, answered.amountKobo).catch(() => undefined);
    if (answer === 'approve') void deliver();
    else setTimeout(deliver, LATE_APPROVAL_MS + 500).unref();
  }
  redirect(answered.callbackUrl);
}
