// Tests of the forwarded headers proxy.ts hands on to pages and actions.
import { describe, expect, it } from 'vitest';
import { trustedRequestHeaders } from './forwarded-headers';

const sent = new Headers({
  host: 'internal:3000',
  cookie: 'tickets_checkout=sealed',
  'x-forwarded-for': '6.6.6.6, 203.0.113.7',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
});
const pick = (headers: Headers) =>
  Object.fromEntries(
    [...headers].filter(
      ([name]) => name.startsWith('x-forwarded') || name === 'host' || name === 'cookie',
    ),
  );

describe('trustedRequestHeaders', () => {
  it('drops every X-Forwarded-* header when no proxy is trusted, so Next fills them from the connection', () => {
    expect(
      pick(trustedRequestHeaders(sent, { publicOrigin: undefined, trustedProxies: 0 })),
    ).toEqual({
      host: 'internal:3000',
      cookie: 'tickets_checkout=sealed',
    });
  });

  it("keeps a trusted proxy's headers as they are", () => {
    expect(
      pick(trustedRequestHeaders(sent, { publicOrigin: undefined, trustedProxies: 1 })),
    ).toEqual(pick(sent));
  });

  it('sets host, scheme and port from the public origin, keeping a trusted X-Forwarded-For only', () => {
    expect(
      pick(
        trustedRequestHeaders(sent, { publicOrigin: 'https://shop.example', trustedProxies: 0 }),
      ),
    ).toEqual({
      host: 'internal:3000',
      cookie: 'tickets_checkout=sealed',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
    });
    expect(
      pick(
        trustedRequestHeaders(sent, {
          publicOrigin: 'http://shop.example:8080',
          trustedProxies: 1,
        }),
      ),
    ).toMatchObject({
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
      'x-forwarded-host': 'shop.example:8080',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '8080',
    });
  });

  it('leaves the headers it was given unchanged', () => {
    trustedRequestHeaders(sent, { publicOrigin: 'https://shop.example', trustedProxies: 0 });
    expect(sent.get('x-forwarded-host')).toBe('evil.example');
  });
});
