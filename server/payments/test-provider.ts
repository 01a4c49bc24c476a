// The built-in test provider: a hosted payment page of the storefront's own (/pay/test/…), its ledger in the
// storefront database, and webhooks signed exactly as Paystack signs them. No money moves; no network needed.
import 'server-only';
import type { StoreDatabase } from '@/server/store-db/connect';
import { PaymentProviderError, type PaymentProvider } from './provider';
import {
  hasValidSignature,
  PAYSTACK_SIGNATURE_HEADER,
  paystackReturnedReference,
  signBody,
} from './signature';
import { parseWebhookBody } from './webhook-body';

/** A payment nobody answered within this long counts as abandoned, as at a real provider. */
const ABANDONED_AFTER_MS = 30 * 60 * 1000;
/** The "approve after 30 s" choice of the test page. */
export const LATE_APPROVAL_MS = 30_000;

export const testPaymentPage = (origin: string, reference: string) =>
  `${origin}/pay/test/${encodeURIComponent(reference)}`;

/** Set on the return address when the payer pressed Cancel on the provider's page; only the wording follows it. */
export const CANCELLED_PARAM = 'cancelled';

/** The return address a Cancel sends the payer to: the callback, marked so the shop can say the payer cancelled. */
export function cancelledReturn(callbackUrl: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set(CANCELLED_PARAM, '1');
  return url.toString();
}

export function testProvider(
  db: () => Promise<StoreDatabase>,
  secret: string,
  now: () => number = Date.now,
): PaymentProvider {
  return {
    name: 'test',

    async initialize(request) {
      await (
        await db()
      )
        .insertInto('test_payments')
        .values({
          reference: request.reference,
          amount_kobo: request.amountKobo,
          currency: request.currency,
          email: request.email,
          callback_url: request.callbackUrl,
          status: 'pending',
          succeeds_at: null,
          description: request.description.slice(0, 300),
          created_at: now(),
          refunded_kobo: null,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      return {
        authorizationUrl: testPaymentPage(new URL(request.callbackUrl).origin, request.reference),
      };
    },

    async verify(reference) {
      const row = await (
        await db()
      )
        .selectFrom('test_payments')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!row) throw new PaymentProviderError('Transaction reference not found', 404);
      const base = { amountKobo: Number(row.amount_kobo), currency: row.currency };
      if (row.status === 'success')
        return {
          ...base,
          status: row.succeeds_at && row.succeeds_at > now() ? 'pending' : 'success',
        };
      if (row.status === 'pending' && now() - Number(row.created_at) > ABANDONED_AFTER_MS)
        return { ...base, status: 'abandoned' };
      return { ...base, status: row.status };
    },

    async refund(reference, amountKobo) {
      const store = await db();
      const row = await store
        .selectFrom('test_payments')
        .select(['amount_kobo', 'refunded_kobo'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      const refunded = Number(row?.refunded_kobo ?? 0);
      // Part of the payment: counted, and the payment stays successful; the whole (or the rest): reversed.
      if (row && amountKobo !== undefined && refunded + amountKobo < Number(row.amount_kobo)) {
        const result = await store
          .updateTable('test_payments')
          .set({ refunded_kobo: refunded + amountKobo })
          .where('reference', '=', reference)
          .where('status', '=', 'success')
          .where((eb) =>
            row.refunded_kobo === null
              ? eb('refunded_kobo', 'is', null)
              : eb('refunded_kobo', '=', refunded),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0)
          throw new PaymentProviderError('Only a successful payment can be refunded', 400);
        return { status: 'processed' };
      }
      const result = await store
        .updateTable('test_payments')
        .set({ status: 'reversed' })
        .where('reference', '=', reference)
        .where('status', 'in', ['success', 'reversed'])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw new PaymentProviderError('Only a successful payment can be refunded', 400);
      return { status: 'processed' };
    },

    verifyWebhook: (rawBody, headers) =>
      hasValidSignature(rawBody, headers.get(PAYSTACK_SIGNATURE_HEADER), secret),
    returnedReference: paystackReturnedReference,
    parseWebhook: parseWebhookBody,
  };
}

export type TestAnswer = 'approve' | 'approve-later' | 'decline' | 'cancel';

const ANSWERED_STATUS = {
  approve: 'success',
  'approve-later': 'success',
  decline: 'failed',
  cancel: 'abandoned',
} as const;

/** The customer's answer on the test page: approve (now or later), decline, or cancel (left unpaid, as a provider's Cancel). */
export async function answerTestPayment(
  db: StoreDatabase,
  reference: string,
  answer: TestAnswer,
  now = Date.now(),
): Promise<{ callbackUrl: string; amountKobo: number } | null> {
  const row = await db
    .selectFrom('test_payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row || row.status !== 'pending') return null;
  await db
    .updateTable('test_payments')
    .set({
      status: ANSWERED_STATUS[answer],
      succeeds_at: answer === 'approve-later' ? now + LATE_APPROVAL_MS : null,
    })
    .where('reference', '=', reference)
    .where('status', '=', 'pending')
    .execute();
  return { callbackUrl: row.callback_url, amountKobo: Number(row.amount_kobo) };
}

/** Delivers a signed `charge.success` to the storefront's webhook, as the provider's servers would. */
export async function deliverTestWebhook(
  origin: string,
  secret: string,
  reference: string,
  amountKobo: number,
): Promise<void> {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { id: reference, reference, status: 'success', amount: amountKobo, currency: 'NGN' },
  });
  await fetch(`${origin}/api/webhooks/payments`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [PAYSTACK_SIGNATURE_HEADER]: signBody(body, secret),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
}
