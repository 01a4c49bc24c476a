// Tests of the fetch wrapper against a real local HTTP server: headers, bodies, timeouts, validation.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ticketingRequest } from './client';
import { PROBE_MS, serviceWatch } from './patience';
import { TicketingError, TicketingUnavailableError } from './errors';
import { insufficientInventory, ticketCategories } from './test-support/recorded-replies';
import { wireTicketCategories } from '@/server/ticketing/kinds/event/wire';
import { captureLog } from '@/server/test-support/log-lines';

const env = vi.hoisted(() => ({
  TICKETING_BASE_URL: 'http://127.0.0.1:1',
  TICKETING_ENV: 'staging',
  TICKETING_API_KEY: 'test-key-123456',
  // Long enough for a busy machine; the timeout test sets a short one of its own.
  TICKETING_TIMEOUT_MS: 10_000,
  TICKETING_READ_TIMEOUT_MS: 10_000,
  SESSION_SECRET: 'x'.repeat(32),
}));
vi.mock('@/server/env', () => ({ storefrontEnv: () => env }));

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler;
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] =
  [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env.TICKETING_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      // The hanging service's connections are still open.
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('ticketingRequest', () => {
  it('sends the key, medium, content type and accept headers, and the query without empty values', async () => {
    handler = (_req, res) => json(res, 200, ticketCategories);
    await ticketingRequest('/api/v1/svc/experience/tickets/abc', {
      schema: wireTicketCategories,
      query: { page: 2, search: '', cinema: false, category_id: undefined },
    });
    const [request] = seen;
    expect(request?.url).toBe('/api/v1/svc/experience/tickets/abc?page=2&cinema=false');
    expect(request?.headers['x-api-key']).toBe('test-key-123456');
    expect(request?.headers['transactionmedium']).toBe('Web');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['accept']).toBe('application/json');
  });

  it('posts a JSON body with the chosen medium and returns the validated data', async () => {
    handler = (_req, res) =>
      json(res, 201, { success: true, status: 201, message: 'ok', data: { ok: 1 } });
    const data = await ticketingRequest('/x', {
      method: 'POST',
      medium: 'POS',
      body: { a: 1 },
      schema: z.object({ ok: z.number() }),
    });
    expect(data).toEqual({ ok: 1 });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['transactionmedium']).toBe('POS');
    expect(JSON.parse(seen[0]!.body)).toEqual({ a: 1 });
  });

  it('keeps a path prefix of the base URL', async () => {
    const base = env.TICKETING_BASE_URL;
    env.TICKETING_BASE_URL = `${base}/prefix/`;
    handler = (_req, res) => json(res, 200, { data: {} });
    await ticketingRequest('/api/v1/svc/experience', { schema: z.object({}) });
    env.TICKETING_BASE_URL = base;
    expect(seen[0]?.url).toBe('/prefix/api/v1/svc/experience');
  });

  it('maps the failure envelope to a TicketingError with status, message and errors by path', async () => {
    handler = (_req, res) => json(res, 409, insufficientInventory);
    const error = await ticketingRequest('/api/v1/svc/validate', {
      method: 'POST',
      body: {},
      schema: z.unknown(),
    }).catch((e) => e);
    expect(error).toBeInstanceOf(TicketingError);
    expect(error).toMatchObject({ status: 409, message: 'Insufficient inventory' });
    expect((error as TicketingError).messagesFor('tickets')).toEqual([
      'Only 2 VIP tickets are available',
    ]);
  });

  it('treats a 5xx as unavailable', async () => {
    handler = (_req, res) => json(res, 503, { message: 'maintenance' });
    const error = await ticketingRequest('/x', { schema: z.unknown() }).catch((e) => e);
    expect(error).toBeInstanceOf(TicketingUnavailableError);
    expect(error).toMatchObject({ kind: 'server', status: 503 });
  });

  it('treats a reply of the wrong shape as unavailable (protocol), not as success', async () => {
    handler = (_req, res) => json(res, 200, { data: { tickets: 'nope' } });
    const error = await ticketingRequest('/x', { schema: wireTicketCategories }).catch((e) => e);
    expect(error).toMatchObject({ name: 'TicketingUnavailableError', kind: 'protocol' });
  });

  it('gives up after the timeout with an unavailable error', async () => {
    const timeout = env.TICKETING_TIMEOUT_MS;
    env.TICKETING_TIMEOUT_MS = 300;
    serviceWatch.answered();
    handler = (_req, res) => setTimeout(() => json(res, 200, { data: {} }), 1_000);
    try {
      const error = await ticketingRequest('/slow', { schema: z.unknown() }).catch((e) => e);
      expect(error).toMatchObject({ name: 'TicketingUnavailableError', kind: 'timeout' });
    } finally {
      env.TICKETING_TIMEOUT_MS = timeout;
    }
  });

  it('treats a connection dropped mid-reply as unavailable', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"data":');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const error = await ticketingRequest('/drop', { schema: z.unknown() }).catch((e) => e);
    expect(error).toMatchObject({ name: 'TicketingUnavailableError', kind: 'network' });
  });

  it('treats a refused connection as unavailable', async () => {
    const base = env.TICKETING_BASE_URL;
    env.TICKETING_BASE_URL = 'http://127.0.0.1:1';
    const error = await ticketingRequest('/x', { schema: z.unknown() }).catch((e) => e);
    env.TICKETING_BASE_URL = base;
    expect(error).toMatchObject({ name: 'TicketingUnavailableError', kind: 'network' });
  });

  it('never writes the API key into its log lines', async () => {
    const logged = captureLog();
    handler = (_req, res) =>
      json(res, 401, { success: false, status: 401, message: 'Invalid API key' });
    await ticketingRequest('/x?merchant_reference=secret-ref', { schema: z.unknown() }).catch(
      () => undefined,
    );
    const output = logged.lines().join('\n');
    expect(logged.entries()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'ticketing call failed',
        status: 401,
        path: '/x',
      }),
    );
    expect(output).not.toContain('test-key-123456');
    expect(output).not.toContain('secret-ref');
  });
});

