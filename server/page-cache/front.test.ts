// The page cache in front of a server: what it answers itself (a catalogue page, whatever the request accepts, and
// its flight data for each set of router headers, with each visitor's own nonce, compressed when asked), and what
// it leaves to the server behind it (its own renders, other pages, visitors with a session, posts). The server
// behind stands in for Next (flight data for `rsc: 1`, HTML otherwise) and counts the renders it is asked for.
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerFromPageCache } from './front';
import { FILL_HEADER } from './render-for-cache';

// Of a nonce's length, as Next's are: the copy's text around it is compressed once.
const RENDER_NONCE = 'cmVuZGVyLW5vbmNlLTE2Yg==';
let renders = 0;
const VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
let server: Server;
let base: string;

beforeAll(async () => {
  // What the storefront needs to start (server/env.ts); the cache itself reads PAGE_CACHE_SECONDS (10 s).
  vi.stubEnv('SESSION_SECRET', 'a-session-secret-of-32-characters-or-more');
  vi.stubEnv('TICKETING_BASE_URL', 'http://127.0.0.1:9');
  server = createServer((request, response) => {
    void (async () => {
      if (await answerFromPageCache(request, response)) return;
      if (request.headers[FILL_HEADER]) renders += 1;
      // Flight data, unless the page asked for is one whose server answers HTML all the same.
      const flight = request.headers.rsc === '1' && !request.url?.startsWith('/hotels/html');
      response.writeHead(200, {
        'content-type': flight ? 'text/x-component' : 'text/html; charset=utf-8',
        vary: VARY,
        'content-security-policy': `script-src 'nonce-${RENDER_NONCE}'`,
        'x-content-type-options': 'nosniff',
        'x-rendered-for': request.headers[FILL_HEADER] ? 'cache' : 'visitor',
      });
      const tree = request.headers['next-router-state-tree'] ?? '';
      response.end(
        flight
          ? `0:{"url":"${request.url}","tree":"${String(tree)}"}\n1:["$","script",null,{"nonce":"${RENDER_NONCE}"}]\n`
          : `<html><script nonce="${RENDER_NONCE}">go()</script><p>${request.url}</p></html>`,
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The cache renders a page by asking the process it runs in, on its PORT.
  process.env.PORT = String(port);
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const html = { accept: 'text/html' };
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('answerFromPageCache', () => {
  it('renders a catalogue page once through the server behind, then answers it itself with a nonce per visitor', async () => {
    const before = renders;
    const first = await fetch(`${base}/events`, { headers: html });
    const second = await fetch(`${base}/events`, { headers: html });
    expect(renders - before).toBe(1);
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual([
      'miss',
      'hit',
    ]);
    expect(second.headers.get('x-rendered-for')).toBe('cache');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).toMatch(/^[\w+/=]{16,}$/);
    expect(secondNonce).not.toBe(firstNonce);
    const body = await second.text();
    expect(body).toContain(`<script nonce="${secondNonce}">`);
    expect(body).not.toContain(RENDER_NONCE);
    expect(body).toContain('<p>/events</p>');
    // The storefront's own policy, and who may frame the page.
    expect(second.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  /** A get through node:http, so that the body arrives as sent (fetch would unpack it). */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const nonceIn = (headers: Record<string, unknown>) =>
    /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

  it('compresses the page for a client that accepts gzip, sends it as it is to one that does not, and says its length', async () => {
    await fetch(`${base}/bus`, { headers: html });
    for (const encoding of ['gzip, br', 'gzip', 'br', 'identity']) {
      const response = await rawGet('/bus', { ...html, 'accept-encoding': encoding });
      const packed = encoding.includes('gzip');
      expect(response.headers['content-encoding'], encoding).toBe(packed ? 'gzip' : undefined);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const body = packed ? gunzipSync(response.body) : response.body;
      expect(body.toString()).toBe(
        `<html><script nonce="${nonceIn(response.headers)}">go()</script><p>/bus</p></html>`,
      );
    }
  });

  it('leaves to the server behind what is not a first look at a catalogue page', async () => {
    await fetch(`${base}/hotels`, { headers: html });
    const visitor = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...html, ...(init.headers as Record<string, string>) },
      });
      return [response.headers.get('x-page-cache'), response.headers.get('x-rendered-for')];
    };
    expect(await visitor('/checkout')).toEqual([null, 'visitor']);
    expect(await visitor('/hotels', { method: 'POST', body: 'x' })).toEqual([null, 'visitor']);
    // Flight data without its hash query (Next redirects it), a hash query without rsc: 1.
    expect(await visitor('/hotels', { headers: { rsc: '1' } })).toEqual([null, 'visitor']);
    expect(await visitor('/hotels?_rsc=abc')).toEqual([null, 'visitor']);
    expect(await visitor('/hotels', { headers: { cookie: 'tickets_checkout=sealed' } })).toEqual([
      null,
      'visitor',
    ]);
    expect(
      await visitor('/hotels?_rsc=abc', {
        headers: { rsc: '1', cookie: 'tickets_checkout=sealed' },
      }),
    ).toEqual([null, 'visitor']);
    expect(await visitor('/hotels')).toEqual(['hit', 'cache']);
  });

  it('gives the page to a request that does not ask for HTML, as Next would', async () => {
    await fetch(`${base}/cinema/7`, { headers: html });
    for (const accept of ['*/*', 'text/x-component', 'application/json']) {
      const response = await fetch(`${base}/cinema/7`, { headers: { accept } });
      expect(response.headers.get('x-page-cache'), accept).toBe('hit');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<p>/cinema/7</p>');
    }
  });

  it('renders flight data once per set of router headers, then answers it itself with a nonce per visitor', async () => {
    const before = renders;
    const click = (tree: string) => ({
      rsc: '1',
      'next-router-state-tree': tree,
      'next-url': '/',
      accept: '*/*',
    });
    const first = await fetch(`${base}/events?_rsc=h1`, { headers: click('from-home') });
    const second = await fetch(`${base}/events?_rsc=h1`, { headers: click('from-home') });
    const otherTree = await fetch(`${base}/events?_rsc=h1`, { headers: click('from-bus') });
    expect(renders - before).toBe(2);
    expect(
      [first, second, otherTree].map((response) => response.headers.get('x-page-cache')),
    ).toEqual(['miss', 'hit', 'miss']);
    expect(second.headers.get('content-type')).toBe('text/x-component');
    expect(second.headers.get('vary')).toBe(VARY);
    expect(second.headers.get('x-rendered-for')).toBe('cache');
    const body = await second.text();
    expect(body).toContain('"url":"/events?_rsc=h1","tree":"from-home"');
    expect(body).toContain(`{"nonce":"${nonceOf(second)}"}`);
    expect(body).not.toContain(RENDER_NONCE);
    expect(await otherTree.text()).toContain('"tree":"from-bus"');
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it('never gives flight data to a request for the page, nor the page to a request for flight data', async () => {
    const flight = {
      rsc: '1',
      'next-router-prefetch': '1',
      'next-router-segment-prefetch': '/_tree',
      accept: '*/*',
    };
    await fetch(`${base}/bus/1/2?_rsc=p`, { headers: flight });
    await fetch(`${base}/bus/1/2`, { headers: html });
    const page = await fetch(`${base}/bus/1/2`, { headers: html });
    const data = await fetch(`${base}/bus/1/2?_rsc=p`, { headers: flight });
    expect([page.headers.get('x-page-cache'), page.headers.get('content-type')]).toEqual([
      'hit',
      'text/html; charset=utf-8',
    ]);
    expect([data.headers.get('x-page-cache'), data.headers.get('content-type')]).toEqual([
      'hit',
      'text/x-component',
    ]);
    expect(await page.text()).toContain('<p>/bus/1/2</p>');
    expect(await data.text()).toContain('"url":"/bus/1/2?_rsc=p"');
  });

  it('shares no answer that is not what its request asked for', async () => {
    const before = renders;
    const flight = { rsc: '1', accept: '*/*' };
    const first = await fetch(`${base}/hotels/html?_rsc=x`, { headers: flight });
    const second = await fetch(`${base}/hotels/html?_rsc=x`, { headers: flight });
    expect(renders - before).toBe(2);
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual([
      null,
      null,
    ]);
    expect(second.headers.get('x-rendered-for')).toBe('visitor');
  });

  it('never answers a request of its own renders from the cache, even with a guessed token', async () => {
    await fetch(`${base}/cinema`, { headers: html });
    const guessed = await fetch(`${base}/cinema`, { headers: { ...html, [FILL_HEADER]: 'guess' } });
    expect(guessed.headers.get('x-page-cache')).toBe('hit');
  });
});
