// Tests of the event embed: getting there and staying is offered only when the merchant's setting turns it on, and
// then with the embed's source on its forms.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { renderHtml, startRequest } from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import EmbedEventPage from './page';

const env = vi.hoisted(() => ({ gettingThere: false }));
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
  return { storefrontEnv: () => ({ ...TEST_ENV, EMBED_GETTING_THERE: env.gettingThere }) };
});
// The ticket section and the getting-there section have tests of their own; here, where they are placed and with what.
vi.mock('@/components/catalogue/tickets-section', () => ({
  TicketsSection: () => null,
  TicketsLoading: () => null,
}));
vi.mock('@/components/basket/getting-there', () => ({
  GettingThere: ({
    selection,
    hiddenFields,
  }: {
    selection: { eventId: string };
    hiddenFields: [string, string][];
  }) => (
    <p id="getting-there-stand-in">{`${selection.eventId} ${hiddenFields.map(([name, value]) => `${name}=${value}`).join(' ')}`}</p>
  ),
}));

const open = () =>
  EmbedEventPage({
    params: Promise.resolve({ id: recorded.EVENT_ID }),
    searchParams: Promise.resolve({ utm_source: 'blog' }),
  });

beforeEach(() => {
  vi.unstubAllGlobals();
  startRequest();
  installFakeService({ [ROUTES.detail]: [reply(200, recorded.experienceDetail)] });
});

describe('event embed', () => {
  it('leaves getting there and staying out by default', async () => {
    env.gettingThere = false;
    const html = await renderHtml(await open());
    expect(html).toContain('Lagos Jazz Night');
    expect(html).not.toContain('getting-there-stand-in');
  });

  it('offers it when EMBED_GETTING_THERE is on, its forms carrying the embed source', async () => {
    env.gettingThere = true;
    const html = await renderHtml(await open());
    expect(html).toContain(
      `<p id="getting-there-stand-in">${recorded.EVENT_ID} embed.host= embed.utm_source=blog</p>`,
    );
  });
});
