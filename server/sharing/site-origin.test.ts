// Tests of the origin shared links are written with.
import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it('is STOREFRONT_PUBLIC_URL as an origin when set', () => {
    expect(siteOrigin({ STOREFRONT_PUBLIC_URL: 'https://Shop.Example/', PORT: '3000' })).toBe(
      'https://shop.example',
    );
  });

  it('is the local address of the port the storefront listens on when unset or empty', () => {
    expect(siteOrigin({ PORT: '3270' })).toBe('http://localhost:3270');
    expect(siteOrigin({ STOREFRONT_PUBLIC_URL: '' })).toBe('http://localhost:3000');
  });

  it('reads its two settings alone, never going through every variable of the process (each page asks)', () => {
    const source = new Proxy(
      { STOREFRONT_PUBLIC_URL: 'https://shop.example', PORT: '3000' } as Record<
        string,
        string | undefined
      >,
      {
        ownKeys: () => {
          throw new Error('enumerated');
        },
      },
    );
    expect(siteOrigin(source)).toBe('https://shop.example');
  });

  it('refuses an origin with a path, naming the variable', () => {
    expect(() => siteOrigin({ STOREFRONT_PUBLIC_URL: 'https://shop.example/tickets' })).toThrow(
      /STOREFRONT_PUBLIC_URL: must be an origin/,
    );
  });
});