/** Milliseconds `work` took to settle, and how it settled. */
async function timed(work: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return { ms: performance.now() - started, error };
}

describe('ticketingRequest against a service that accepts calls and never answers', () => {
  const saved = { full: env.TICKETING_TIMEOUT_MS, read: env.TICKETING_READ_TIMEOUT_MS };
  beforeEach(() => {
    serviceWatch.answered();
    env.TICKETING_TIMEOUT_MS = 10_000;
    env.TICKETING_READ_TIMEOUT_MS = 1_500;
    // Accepts the call, reads it, and never says a word.
    handler = () => undefined;
  });
  afterAll(() => {
    env.TICKETING_TIMEOUT_MS = saved.full;
    env.TICKETING_READ_TIMEOUT_MS = saved.read;
    serviceWatch.answered();
  });

  it('a read gives up at the read timeout, not the full one, and the next reads only probe', async () => {
    const first = await timed(ticketingRequest('/hang', { schema: z.unknown() }));
    expect(first.error).toMatchObject({ name: 'TicketingUnavailableError', kind: 'timeout' });
    expect(first.ms).toBeGreaterThanOrEqual(1_400);
    expect(first.ms).toBeLessThan(3_000);
    const second = await timed(ticketingRequest('/hang', { schema: z.unknown() }));
    expect(second.error).toMatchObject({ name: 'TicketingUnavailableError', kind: 'timeout' });
    expect(second.ms).toBeLessThan(PROBE_MS + 400);
  }, 10_000);

  it('an answer ends the probing: the next read gets its whole read timeout again', async () => {
    await ticketingRequest('/hang', { schema: z.unknown() }).catch(() => undefined);
    handler = (_req, res) => json(res, 200, { data: {} });
    await ticketingRequest('/well', { schema: z.unknown() });
    handler = (_req, res) => setTimeout(() => json(res, 200, { data: { late: true } }), 900);
    expect(await ticketingRequest('/slow', { schema: z.unknown() })).toEqual({ late: true });
  }, 10_000);

  it('a write, and a read a purchase depends on, still wait the full time while reads only probe', async () => {
    env.TICKETING_TIMEOUT_MS = 3_000;
    await ticketingRequest('/hang', { schema: z.unknown() }).catch(() => undefined);
    handler = (_req, res) => setTimeout(() => json(res, 201, { data: { bought: true } }), 1_800);
    expect(
      await ticketingRequest('/buy', { method: 'POST', body: {}, schema: z.unknown() }),
    ).toEqual({ bought: true });
    handler = (_req, res) => setTimeout(() => json(res, 200, { data: { found: true } }), 1_800);
    expect(
      await ticketingRequest('/transaction', { patience: 'full', schema: z.unknown() }),
    ).toEqual({ found: true });
  }, 15_000);
});
