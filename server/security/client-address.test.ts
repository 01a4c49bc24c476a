// Tests of the client address: the connection's own unless proxies are trusted, then counted from the right of X-Forwarded-For.
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';

const forwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('without a trusted proxy, is the address Next wrote for the connection', () => {
    // What a server action sees under `next start` once proxy.ts dropped the client's own header.
    expect(clientAddress(forwardedFor('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(forwardedFor('2001:db8::7'), 0)).toBe('2001:db8::7');
    // Never the left, client-written entries, even if such a header got through.
    expect(clientAddress(forwardedFor('6.6.6.6, 203.0.113.7'), 0)).toBe('203.0.113.7');
  });

  it('behind trusted proxies, is the entry that many from the right', () => {
    expect(clientAddress(forwardedFor('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(forwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    // A shorter chain than configured: the first proxy's entry is the nearest to the client.
    expect(clientAddress(forwardedFor('203.0.113.7'), 2)).toBe('203.0.113.7');
  });

  it('drops a port and reads bracketed IPv6', () => {
    expect(clientAddress(forwardedFor('203.0.113.7:51234'), 1)).toBe('203.0.113.7');
    expect(clientAddress(forwardedFor('[2001:db8::7]:51234'), 1)).toBe('2001:db8::7');
  });

  it('is undefined when the request names no usable address', () => {
    expect(clientAddress(new Headers(), 0)).toBeUndefined();
    expect(clientAddress(forwardedFor(' , '), 1)).toBeUndefined();
    expect(clientAddress(forwardedFor('unknown'), 1)).toBeUndefined();
    expect(clientAddress(forwardedFor('203.0.113.7, <script>'), 1)).toBeUndefined();
  });
});

describe('addressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb::9')).toBe(addressKey('2001:db8:1:2:aaaa::1'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
