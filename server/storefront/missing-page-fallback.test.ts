// Tests of the 404 fallback for browsers without script: Next's bare error document gets the site's 404 page in
// <noscript>, compressed as it came; every other answer passes through unchanged.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptMissingPageHeaders,
  holdMissingPages,
  isDocumentRequest,
  withNoScriptPage,
} from './missing-page-fallback';

const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/></head><body><div hidden=""></div><script>self.__next_f=[]</script></body></html>';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="x"/><script src="/x.js"></script></head>' +
  '<body class="flex"><a href="#main">Skip</a><main><h1>We can’t find this order</h1></main><script>self.__next_f.push([1])</script></body></html>';

describe('withNoScriptPage', () => {
  it('adds the page’s body and stylesheets in <noscript>, without its scripts, and the language', () => {
    const whole = withNoScriptPage(SHELL, PAGE)!;
    expect(whole).toContain('<html id="__next_error__" lang="en">');
    expect(whole).toContain(
      '<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="x"/></noscript></head>',
    );
    expect(whole).toContain(
      '<body><noscript><a href="#main">Skip</a><main><h1>We can’t find this order</h1></main></noscript><div hidden="">',
    );
    expect(whole).not.toContain('__next_f.push([1])');
    expect(whole).toContain('self.__next_f=[]');
  });

  it('leaves a whole page alone', () => {
    expect(withNoScriptPage(PAGE, PAGE)).toBeNull();
  });
});

describe('holdMissingPages', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** A server answering as `answer` says, watched as the storefront's process watches document requests. */
  async function serving(
    answer: (response: ServerResponse) => void,
    rendered: string[] = [],
  ): Promise<string> {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      acceptMissingPageHeaders(request);
      if (isDocumentRequest(request))
        holdMissingPages(request, response, async (path) => {
          rendered.push(path);
          return PAGE;
        });
      answer(response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('sends the error document with the 404 page for its address, gzip-compressed as Next sent it', async () => {
    const rendered: string[] = [];
    const base = await serving((response) => {
      response.statusCode = 404;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-encoding', 'gzip');
      const body = gzipSync(SHELL);
      response.write(body.subarray(0, 10));
      response.end(body.subarray(10));
    }, rendered);
    const reply = await fetch(`${base}/orders/web-x`, { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.status).toBe(404);
    const text = await reply.text();
    expect(text).toContain(
      '<noscript><a href="#main">Skip</a><main><h1>We can’t find this order</h1></main></noscript>',
    );
    expect(rendered).toEqual(['/orders/web-x']);
  });

  it('passes a 404 page that is whole, a 200 page and a script request through unchanged', async () => {
    const rendered: string[] = [];
    let status = 404;
    const base = await serving((response) => {
      response.writeHead(status, { 'content-type': 'text/html' });
      response.write('<html lang="en"><body>');
      response.end('whole</body></html>');
    }, rendered);
    expect(await (await fetch(`${base}/nope`)).text()).toBe(
      '<html lang="en"><body>whole</body></html>',
    );
    status = 200;
    const ok = await fetch(`${base}/events`);
    expect([ok.status, await ok.text()]).toEqual([
      200,
      '<html lang="en"><body>whole</body></html>',
    ]);
    status = 404;
    expect(await (await fetch(`${base}/orders/web-x`, { headers: { rsc: '1' } })).text()).toBe(
      '<html lang="en"><body>whole</body></html>',
    );
    expect(rendered).toEqual([]);
  });

  it('sends the answer as it was when the 404 page cannot be had', async () => {
    server = createServer((request, response) => {
      holdMissingPages(request, response, async () => null);
      response.writeHead(404, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync(SHELL));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const reply = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/events/x`,
    );
    expect(reply.status).toBe(404);
    expect(await reply.text()).toBe(SHELL);
  });
});
