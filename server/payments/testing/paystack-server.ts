// A Paystack-compatible server for tests: the part of Paystack's API the storefront uses (initialize, verify,
// refund) with Paystack's envelopes and statuses, and signed webhooks sent when a test says, late or twice.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../signature';

/** Paystack's word for a transaction nobody has finished paying is `abandoned`; it may still be paid. */
export type PaystackStatus = 'abandoned' | 'ongoing' | 'success' | 'failed' | 'reversed';

export interface PaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: PaystackStatus;
  paidAt: string | null;
  createdAt: string;
}

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** Where a webhook goes: the storefront's address, or its route handler called in-process. */
export type WebhookTarget = string | ((request: Request) => Promise<Response>);

type Reply = (status: number, json: unknown) => void;

const fail = (reply: Reply, status: number, message: string) =>
  reply(status, { status: false, message });

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : undefined);
      } catch {
        resolve(null);
      }
    });
  });
}

/** The transaction as Paystack's verify and charge.success carry it (the fields a shop reads, and a few more). */
function transactionData(tx: PaystackTransaction) {
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response:
      tx.status === 'success'
        ? 'Successful'
        : tx.status === 'failed'
          ? 'Declined'
          : 'The transaction was not completed',
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: 'card',
    currency: tx.currency,
    customer: { email: tx.email },
  };
}

export async function startPaystackServer(secret: string) {
  const transactions = new Map<string, PaystackTransaction>();
  const seen: SeenRequest[] = [];
  /** While true, every call is answered 503, as when Paystack cannot be reached. */
  const outage = { on: false };

  function initialize(body: Record<string, unknown>, reply: Reply) {
    const reference = String(body.reference ?? '');
    if (!reference || typeof body.email !== 'string' || !Number.isInteger(body.amount))
      return fail(reply, 400, 'Invalid request');
    if (transactions.has(reference)) return fail(reply, 400, 'Duplicate Transaction Reference');
    const id = transactions.size + 1;
    const createdAt = new Date().toISOString();
    transactions.set(reference, {
      id,
      reference,
      amount: body.amount as number,
      currency: String(body.currency ?? 'NGN'),
      email: body.email,
      status: 'abandoned',
      paidAt: null,
      createdAt,
    });
    reply(200, {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `https://checkout.paystack.com/ac_${id}`,
        access_code: `ac_${id}`,
        reference,
      },
    });
  }

  function verify(reference: string, reply: Reply) {
    const tx = transactions.get(reference);
    if (!tx) return fail(reply, 400, 'Transaction reference not found');
    reply(200, { status: true, message: 'Verification successful', data: transactionData(tx) });
  }

  function refund(body: Record<string, unknown>, reply: Reply) {
    const tx = [...transactions.values()].find(
      (t) => t.reference === body.transaction || String(t.id) === String(body.transaction),
    );
    if (!tx) return fail(reply, 400, 'Transaction not found');
    if (tx.status === 'reversed') return fail(reply, 400, 'Transaction has been fully reversed');
    if (tx.status !== 'success')
      return fail(reply, 400, 'Cannot refund a transaction that was not successful');
    tx.status = 'reversed';
    reply(200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: transactionData(tx),
        amount: tx.amount,
        currency: tx.currency,
        status: 'pending',
      },
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    seen.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      body,
    });
    const reply: Reply = (status, json) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (outage.on) return fail(reply, 503, 'Service unavailable');
    if (req.headers.authorization !== `Bearer ${secret}`) return fail(reply, 401, 'Invalid key');
    const verifyPath = /^\/transaction\/verify\/([^/]+)$/.exec(req.url!);
    if (req.method === 'GET' && verifyPath)
      return verify(decodeURIComponent(verifyPath[1]!), reply);
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (req.method === 'POST' && req.url === '/transaction/initialize')
      return initialize(fields, reply);
    if (req.method === 'POST' && req.url === '/refund') return refund(fields, reply);
    fail(reply, 404, 'Not found');
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (reference: string) => {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`no transaction ${reference}`);
    return tx;
  };

  /** Delivers a body signed as Paystack signs it: HMAC-SHA512 of the raw body with the secret key, hex. */
  function send(target: WebhookTarget, body: string): Promise<Response> {
    const init = {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'x-paystack-signature': signBody(body, secret),
      },
    };
    return typeof target === 'string'
      ? fetch(target, init)
      : target(new Request('http://storefront.test/api/webhooks/payments', init));
  }

  return {
    url,
    transactions,
    seen,
    outage,
    /** The customer finishes paying, however long after the transaction started. */
    pay(reference: string) {
      Object.assign(find(reference), { status: 'success', paidAt: new Date().toISOString() });
    },
    /** The customer's bank refuses the payment. */
    decline(reference: string) {
      find(reference).status = 'failed';
    },
    /** The signed `charge.success` Paystack sends once a transaction is paid; a test may send it late, or twice. */
    sendChargeSuccess(reference: string, target: WebhookTarget) {
      return send(
        target,
        JSON.stringify({ event: 'charge.success', data: transactionData(find(reference)) }),
      );
    },
    /** The signed `refund.processed` that follows a refund queued as pending. */
    sendRefundProcessed(reference: string, target: WebhookTarget) {
      const tx = find(reference);
      return send(
        target,
        JSON.stringify({
          event: 'refund.processed',
          data: {
            status: 'processed',
            transaction_reference: reference,
            amount: tx.amount,
            currency: tx.currency,
          },
        }),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaystackServer = Awaited<ReturnType<typeof startPaystackServer>>;
