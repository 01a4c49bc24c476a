// Tests of the event page in-process: the down state when the service cannot answer, and a 404 for unknown events.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeService, reply, timeout } from '@/server/ticketing/test-support/fake-service';
import { NotFoundSignal, renderHtml } from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import EventPage from './page';

vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const open = (id: string) => EventPage({ params: Promise.resolve({ id }) });

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('event page', () => {
  it.each([
    ['times out', timeout()],
    ['answers 503', reply(503, { success: false, status: 503, message: 'Service unavailable' })],
    [
      'refuses the key (401)',
      reply(401, { success: false, status: 401, message: 'Unauthenticated' }),
    ],
  ])('shows the down state as the page’s heading when the service %s', async (_, failure) => {
    installFakeService({ [ROUTES.detail]: [failure] });
    const html = await renderHtml(await open(recorded.EVENT_ID));
    expect(html).toMatch(
      /^<section role="alert"[^>]*><h1[^>]*>We can’t load this event right now<\/h1>/,
    );
    expect(html).toContain('Please try again in a moment.');
  });

  it('is not found when the service does not know the event', async () => {
    installFakeService({
      [ROUTES.detail]: [reply(404, recorded.notFound('Experience not found'))],
    });
    await expect(open(recorded.EVENT_ID)).rejects.toBeInstanceOf(NotFoundSignal);
  });

  it('is not found, without asking the service, for an id that cannot exist', async () => {
    const fake = installFakeService({});
    await expect(open('not-an-event')).rejects.toBeInstanceOf(NotFoundSignal);
    expect(fake.calls).toEqual([]);
  });

  it('names the event when the service answers', async () => {
    installFakeService({ [ROUTES.detail]: [reply(200, recorded.experienceDetail)] });
    const html = await renderHtml(await open(recorded.EVENT_ID));
    expect(html).toContain('<h1 class="text-3xl font-bold">Lagos Jazz Night</h1>');
    expect(html).not.toContain('We can’t load');
  });
});
