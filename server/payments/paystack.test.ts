// The Paystack provider against a Paystack-compatible server written from Paystack's documented requests and replies.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paystackProvider } from './paystack';
import { PaymentProviderError } from './provider';
import { signBody } from './signature';
import { startPaystackServer, type PaystackServer } from './testing/paystack-server';

const SECRET = 'sk_test_0123456789abcdef0123';

let api: PaystackServer;
let provider: ReturnType<typeof paystackProvider>;

const start = (reference: string) =>
  provider.initialize({
    reference,
    amountKobo: 500_000,
    currency: 'NGN',
    email: 'ada@example.com',
    callbackUrl: 'https://shop.test/checkout/return',
    description: 'Jazz: Regular × 1',
    metadata: {},
  });

beforeAll(async () => {
  api = await startPaystackServer(SECRET);
  provider = paystackProvider(SECRET, api.url);
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});

describe('paystack provider', () => {
  it('initializes with the amount in kobo, our reference, callback and metadata, under the secret key', async () => {
    const started = await provider.initialize({
      reference: 'web-init',
      amountKobo: 2_100_000,
      currency: 'NGN',
      email: 'ada@example.com',
      callbackUrl: 'https://shop.test/checkout/return?reference=web-init',
      description: 'Jazz: VIP × 2',
      metadata: { order: 'Jazz' },
    });
    expect(started.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(api.seen[0]).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${SECRET}`,
      body: {
        email: 'ada@example.com',
        amount: 2_100_000,
        currency: 'NGN',
        reference: 'web-init',
        callback_url: 'https://shop.test/checkout/return?reference=web-init',
        metadata: {
          order: 'Jazz',
          custom_fields: [
            { display_name: 'Order', variable_name: 'order', value: 'Jazz: VIP × 2' },
          ],
        },
      },
    });
  });

  it('verifies by reference, and reports each state: not yet paid is abandoned until the customer pays', async () => {
    await start('web-paid');
    await expect(provider.verify('web-paid')).resolves.toEqual({
      status: 'abandoned',
      amountKobo: 500_000,
      currency: 'NGN',
    });
    api.pay('web-paid');
    await expect(provider.verify('web-paid')).resolves.toEqual({
      status: 'success',
      amountKobo: 500_000,
      currency: 'NGN',
    });
    await start('web-failed');
    api.decline('web-failed');
    await expect(provider.verify('web-failed')).resolves.toMatchObject({ status: 'failed' });
    await start('web-ongoing');
    api.transactions.get('web-ongoing')!.status = 'ongoing';
    await expect(provider.verify('web-ongoing')).resolves.toMatchObject({ status: 'pending' });
  });

  it('refunds by reference; a refusal is an error, never a success', async () => {
    await start('web-refund');
    await expect(provider.refund('web-refund')).rejects.toBeInstanceOf(PaymentProviderError);
    api.pay('web-refund');
    await expect(provider.refund('web-refund')).resolves.toEqual({ status: 'pending' });
    expect(api.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/refund',
      body: { transaction: 'web-refund' },
    });
    await expect(provider.refund('web-refund')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('turns a refused key, an unknown reference, an outage and an unreachable server into provider errors', async () => {
    const wrongKey = paystackProvider('sk_test_wrong_key_000000', api.url);
    await expect(wrongKey.verify('web-paid')).rejects.toMatchObject({ status: 401 });
    await expect(provider.verify('web-nothing')).rejects.toMatchObject({
      message: 'Transaction reference not found',
    });
    api.outage.on = true;
    await expect(provider.verify('web-paid')).rejects.toMatchObject({ status: 503 });
    api.outage.on = false;
    await expect(paystackProvider(SECRET, 'http://127.0.0.1:1').verify('x')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('reads signed webhooks: charge.success and refunds, with one delivery id per event', async () => {
    const bodies: string[] = [];
    const keep = async (request: Request) => {
      bodies.push(await request.text());
      expect(
        provider.verifyWebhook(
          bodies.at(-1)!,
          new Headers({
            'x-paystack-signature': request.headers.get('x-paystack-signature') ?? '',
          }),
        ),
      ).toBe(true);
      return new Response(null);
    };
    await api.sendChargeSuccess('web-paid', keep);
    const charge = bodies[0]!;
    expect(
      provider.verifyWebhook(
        charge,
        new Headers({ 'x-paystack-signature': signBody(charge, 'sk_test_other') }),
      ),
    ).toBe(false);
    const event = provider.parseWebhook(charge);
    expect(event).toMatchObject({ type: 'charge.success', reference: 'web-paid' });
    expect(provider.parseWebhook(charge)).toEqual(event);
    await api.sendRefundProcessed('web-paid', keep);
    expect(provider.parseWebhook(bodies[1]!)).toMatchObject({
      type: 'refund',
      reference: 'web-paid',
      status: 'processed',
    });
    expect(provider.parseWebhook('{not json')).toBeNull();
    expect(
      provider.parseWebhook(JSON.stringify({ event: 'transfer.success', data: {} })),
    ).toMatchObject({ type: 'other' });
  });
});
