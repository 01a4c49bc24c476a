// Who may read the metrics: near addresses without a token; with METRICS_TOKEN, the Bearer token alone.
import { describe, expect, it } from 'vitest';
import { isNearAddress, scrapeAccess } from './scrape-access';

const TOKEN = 'sixteen-chars-or-more';

describe('isNearAddress', () => {
  it('takes loopback, private and link-local addresses, in either family, with or without a port', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.0.0.1',
      '172.31.255.1',
      '192.168.1.1',
      '169.254.1.1',
      'fd12::1',
      'fe80::1',
      '[::1]:9100',
      '10.0.0.1:9100',
    ])
      expect(isNearAddress(address), address).toBe(true);
  });

  it('refuses public, unspecified and malformed addresses', () => {
    for (const address of [
      '203.0.113.7',
      '8.8.8.8',
      '172.32.0.1',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      '0.0.0.0',
      '::',
      'localhost',
      'not an address',
      '',
      undefined,
    ])
      expect(isNearAddress(address), String(address)).toBe(false);
  });
});

describe('scrapeAccess', () => {
  it('without a token: allowed when every address seen is near, forbidden otherwise or when none is known', () => {
    expect(scrapeAccess({ addresses: ['127.0.0.1'], authorization: null, token: undefined })).toBe(
      'allowed',
    );
    expect(
      scrapeAccess({ addresses: ['127.0.0.1', '10.0.0.2'], authorization: null, token: undefined }),
    ).toBe('allowed');
    expect(
      scrapeAccess({
        addresses: ['127.0.0.1', '203.0.113.7'],
        authorization: null,
        token: undefined,
      }),
    ).toBe('forbidden');
    expect(scrapeAccess({ addresses: [undefined], authorization: null, token: undefined })).toBe(
      'forbidden',
    );
    expect(scrapeAccess({ addresses: [], authorization: null, token: undefined })).toBe(
      'forbidden',
    );
  });

  it('with a token: only `Bearer <token>`, whatever the address', () => {
    const asked = (authorization: string | null, address = '127.0.0.1') =>
      scrapeAccess({ addresses: [address], authorization, token: TOKEN });
    expect(asked(`Bearer ${TOKEN}`, '203.0.113.7')).toBe('allowed');
    expect(asked(`bearer ${TOKEN}`)).toBe('allowed');
    for (const wrong of [
      null,
      '',
      TOKEN,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN} extra`,
    ])
      expect(asked(wrong), String(wrong)).toBe('unauthorized');
  });
});
