// Tests of embed.js's framing question: a listed site or the shop itself may frame, any other gets the shop's name for its link.
import { describe, expect, it, vi } from 'vitest';
import { GET } from './route';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({
      ...TEST_ENV,
      MERCHANT_NAME: 'Eko Tickets',
      STOREFRONT_PUBLIC_URL: 'https://shop.example',
    }),
  };
});

const ask = async (parent: string | null) => {
  const url = new URL('https://shop.example/embed/framing');
  if (parent !== null) url.searchParams.set('parent', parent);
  const response = GET(new Request(url));
  return { body: (await response.json()) as unknown, headers: response.headers };
};

describe('GET /embed/framing', () => {
  it('allows a listed site and the shop itself, readable from any site', async () => {
    const listed = await ask('https://blog.example');
    expect(listed.body).toEqual({ allowed: true, merchant: 'Eko Tickets' });
    expect(listed.headers.get('access-control-allow-origin')).toBe('*');
    expect((await ask('https://shop.example')).body).toEqual({
      allowed: true,
      merchant: 'Eko Tickets',
    });
  });

  it('refuses any other site, a listed site with a path, and no parent at all', async () => {
    for (const parent of [
      'https://evil.example',
      'https://blog.example/',
      'https://blog.example.evil.example',
      'nonsense',
      '',
      null,
    ]) {
      expect((await ask(parent)).body, String(parent)).toEqual({
        allowed: false,
        merchant: 'Eko Tickets',
      });
    }
  });
});
