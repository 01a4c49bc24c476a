// The payment provider's webhook: signature checked on the raw body, each delivery acted on once.
import { findPayment, recordEvent } from '@/server/payments/ledger';
import { paymentProvider, paymentsDatabase, settle, settleDeps } from '@/server/payments/service';
import { markRefunded } from '@/server/payments/settle';

const MAX_BODY_BYTES = 64 * 1024;

const log = (msg: string, fields: Record<string, unknown> = {}) => console.warn(JSON.stringify({ level: 'warn', msg, ...fields }));

export async function POST(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return new Response('Payload too large', { status: 413 });
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return new Response('Payload too large', { status: 413 });
  const provider = paymentProvider();
  if (!provider.verifySignature(raw, request.headers.get('x-paystack-signature'))) {
    log('payment webhook refused: bad signature');
    return new Response('Invalid signature', { status: 401 });
  }
  const event = provider.parseWebhook(raw);
  // Signed but of no use to us: answered 200 so the provider does not keep retrying.
  if (!event || event.type === 'other') return Response.json({ received: true });
  const db = await paymentsDatabase();
  if (!(await findPayment(db, event.reference))) {
    log('payment webhook for an unknown reference', { event: event.type });
    return Response.json({ received: true });
  }
  if (!(await recordEvent(db, event.reference, 'webhook', Date.now(), event.type, event.deliveryId))) return Response.json({ received: true, replay: true });
  if (event.type === 'charge.success') await settle(event.reference);
  if (event.type === 'refund' && event.status === 'processed') await markRefunded(await settleDeps(), event.reference);
  if (event.type === 'refund' && event.status === 'failed') {
    await db.updateTable('refunds').set({ status: 'failed', updated_at: Date.now() }).where('reference', '=', event.reference).execute();
  }
  return Response.json({ received: true });
}
