// Tests of the Origin check that refuses cross-site mutations, for every combination of public origin and proxy trust.
import { describe, expect, it } from 'vitest';
import type { ProxyTrust } from './proxy-trust';
import { isSameOrigin } from './same-origin';

const request = (headers: Record<string, string>) => new Headers(headers);
const direct: ProxyTrust = { publicOrigin: undefined, trustedProxies: 0 };
const behindProxy: ProxyTrust = { publicOrigin: undefined, trustedProxies: 1 };
const configured: ProxyTrust = { publicOrigin: 'https://shop.example', trustedProxies: 0 };
const configuredBehindProxy: ProxyTrust = {
  publicOrigin: 'https://shop.example',
  trustedProxies: 1,
};

describe('isSameOrigin without a configured public origin, no trusted proxy', () => {
  it('accepts an Origin that names the Host', () => {
    expect(
      isSameOrigin(request({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' }), direct),
    ).toBe(true);
    expect(
      isSameOrigin(request({ origin: 'https://shop.example', host: 'Shop.Example' }), direct),
    ).toBe(true);
    // A Host with the scheme's default port is the same host.
    expect(
      isSameOrigin(request({ origin: 'https://shop.example', host: 'shop.example:443' }), direct),
    ).toBe(true);
  });

  it('ignores X-Forwarded-Host: a forged one matching the Origin is refused', () => {
    expect(
      isSameOrigin(
        request({
          origin: 'https://evil.example',
          host: 'shop.example',
          'x-forwarded-host': 'evil.example',
        }),
        direct,
      ),
    ).toBe(false);
    // And a real proxy's one is not believed either, until TRUST_PROXY says so.
    expect(
      isSameOrigin(
        request({
          origin: 'https://shop.example',
          host: 'internal:3000',
          'x-forwarded-host': 'shop.example',
        }),
        direct,
      ),
    ).toBe(false);
  });

  it('refuses another site, a missing, opaque, malformed or non-web Origin, and a missing Host', () => {
    expect(
      isSameOrigin(request({ origin: 'https://evil.example', host: 'shop.example' }), direct),
    ).toBe(false);
    expect(
      isSameOrigin(
        request({ origin: 'https://shop.example.evil.example', host: 'shop.example' }),
        direct,
      ),
    ).toBe(false);
    expect(
      isSameOrigin(request({ origin: 'https://shop.example:8443', host: 'shop.example' }), direct),
    ).toBe(false);
    expect(isSameOrigin(request({ host: 'shop.example' }), direct)).toBe(false);
    expect(isSameOrigin(request({ origin: 'null', host: 'shop.example' }), direct)).toBe(false);
    expect(isSameOrigin(request({ origin: 'not a url', host: 'shop.example' }), direct)).toBe(
      false,
    );
    expect(
      isSameOrigin(request({ origin: 'file://shop.example', host: 'shop.example' }), direct),
    ).toBe(false);
    expect(isSameOrigin(request({ origin: 'https://shop.example' }), direct)).toBe(false);
  });
});

describe('isSameOrigin without a configured public origin, behind a trusted proxy', () => {
  it("takes the host from the proxy's X-Forwarded-Host (its first entry)", () => {
    expect(
      isSameOrigin(
        request({
          origin: 'https://shop.example',
          host: 'internal:3000',
          'x-forwarded-host': 'shop.example',
        }),
        behindProxy,
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        request({
          origin: 'https://shop.example',
          host: 'internal:3000',
          'x-forwarded-host': 'shop.example, cdn.example',
        }),
        behindProxy,
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        request({
          origin: 'https://evil.example',
          host: 'internal:3000',
          'x-forwarded-host': 'shop.example',
        }),
        behindProxy,
      ),
    ).toBe(false);
  });

  it('falls back to Host when the proxy sent no X-Forwarded-Host', () => {
    expect(
      isSameOrigin(request({ origin: 'http://internal:3000', host: 'internal:3000' }), behindProxy),
    ).toBe(true);
    expect(
      isSameOrigin(request({ origin: 'https://shop.example', host: 'internal:3000' }), behindProxy),
    ).toBe(false);
  });
});

describe.each([
  ['no trusted proxy', configured],
  ['a trusted proxy', configuredBehindProxy],
])('isSameOrigin with a configured public origin and %s', (_name, trust) => {
  it('accepts exactly the public origin, whatever Host and X-Forwarded-Host say', () => {
    expect(
      isSameOrigin(request({ origin: 'https://shop.example', host: 'internal:3000' }), trust),
    ).toBe(true);
    expect(
      isSameOrigin(
        request({
          origin: 'https://shop.example',
          host: 'internal:3000',
          'x-forwarded-host': 'other.example',
        }),
        trust,
      ),
    ).toBe(true);
  });

  it('refuses another scheme, port or host, even when Host and X-Forwarded-Host agree with it', () => {
    expect(
      isSameOrigin(request({ origin: 'http://shop.example', host: 'shop.example' }), trust),
    ).toBe(false);
    expect(
      isSameOrigin(
        request({ origin: 'https://shop.example:8443', host: 'shop.example:8443' }),
        trust,
      ),
    ).toBe(false);
    expect(
      isSameOrigin(
        request({
          origin: 'https://evil.example',
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
        }),
        trust,
      ),
    ).toBe(false);
    expect(isSameOrigin(request({ host: 'shop.example' }), trust)).toBe(false);
  });

  it('rejects a request without a host', () => {
    expect(isSameOrigin(request({ origin: 'https://shop.example' }), direct)).toBe(false);
    expect(isSameOrigin(request({ origin: 'https://shop.example' }), behindProxy)).toBe(false);
  });
});
