// Tests of which requests to box-office route handlers count as coming from the box office's own pages.
import { describe, expect, it } from 'vitest';
import type { ProxyTrust } from '@/server/security/proxy-trust';
import { fromOwnPages } from './request-origin';

const direct: ProxyTrust = { publicOrigin: undefined, trustedProxies: 0 };
const request = (method: string, headers: Record<string, string>) => ({
  method,
  headers: new Headers({ host: 'shop.example', ...headers }),
});

describe('fromOwnPages', () => {
  it('takes a post with this site’s Origin, and refuses another site’s or none', () => {
    expect(fromOwnPages(request('POST', { origin: 'https://shop.example' }), direct)).toBe(true);
    expect(fromOwnPages(request('POST', { origin: 'https://evil.example' }), direct)).toBe(false);
    expect(fromOwnPages(request('DELETE', {}), direct)).toBe(false);
  });

  it('takes a read the browser made for this site, typed in, or from a client that does not say', () => {
    expect(fromOwnPages(request('GET', { 'sec-fetch-site': 'same-origin' }), direct)).toBe(true);
    expect(fromOwnPages(request('GET', { 'sec-fetch-site': 'none' }), direct)).toBe(true);
    expect(fromOwnPages(request('HEAD', {}), direct)).toBe(true);
  });

  it('refuses a read another site asked for, a sibling subdomain included', () => {
    expect(fromOwnPages(request('GET', { 'sec-fetch-site': 'cross-site' }), direct)).toBe(false);
    expect(fromOwnPages(request('GET', { 'sec-fetch-site': 'same-site' }), direct)).toBe(false);
  });
});
