// Paystack: initialize a transaction, verify and refund by reference, and read its signed webhooks.
import 'server-only';
import { z } from 'zod';
import { PaymentProviderError, type PaymentProvider, type Verification } from './provider';
import {
  hasValidSignature,
  PAYSTACK_SIGNATURE_HEADER,
  paystackReturnedReference,
} from './signature';
import { parseWebhookBody } from './webhook-body';

const TIMEOUT_MS = 10_000;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });
const amount = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

const initialized = envelope(
  z.object({ authorization_url: z.url(), reference: z.string().optional() }),
);
const verified = envelope(
  z.object({ status: z.string(), amount, currency: z.string(), reference: z.string().optional() }),
);
const refunded = envelope(z.object({ status: z.string().optional() }).passthrough());

const VERIFY_STATES: Record<string, Verification['status']> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
  reversed: 'reversed',
};

export function paystackProvider(secretKey: string, baseUrl: string): PaymentProvider {
  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.output<T>> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: 'no-store',
      });
    } catch {
      throw new PaymentProviderError('Paystack could not be reached');
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!response.ok || !parsed.success) {
      const message = (json as { message?: unknown } | undefined)?.message;
      throw new PaymentProviderError(
        typeof message === 'string' ? message : `Paystack answered ${response.status}`,
        response.status,
      );
    }
    return parsed.data;
  }

  return {
    name: 'paystack',

    async initialize(request) {
      const reply = await call('POST', '/transaction/initialize', initialized, {
        email: request.email,
        amount: request.amountKobo,
        currency: request.currency,
        reference: request.reference,
        callback_url: request.callbackUrl,
        // Custom fields are shown with the transaction (receipt, dashboard): what the customer paid for.
        metadata: {
          ...request.metadata,
          custom_fields: [
            { display_name: 'Order', variable_name: 'order', value: request.description },
          ],
        },
      });
      return { authorizationUrl: reply.data.authorization_url };
    },

    async verify(reference) {
      const reply = await call(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
        verified,
      );
      return {
        status: VERIFY_STATES[reply.data.status] ?? 'pending',
        amountKobo: reply.data.amount,
        currency: reply.data.currency,
      };
    },

    async refund(reference, amountKobo) {
      // Without an amount Paystack refunds the whole transaction; with one, that part of it (in kobo).
      const reply = await call('POST', '/refund', refunded, {
        transaction: reference,
        ...(amountKobo !== undefined && { amount: amountKobo }),
      });
      return { status: reply.data.status === 'processed' ? 'processed' : 'pending' };
    },

    verifyWebhook: (rawBody, headers) =>
      hasValidSignature(rawBody, headers.get(PAYSTACK_SIGNATURE_HEADER), secretKey),
    returnedReference: paystackReturnedReference,
    parseWebhook: parseWebhookBody,
  };
}
