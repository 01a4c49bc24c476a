// Tests of the Content-Security-Policy: nonce-based, no 'unsafe-inline', pictures from the storefront alone.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ nonce: 'abc123', dev: false }));

  it("allows scripts and styles from the storefront or with the request's nonce, never inline ones or eval", () => {
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it('refuses style attributes too: no directive of the production policy allows anything inline', () => {
    expect(policy).not.toHaveProperty('style-src-attr');
    expect(policy).not.toHaveProperty('style-src-elem');
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
  });

  it('takes pictures from the storefront only, and leaves framing to the second policy', () => {
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy).not.toHaveProperty('frame-ancestors');
  });

  it("adds the origin of the merchant's logo on another https host to pictures, and nothing for a logo on the site", () => {
    const withLogo = directives(
      contentSecurityPolicy({
        nonce: 'n',
        dev: false,
        logoUrl: 'https://cdn.lagoon.example/brand/logo.png?v=2',
      }),
    );
    expect(withLogo['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.lagoon.example']);
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', dev: false, logoUrl: '/media/logo.png' }))[
        'img-src'
      ],
    ).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('relaxes only what next dev needs', () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', dev: true }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['script-src']).not.toContain("'unsafe-inline'");
    expect(dev['connect-src']).toContain('ws:');
  });
});

describe('newNonce', () => {
  it('is 128 random bits, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
