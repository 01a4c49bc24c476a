// The Paystack provider against a Paystack-compatible server written from Paystack's documented requests and replies.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paystackProvider } from './paystack';
import { PaymentProviderError } from './provider';
import { signBody } from './signature';

const SECRET = 'sk_test_0123456789abcdef0123';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** Paystack's API as documented: Bearer secret key, amounts in kobo, `{ status, message, data }` replies. */
function paystackServer() {
  const transactions = new Map<string, { amount: number; status: string; currency: string }>();
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${SECRET}`) return reply(401, { status: false, message: 'Invalid key' });
      if (req.method === 'POST' && req.url === '/transaction/initialize') {
        if (transactions.has(body.reference)) return reply(400, { status: false, message: 'Duplicate Transaction Reference' });
        transactions.set(body.reference, { amount: Number(body.amount), status: 'abandoned', currency: body.currency });
        return reply(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.paystack.com/${body.reference}`, access_code: 'ac_1', reference: body.reference } });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(req.url!);
      if (req.method === 'GET' && verify) {
        const tx = transactions.get(decodeURIComponent(verify[1]!));
        if (!tx) return reply(400, { status: false, message: 'Transaction reference not found' });
        return reply(200, { status: true, message: 'Verification successful', data: { id: 1, status: tx.status, reference: verify[1], amount: tx.amount, currency: tx.currency, paid_at: null } });
      }
      if (req.method === 'POST' && req.url === '/refund') {
        const tx = transactions.get(body.transaction);
        if (!tx || tx.status !== 'success') return reply(400, { status: false, message: 'Transaction has not been paid' });
        tx.status = 'reversed';
        return reply(200, { status: true, message: 'Refund has been queued for processing', data: { transaction: { reference: body.transaction }, amount: tx.amount, status: 'pending' } });
      }
      reply(404, { status: false, message: 'Not found' });
    });
  });
  return { server, transactions, seen };
}

const api = paystackServer();
let provider: ReturnType<typeof paystackProvider>;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  provider = paystackProvider(SECRET, `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => (api.server as Server).close(() => resolve())));
beforeEach(() => {
  api.seen.length = 0;
});

describe('paystack provider', () => {
  it('initializes with the amount in kobo, our reference, callback and metadata, under the secret key', async () => {
    const started = await provider.initialize({ reference: 'web-init', amountKobo: 2_100_000, currency: 'NGN', email: 'ada@example.com', callbackUrl: 'https://shop.test/checkout/return?reference=web-init', metadata: { order: 'Jazz' } });
    expect(started.authorizationUrl).toBe('https://checkout.paystack.com/web-init');
    expect(api.seen[0]).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${SECRET}`,
      body: { email: 'ada@example.com', amount: 2_100_000, currency: 'NGN', reference: 'web-init', callback_url: 'https://shop.test/checkout/return?reference=web-init', metadata: { order: 'Jazz' } },
    });
  });

  it('verifies by reference, and reports each state', async () => {
    api.transactions.set('web-paid', { amount: 500_000, status: 'success', currency: 'NGN' });
    await expect(provider.verify('web-paid')).resolves.toEqual({ status: 'success', amountKobo: 500_000, currency: 'NGN' });
    api.transactions.set('web-failed', { amount: 500_000, status: 'failed', currency: 'NGN' });
    await expect(provider.verify('web-failed')).resolves.toMatchObject({ status: 'failed' });
    api.transactions.set('web-ongoing', { amount: 500_000, status: 'ongoing', currency: 'NGN' });
    await expect(provider.verify('web-ongoing')).resolves.toMatchObject({ status: 'pending' });
  });

  it('refunds by reference; a refusal is an error, never a success', async () => {
    api.transactions.set('web-refund', { amount: 500_000, status: 'success', currency: 'NGN' });
    await expect(provider.refund('web-refund')).resolves.toEqual({ status: 'pending' });
    expect(api.seen.at(-1)).toMatchObject({ method: 'POST', url: '/refund', body: { transaction: 'web-refund' } });
    await expect(provider.refund('web-refund')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('turns a refused key, an unknown reference and an unreachable server into provider errors', async () => {
    const wrongKey = paystackProvider('sk_test_wrong_key_000000', `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);
    await expect(wrongKey.verify('web-paid')).rejects.toMatchObject({ status: 401 });
    await expect(provider.verify('web-nothing')).rejects.toMatchObject({ message: 'Transaction reference not found' });
    await expect(paystackProvider(SECRET, 'http://127.0.0.1:1').verify('x')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reads signed webhooks: charge.success and refunds, with one delivery id per event', () => {
    const charge = JSON.stringify({ event: 'charge.success', data: { id: 42, reference: 'web-paid', status: 'success', amount: 500_000 } });
    expect(provider.verifySignature(charge, signBody(charge, SECRET))).toBe(true);
    expect(provider.verifySignature(charge, signBody(charge, 'sk_test_other'))).toBe(false);
    const event = provider.parseWebhook(charge);
    expect(event).toMatchObject({ type: 'charge.success', reference: 'web-paid' });
    expect(provider.parseWebhook(charge)).toEqual(event);
    const refund = JSON.stringify({ event: 'refund.processed', data: { status: 'processed', transaction_reference: 'web-paid' } });
    expect(provider.parseWebhook(refund)).toMatchObject({ type: 'refund', reference: 'web-paid', status: 'processed' });
    expect(provider.parseWebhook('{not json')).toBeNull();
    expect(provider.parseWebhook(JSON.stringify({ event: 'transfer.success', data: {} }))).toMatchObject({ type: 'other' });
  });
});
