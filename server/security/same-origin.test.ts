// Tests of the Origin check that refuses cross-site mutations.
import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('isSameOrigin', () => {
  it('accepts a request whose Origin names this host', () => {
    expect(isSameOrigin(request({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' }))).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://shop.example', host: 'internal:3000', 'x-forwarded-host': 'shop.example' }))).toBe(true);
  });

  it('rejects another site, a missing Origin and an opaque one', () => {
    expect(isSameOrigin(request({ origin: 'https://evil.example', host: 'shop.example' }))).toBe(false);
    expect(isSameOrigin(request({ host: 'shop.example' }))).toBe(false);
    expect(isSameOrigin(request({ origin: 'null', host: 'shop.example' }))).toBe(false);
    expect(isSameOrigin(request({ origin: 'https://shop.example.evil.example', host: 'shop.example' }))).toBe(false);
  });

  it('rejects a request without a host, and reads the first of several forwarded hosts, spaces and all', () => {
    expect(isSameOrigin(request({ origin: 'https://shop.example' }))).toBe(false);
    expect(isSameOrigin(request({ origin: 'https://shop.example', host: 'internal', 'x-forwarded-host': ' shop.example , proxy.internal' }))).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://proxy.internal', host: 'internal', 'x-forwarded-host': 'shop.example, proxy.internal' }))).toBe(false);
  });
});
