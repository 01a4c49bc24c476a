// Tests of the page an emailed order link opens: its order page while valid; once expired or altered, a page that
// says so and offers to send a new link, never the order.
import { describe, expect, it, vi } from 'vitest';
import { TEST_ENV } from '@/server/ticketing/test-support/fake-service';
import { RedirectSignal, renderHtml } from '@/server/ticketing/test-support/next-request';
import { sealOrderLink } from '@/server/orders/order-link';
import OpenOrderLink from './page';

vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const REF = 'web-EEEEEEEEEEEEEEEEEEEEEE';
const open = async (t: string | undefined) =>
  renderHtml(await OpenOrderLink({ searchParams: Promise.resolve({ t }) }));

describe('an emailed order link', () => {
  it('opens its order page while valid', async () => {
    const token = await sealOrderLink(REF, TEST_ENV.SESSION_SECRET, 60, Date.now());
    const opened = await open(token).catch((signal: unknown) => signal);
    expect(opened).toBeInstanceOf(RedirectSignal);
    expect((opened as RedirectSignal).location).toBe(`/orders/${REF}`);
  });

  it('says when it has expired, and offers a new one by email or phone', async () => {
    const token = await sealOrderLink(REF, TEST_ENV.SESSION_SECRET, 60, Date.now() - 61_000);
    const html = await open(token);
    expect(html).toContain('This link has expired');
    expect(html).toContain('name="contact"');
    expect(html).not.toContain(REF);
  });

  it('says an altered or missing link does not work', async () => {
    const token = await sealOrderLink(REF, TEST_ENV.SESSION_SECRET, 60, Date.now());
    for (const t of [`${token.slice(0, -2)}xx`, undefined])
      expect(await open(t)).toContain('This link does not work');
  });
});
