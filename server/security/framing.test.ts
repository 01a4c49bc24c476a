// Tests of the framing rules: which pages other sites may frame, and which origins they are.
import { describe, expect, it } from 'vitest';
import { allowedParent, framingFor } from './framing';

const ALLOWED = ['https://blog.example', 'http://localhost:3300'];
const request = (
  pathname: string,
  fetchDest: string | null = 'document',
  frameParent: string | null = null,
) => ({ pathname, fetchDest, frameParent });

describe('framingFor', () => {
  it('lets the allowed sites frame the embeds, without X-Frame-Options', () => {
    for (const path of ['/embed/events/e1', '/embed/organisers/b1', '/embed/events/e1/']) {
      expect(framingFor(request(path), ALLOWED)).toEqual({
        contentSecurityPolicy: "frame-ancestors 'self' https://blog.example http://localhost:3300",
        xFrameOptions: null,
      });
    }
  });

  it('keeps every other page to the storefront itself, the embed builder included', () => {
    for (const path of [
      '/',
      '/events/e1',
      '/embed',
      '/embed/events',
      '/embed/events/e1/more',
      '/api/availability/event',
      '/checkoutx',
    ]) {
      expect(framingFor(request(path, 'iframe', 'https://blog.example'), ALLOWED)).toEqual({
        contentSecurityPolicy: "frame-ancestors 'self'",
        xFrameOptions: 'SAMEORIGIN',
      });
    }
  });

  it('widens the checkout and order pages only when they are loaded in a frame or the frame cookie came along', () => {
    const wide = "frame-ancestors 'self' https://blog.example http://localhost:3300";
    expect(framingFor(request('/checkout', 'iframe'), ALLOWED).contentSecurityPolicy).toBe(wide);
    expect(
      framingFor(request('/orders/emb-x', 'document', 'https://blog.example'), ALLOWED)
        .contentSecurityPolicy,
    ).toBe(wide);
    expect(framingFor(request('/checkout'), ALLOWED)).toEqual({
      contentSecurityPolicy: "frame-ancestors 'self'",
      xFrameOptions: 'SAMEORIGIN',
    });
  });

  it('keeps the test payment page out of every other site’s frame, as a real provider’s page is', () => {
    for (const [dest, parent] of [
      ['iframe', null],
      ['document', 'https://blog.example'],
      ['iframe', 'https://blog.example'],
    ] as const) {
      expect(framingFor(request('/pay/test/emb-x', dest, parent), ALLOWED)).toEqual({
        contentSecurityPolicy: "frame-ancestors 'self'",
        xFrameOptions: 'SAMEORIGIN',
      });
    }
  });

  it('with no allowed origins, only the storefront may frame an embed', () => {
    expect(framingFor(request('/embed/events/e1'), []).contentSecurityPolicy).toBe(
      "frame-ancestors 'self'",
    );
  });
});

describe('allowedParent', () => {
  it('keeps an allowed origin written exactly', () => {
    expect(allowedParent('https://blog.example', ALLOWED)).toBe('https://blog.example');
    expect(allowedParent('http://localhost:3300', ALLOWED)).toBe('http://localhost:3300');
  });

  it('refuses other sites, paths, look-alikes and nonsense', () => {
    for (const value of [
      'https://evil.example',
      'https://blog.example/',
      'https://blog.example.evil.example',
      'http://blog.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(allowedParent(value, ALLOWED)).toBeNull();
    }
  });
});
