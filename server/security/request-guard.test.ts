// Tests of what the proxy refuses: cross-site mutations (403), oversized bodies (413), bodies of unknown size (411).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/server/test-support/log-lines';
import type { ProxyTrust } from './proxy-trust';
import { logRequestRefusal, refusalFor, refusalResponse } from './request-guard';
import { MAX_BODY_BYTES } from './request-limits';

const trust: ProxyTrust = { publicOrigin: undefined, trustedProxies: 0 };
const SAME = { host: 'shop.example', origin: 'https://shop.example' };
const guarded = (method: string, headers: Record<string, string>, pathname = '/events/1') => ({
  method,
  pathname,
  headers: new Headers(headers),
});
const reasonOf = (method: string, headers: Record<string, string>, pathname?: string) =>
  refusalFor(guarded(method, headers, pathname), trust)?.reason;

afterEach(() => vi.restoreAllMocks());

describe('refusalFor', () => {
  it('lets GET and HEAD through whatever they carry', () => {
    expect(
      reasonOf('GET', {
        host: 'shop.example',
        origin: 'https://evil.example',
        'content-length': '99999999',
      }),
    ).toBeUndefined();
    expect(
      reasonOf('HEAD', { host: 'shop.example', 'transfer-encoding': 'chunked' }),
    ).toBeUndefined();
  });

  it('refuses every other method from another site or without an Origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(
        reasonOf(method, {
          host: 'shop.example',
          origin: 'https://evil.example',
          'content-length': '10',
        }),
        method,
      ).toBe('cross-site');
      expect(reasonOf(method, { host: 'shop.example', 'content-length': '10' }), method).toBe(
        'cross-site',
      );
      expect(reasonOf(method, { ...SAME, 'content-length': '10' }), method).toBeUndefined();
    }
  });

  it('lets other sites post to the allow-listed paths only, still within the size limit', () => {
    const foreign = { host: 'shop.example', origin: 'https://payments.example' };
    expect(
      reasonOf('POST', { ...foreign, 'content-length': '10' }, '/api/webhooks/payments'),
    ).toBeUndefined();
    expect(
      reasonOf(
        'POST',
        { ...foreign, 'content-length': String(MAX_BODY_BYTES + 1) },
        '/api/webhooks/payments',
      ),
    ).toBe('too-large');
    expect(reasonOf('POST', { ...foreign, 'content-length': '10' }, '/api/webhooksx')).toBe(
      'cross-site',
    );
    expect(reasonOf('POST', { ...foreign, 'content-length': '10' }, '/api/webhook')).toBe(
      'cross-site',
    );
  });

  it('refuses a body over the limit, and a Content-Length that is not a number', () => {
    expect(reasonOf('POST', { ...SAME, 'content-length': String(MAX_BODY_BYTES) })).toBeUndefined();
    expect(reasonOf('POST', { ...SAME, 'content-length': String(MAX_BODY_BYTES + 1) })).toBe(
      'too-large',
    );
    expect(reasonOf('POST', { ...SAME, 'content-length': String(20 * 1024 * 1024) })).toBe(
      'too-large',
    );
    expect(reasonOf('POST', { ...SAME, 'content-length': '1e3' })).toBe('too-large');
  });

  it('asks a chunked body for its length, and lets a request without a body through', () => {
    expect(reasonOf('POST', { ...SAME, 'transfer-encoding': 'chunked' })).toBe('length-required');
    expect(reasonOf('POST', SAME)).toBeUndefined();
  });

  it('answers a cross-site post as such, however large', () => {
    expect(
      reasonOf('POST', {
        host: 'shop.example',
        origin: 'https://evil.example',
        'content-length': '99999999',
      }),
    ).toBe('cross-site');
  });
});

describe('refusalResponse', () => {
  it('is a plain-text answer with the status and message, never cached', async () => {
    const response = refusalResponse(
      refusalFor(guarded('POST', { ...SAME, 'content-length': '99999999' }), trust)!,
    );
    expect(response.status).toBe(413);
    // Exactly text/plain: Next's client shows such a body as a failed action's message.
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(
      'This request is too large for the shop to accept. Please go back and try again.',
    );
    const crossSite = refusalResponse(
      refusalFor(guarded('POST', { host: 'shop.example', origin: 'https://evil.example' }), trust)!,
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe(
      'This request did not come from this shop, so it was refused.',
    );
  });
});

describe('logRequestRefusal', () => {
  it('writes one JSON line with the reason and request line, never cookies or a long Origin', () => {
    const captured = captureLog();
    const request = guarded('POST', {
      host: 'shop.example',
      origin: `https://${'e'.repeat(500)}.example`,
      cookie: 'tickets_checkout=sealed-secret',
      'next-action': 'abc123',
      'content-length': '10',
    });
    logRequestRefusal(refusalFor(request, trust)!, request);

    expect(captured.lines()).toHaveLength(1);
    const text = captured.lines()[0]!;
    expect(text).not.toContain('\n');
    expect(text).not.toContain('sealed-secret');
    const line = JSON.parse(text) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'request refused',
      reason: 'cross-site',
      status: 403,
      method: 'POST',
      path: '/events/1',
      serverAction: true,
      contentLength: '10',
    });
    expect(String(line.origin).length).toBeLessThanOrEqual(201);
  });
});
