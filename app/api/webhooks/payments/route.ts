// The payment provider's webhook: signature checked on the raw body, each delivery acted on once.
import { log } from '@/server/log';
import { findPayment, recordEvent } from '@/server/payments/ledger';
import { paymentProvider, paymentsDatabase, settle, settleDeps } from '@/server/payments/service';
import {
  isSettled,
  markRefundFailed,
  markRefunded,
  type SettleResult,
} from '@/server/payments/settle';
import { guardedRoute } from '@/server/security/action-policy';

const MAX_BODY_BYTES = 64 * 1024;

/** What settling makes of a payment the provider's verify does not (yet) show as paid. */
const NOT_CONFIRMED: readonly SettleResult[] = ['pending', 'abandoned', 'declined'];

/**
 * A charge.success is honoured however late it comes, through the provider's verify. One the verify does not
 * confirm yet (the provider unreachable) is answered 503, so the provider delivers it again; a delivery seen
 * before is acted on again only while its payment is unsettled.
 */
async function chargeSucceeded(reference: string, settled: boolean): Promise<Response> {
  if (settled) return Response.json({ received: true, replay: true });
  const result = await settle(reference);
  if (NOT_CONFIRMED.includes(result)) {
    log.warn({ result }, 'payment webhook: charge.success not confirmed by the provider yet');
    return new Response('Not confirmed yet', { status: 503 });
  }
  return Response.json({ received: true });
}

export const POST = guardedRoute<{ raw: string }>(
  {
    who: 'the payment provider: a raw body signed with the merchant’s secret key, in the provider’s signature header',
    needs:
      'a payment under the event’s reference; each delivery acted on once (a charge.success again only while unsettled)',
    checks:
      'the body’s size (64 KB) and signature (constant time) and the event’s shape; the amount only through the provider’s verify',
    caller: async (request) => {
      if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
        return new Response('Payload too large', { status: 413 });
      const raw = await request.text();
      if (raw.length > MAX_BODY_BYTES) return new Response('Payload too large', { status: 413 });
      if (!paymentProvider().verifyWebhook(raw, request.headers)) {
        log.warn('payment webhook refused: bad signature');
        return new Response('Invalid signature', { status: 401 });
      }
      return { raw };
    },
  },
  async (_request, { raw }) => {
    const event = paymentProvider().parseWebhook(raw);
    // Signed but of no use to us: answered 200 so the provider does not keep retrying.
    if (!event || event.type === 'other') return Response.json({ received: true });
    const db = await paymentsDatabase();
    const payment = await findPayment(db, event.reference);
    if (!payment) {
      log.warn({ event: event.type }, 'payment webhook for an unknown reference');
      return Response.json({ received: true });
    }
    const fresh = await recordEvent(
      db,
      event.reference,
      'webhook',
      Date.now(),
      event.type,
      event.deliveryId,
    );
    if (event.type === 'charge.success')
      return chargeSucceeded(event.reference, !fresh && isSettled(payment.status));
    if (!fresh) return Response.json({ received: true, replay: true });
    if (event.status === 'processed') await markRefunded(await settleDeps(), event.reference);
    if (event.status === 'failed') await markRefundFailed(db, event.reference, Date.now());
    return Response.json({ received: true });
  },
);
