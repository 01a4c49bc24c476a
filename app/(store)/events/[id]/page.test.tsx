// Tests of the event page in-process: the down state when the service cannot answer, a 404 for unknown events,
// nothing of the service's address in what the page sends to the browser, and the waiting room's notice instead of
// the reserve form for a visitor without a turn.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  installFakeService,
  reply,
  TEST_ENV,
  timeout,
} from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  NotFoundSignal,
  renderHtml,
} from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import EventPage from './page';

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

vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: () => Promise.resolve(db),
}));

let db: StoreDatabase;
const open = (id: string) => EventPage({ params: Promise.resolve({ id }) });

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  db = await testStoreDatabase();
  clearCookies();
});
afterEach(async () => db.destroy());

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
    installFakeService({
      [ROUTES.detail]: [reply(200, recorded.experienceDetail)],
      [ROUTES.tickets]: [reply(200, recorded.ticketCategories)],
    });
    const html = await renderHtml(await open(recorded.EVENT_ID));
    expect(html).toContain('<h1 class="text-3xl font-bold">Lagos Jazz Night</h1>');
    expect(html).not.toContain('We can’t load');
  });
});

describe('event page under a waiting room', () => {
  const ROOM = `event:${recorded.EVENT_ID}`;
  const serve = () =>
    installFakeService({
      [ROUTES.detail]: [reply(200, recorded.experienceDetail)],
      [ROUTES.tickets]: [reply(200, recorded.ticketCategories)],
    });

  beforeEach(async () => {
    const { saveRoomSettings } = await import('@/server/waiting-room/settings');
    const now = Date.now();
    await saveRoomSettings(
      db,
      {
        id: ROOM,
        enabled: true,
        opensAt: now - 60_000,
        onSaleAt: now - 60_000,
        maxActive: 1,
        turnSeconds: 600,
      },
      'test',
      now,
    );
  });

  it('sends a visitor without a turn to the queue instead of offering the reserve form', async () => {
    serve();
    const html = await renderHtml(await open(recorded.EVENT_ID));
    expect(html).toContain('Tickets are sold through a waiting room: join the queue.');
    expect(html).toContain(`href="/waiting-room/${ROOM}"`);
    expect(html).not.toContain('Reserve tickets');
  });

  it('offers the reserve form to a session let in through the queue', async () => {
    const { joinRoom } = await import('@/server/waiting-room/places');
    const { placeStatus } = await import('@/server/waiting-room/status');
    const { admitFromPlace } = await import('@/server/waiting-room/admission');
    const { getCheckoutSession } = await import('@/server/session/checkout-session');
    const joined = await joinRoom(
      db,
      ROOM,
      { address: '192.0.2.1', placesPerAddress: 5 },
      Date.now(),
    );
    if (!joined.ok) throw new Error(joined.message);
    expect((await placeStatus(db, ROOM, joined.place.id, Date.now())).state).toBe('your-turn');
    const session = await getCheckoutSession();
    expect(
      await admitFromPlace(db, session, ROOM, joined.place.id, Date.now(), TEST_ENV.SESSION_SECRET),
    ).toBe(true);
    await session.save();
    serve();
    const html = await renderHtml(await open(recorded.EVENT_ID));
    expect(html).toContain('Reserve tickets');
    expect(html).not.toContain('join the queue');
  });

  it('says the room is sold out once it has ended the queue', async () => {
    await db
      .updateTable('waiting_rooms')
      .set({ sold_out_at: Date.now() })
      .where('id', '=', ROOM)
      .execute();
    serve();
    const html = await renderHtml(await open(recorded.EVENT_ID));
    expect(html).toContain('Sold out: the waiting room has ended');
    expect(html).not.toContain('Reserve tickets');
  });
});

/**
 * What a page's flight data would carry, walked the way React serializes it: every element's key, the props of
 * HTML elements, and the props of client components (found as the components that cannot run outside React,
 * since they use hooks). Server components are run and only what they render is looked at.
 */
async function sentToBrowser(
  node: ReactNode | Promise<ReactNode>,
  found: string[] = [],
): Promise<string[]> {
  const value = await node;
  if (Array.isArray(value)) {
    for (const child of value) await sentToBrowser(child as ReactNode, found);
    return found;
  }
  if (!isValidElement(value)) {
    if (typeof value === 'string') found.push(value);
    return found;
  }
  const element = value as ReactElement<Record<string, unknown>>;
  if (element.key !== null) found.push(`key ${element.key}`);
  const { children, fallback, ...rest } = element.props;
  if (typeof element.type === 'function') {
    try {
      return await sentToBrowser(
        (element.type as (props: unknown) => ReactNode)(element.props),
        found,
      );
    } catch {
      // A client component: its props go to the browser.
    }
  }
  if (typeof element.type !== 'symbol')
    found.push(
      JSON.stringify(rest, (_, prop: unknown) => (isValidElement(prop) ? '<element>' : prop)),
    );
  await sentToBrowser(children as ReactNode, found);
  await sentToBrowser(fallback as ReactNode, found);
  return found;
}

describe('what the event page sends to the browser', () => {
  it('holds no address of the service, in a key or a prop, however its pictures are named', async () => {
    const pictures = [
      `${TEST_ENV.TICKETING_BASE_URL}/media/events/cover.svg?v=3`,
      `${TEST_ENV.TICKETING_BASE_URL}/media/events/side.svg`,
      'http://127.0.0.1:4000/images/jazz-2.jpg',
    ];
    const detail = {
      ...recorded.experienceDetail,
      data: { ...recorded.experience, image: pictures.map((image) => ({ image })) },
    };
    installFakeService({
      [ROUTES.detail]: [reply(200, detail)],
      [ROUTES.tickets]: [reply(200, recorded.ticketCategories)],
    });
    const sent = (await sentToBrowser(open(recorded.EVENT_ID))).join('\n');
    expect(sent).toContain('/media/events/side.svg');
    expect(sent).toContain('Lagos Jazz Night');
    // The ticket picker, a client component, was reached too.
    expect(sent).toContain('"title":"VIP"');
    expect(sent.split('\n').filter((line) => line.includes('127.0.0.1'))).toEqual([]);
  });
});
