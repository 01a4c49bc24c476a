// The test payment page's answers (approve now, approve after 30 s, decline), posted as a plain form the way a
// provider's hosted page posts to its own servers; the browser then goes back to the storefront's callback.
import { z } from 'zod';
import { storefrontEnv } from '@/server/env';
import { paymentsDatabase, testProviderSecret } from '@/server/payments/service';
import {
  answerTestPayment,
  cancelledReturn,
  deliverTestWebhook,
  LATE_APPROVAL_MS,
} from '@/server/payments/test-provider';
import { guardedRoute } from '@/server/security/action-policy';

const answerSchema = z.enum(['approve', 'approve-later', 'decline', 'cancel']);

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } });

type Params = { params: Promise<{ reference: string }> };

export const POST = guardedRoute<null, Params>(
  {
    who: 'the payer on the test provider’s page, while the test provider is the one in use (no real money moves)',
    needs: 'a test payment still waiting for its answer (answered once)',
    checks:
      'the answer, one of approve, approve-later, decline and cancel; the reference must name a waiting test payment',
    caller: () =>
      storefrontEnv().PAYMENT_PROVIDER === 'test'
        ? null
        : new Response('Not found', { status: 404 }),
  },
  async (request, _caller, { params }) => {
    const { reference } = await params;
    const answer = answerSchema.safeParse(
      (await request.formData().catch(() => null))?.get('answer'),
    );
    const page = `/pay/test/${encodeURIComponent(reference)}`;
    if (!answer.success) return seeOther(page);
    const answered = await answerTestPayment(await paymentsDatabase(), reference, answer.data);
    // Answered before (another tab, a second press): the page says so.
    if (!answered) return seeOther(page);
    // Cancelled: back to the shop, saying so (the shop still asks the provider how the payment stands).
    if (answer.data === 'cancel') return seeOther(cancelledReturn(answered.callbackUrl));
    if (answer.data !== 'decline') {
      // The provider's servers tell the shop on their own, now or once the late approval takes effect.
      const origin = new URL(answered.callbackUrl).origin;
      const deliver = () =>
        deliverTestWebhook(origin, testProviderSecret(), reference, answered.amountKobo).catch(
          () => undefined,
        );
      if (answer.data === 'approve') void deliver();
      else setTimeout(deliver, LATE_APPROVAL_MS + 500).unref();
    }
    return seeOther(answered.callbackUrl);
  },
);
