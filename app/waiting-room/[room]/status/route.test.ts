// The status route the waiting page polls: this browser's place (from its cookie), never cached; asking moves the
// queue, and a room whose event has nothing left says sold out.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { clearSharedAvailability } from '@/server/ticketing/shared-availability';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { clearCookies, request, startRequest } from '@/server/ticketing/test-support/next-request';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { cookieWithPlace, PLACE_COOKIE } from '@/server/waiting-room/place-cookie';
import { joinRoom } from '@/server/waiting-room/places';
import { saveRoomSettings } from '@/server/waiting-room/settings';
import { clearStockChecks } from '@/server/waiting-room/visitor';
import { GET } from './route';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({
      ...TEST_ENV,
      STOREFRONT_DATABASE_URL: process.env.STOREFRONT_DATABASE_URL,
    }),
  };
});

const ROOM = `event:${recorded.EVENT_ID}`;
let db: StoreDatabase;
let now: number;

const ask = (segment: string) =>
  GET(new Request(`https://shop.example/waiting-room/${segment}/status`), {
    params: Promise.resolve({ room: segment }),
  });

/** The event's tickets as the service lists them, each with `remaining` left. */
function stock(remaining: number) {
  const tickets = recorded.ticketCategories.data.tickets.map((ticket) => ({
    ...ticket,
    slots_remaining: remaining,
  }));
  return installFakeService({
    [ROUTES.tickets]: [
      reply(200, {
        ...recorded.ticketCategories,
        data: { ...recorded.ticketCategories.data, tickets },
      }),
    ],
  });
}

async function myPlace(): Promise<string> {
  const joined = await joinRoom(
    db,
    ROOM,
    { address: '10.7.0.1', placesPerAddress: 5 },
    now - 120_000,
  );
  if (!joined.ok) throw new Error(joined.message);
  request.cookies.set(PLACE_COOKIE, cookieWithPlace(undefined, ROOM, joined.place.id));
  return joined.place.id;
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearCookies();
  startRequest();
  clearSharedAvailability();
  clearStockChecks();
  now = Date.now();
  db = await storefrontDatabase();
  await db.deleteFrom('waiting_room_places').execute();
  await db.deleteFrom('waiting_rooms').execute();
});

describe('GET /waiting-room/[room]/status', () => {
  it('lets the browser’s place in when its turn is due, and says so, uncached', async () => {
    await saveRoomSettings(
      db,
      {
        id: ROOM,
        enabled: true,
        opensAt: now - 600_000,
        onSaleAt: now - 60_000,
        admitPerMinute: 10,
        turnSeconds: 600,
      },
      'staff-1',
      now,
    );
    await myPlace();
    stock(5);
    const response = await ask(encodeURIComponent(ROOM));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { state: string; turnEndsAt: number };
    expect(body.state).toBe('your-turn');
    expect(body.turnEndsAt).toBeGreaterThan(now);
  });

  it('tells a browser without a place that it has not joined', async () => {
    await saveRoomSettings(
      db,
      {
        id: ROOM,
        enabled: true,
        opensAt: now - 600_000,
        onSaleAt: now + 60_000,
        admitPerMinute: 10,
        turnSeconds: 600,
      },
      'staff-1',
      now,
    );
    stock(5);
    await expect((await ask(ROOM)).json()).resolves.toMatchObject({
      state: 'not-joined',
      roomId: ROOM,
    });
  });

  it('says sold out to every place once the service lists nothing left', async () => {
    await saveRoomSettings(
      db,
      {
        id: ROOM,
        enabled: true,
        opensAt: now - 600_000,
        onSaleAt: now + 60_000,
        admitPerMinute: 10,
        turnSeconds: 600,
      },
      'staff-1',
      now,
    );
    await myPlace();
    stock(0);
    await expect((await ask(ROOM)).json()).resolves.toMatchObject({ state: 'sold-out' });
  });

  it('answers 404 for a path that names no room', async () => {
    const response = await ask('event%3Anothing');
    expect(response.status).toBe(404);
  });
});
