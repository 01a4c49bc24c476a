// Taking a place and asking for the turn email, as a browser posts them: a place per browser (its cookie), a
// limit per address, refusals for other sites, unknown rooms and bad addresses. (The join post's refusal of other
// sites is the proxy's and the front door's: server/waiting-room/front.test.ts.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { TEST_ENV } from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  redirectOf,
  request,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import { PLACE_COOKIE, placeCookieOf, placesOfCookie } from '@/server/waiting-room/place-cookie';
import { saveRoomSettings } from '@/server/waiting-room/settings';
import { admitDue } from '@/server/waiting-room/admit';
import { readAdmission } from '@/server/waiting-room/admission';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { answerJoin } from '@/server/waiting-room/join-request';
import { emailWhenMyTurn, enterWaitingRoom } from './actions';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({
      ...TEST_ENV,
      STOREFRONT_DATABASE_URL: process.env.STOREFRONT_DATABASE_URL,
      WAITING_ROOM_PLACES_PER_ADDRESS: 2,
    }),
  };
});

const ROOM = 'event:7c9e6679-7425-40de-944b-e07fc1f90ae7';
let db: StoreDatabase;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** A new browser (no cookies) at `address`. */
function browser(address = '198.51.100.20') {
  clearCookies();
  startRequest();
  request.headers.set('x-forwarded-for', address);
}

const places = () => db.selectFrom('waiting_room_places').selectAll().execute();

/** The join form's post from this browser (its cookies sent, the one set kept): where it leads. */
async function join(segment = ROOM): Promise<string | undefined> {
  const headers = new Headers(request.headers);
  const held = request.cookies.get(PLACE_COOKIE);
  if (held !== undefined)
    headers.set('cookie', `other=1; ${PLACE_COOKIE}=${encodeURIComponent(held)}`);
  const answer = await answerJoin(db, segment, headers);
  const set = answer.setCookie && placeCookieOf(answer.setCookie.split(';')[0]);
  if (set) request.cookies.set(PLACE_COOKIE, set);
  return answer.location;
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  db = await storefrontDatabase();
  await db.deleteFrom('waiting_room_places').execute();
  await db.deleteFrom('waiting_rooms').execute();
  const now = Date.now();
  await saveRoomSettings(
    db,
    {
      id: ROOM,
      enabled: true,
      opensAt: now - 60_000,
      onSaleAt: now + 3_600_000,
      admitPerMinute: 10,
      turnSeconds: 600,
    },
    'staff-1',
    now,
  );
  browser();
});

describe('joining a waiting room', () => {
  it('takes a place, names it in a long-lived cookie and goes to the waiting page', async () => {
    await expect(join()).resolves.toBe(`/waiting-room/${ROOM}`);
    const [place] = await places();
    expect(placesOfCookie(request.cookies.get(PLACE_COOKIE)).get(ROOM)).toBe(place?.id);
    expect(place).toMatchObject({ room_id: ROOM, early: 1 });
  });

  it('keeps one place per browser however often it posts', async () => {
    await join();
    await join();
    expect(await places()).toHaveLength(1);
  });

  it('refuses more places from one address than WAITING_ROOM_PLACES_PER_ADDRESS, saying why on the waiting page', async () => {
    await join();
    browser();
    await join();
    browser();
    await expect(join()).resolves.toBe(`/waiting-room/${ROOM}?refused=too-many`);
    expect(await places()).toHaveLength(2);
    browser('198.51.100.21');
    await expect(join()).resolves.toBe(`/waiting-room/${ROOM}`);
  });

  it.each([
    ['an unknown room', 'event:nothing', undefined],
    ['no room at all', '', undefined],
    ['a room that does not exist', 'shop', '/waiting-room/shop?refused=no-room'],
  ])('refuses %s, taking no place', async (_, segment, location) => {
    await expect(join(segment)).resolves.toBe(location);
    expect(await places()).toEqual([]);
    expect(request.cookies.has(PLACE_COOKIE)).toBe(false);
  });
});

describe('asking for the turn email', () => {
  it('records the address for this browser’s waiting place', async () => {
    await join();
    await expect(
      emailWhenMyTurn(null, form({ room: ROOM, email: 'ada@example.com' })),
    ).resolves.toEqual({
      ok: true,
      message: 'We will email ada@example.com when it is your turn.',
    });
    expect((await places())[0]?.email).toBe('ada@example.com');
  });

  it('refuses a browser without a place, a bad address, and another site', async () => {
    await expect(
      emailWhenMyTurn(null, form({ room: ROOM, email: 'ada@example.com' })),
    ).resolves.toMatchObject({ ok: false });
    await join();
    await expect(
      emailWhenMyTurn(null, form({ room: ROOM, email: 'not an address' })),
    ).resolves.toEqual({ ok: false, message: 'Enter a valid email address.' });
    startRequest('https://evil.example');
    await expect(
      emailWhenMyTurn(null, form({ room: ROOM, email: 'ada@example.com' })),
    ).resolves.toEqual({ ok: false, message: CHECKOUT_MESSAGES.crossSite });
    expect((await places())[0]?.email).toBeNull();
  });
});

describe('entering the sale when it is your turn', () => {
  it('refuses while the place waits, then puts the admission in the session and goes to the event', async () => {
    await join();
    await expect(enterWaitingRoom(null, form({ room: ROOM }))).resolves.toEqual({
      ok: false,
      message: 'It is not your turn yet, or your turn is over.',
    });
    expect((await getCheckoutSession()).admission).toBeUndefined();
    const now = Date.now();
    await saveRoomSettings(
      db,
      {
        id: ROOM,
        enabled: true,
        opensAt: now - 60_000,
        onSaleAt: now - 1_000,
        admitPerMinute: 10,
        turnSeconds: 600,
      },
      'staff-1',
      now,
    );
    await admitDue(db, ROOM, now);
    await expect(redirectOf(enterWaitingRoom(null, form({ room: ROOM })))).resolves.toBe(
      `/events/${ROOM.slice('event:'.length)}#tickets`,
    );
    const session = await getCheckoutSession();
    expect(readAdmission(session.admission, TEST_ENV.SESSION_SECRET)).toMatchObject({
      roomId: ROOM,
      sid: session.sid,
    });
  });

  it('refuses a browser without a place, and another site', async () => {
    await expect(enterWaitingRoom(null, form({ room: ROOM }))).resolves.toMatchObject({
      ok: false,
    });
    startRequest('https://evil.example');
    await expect(enterWaitingRoom(null, form({ room: ROOM }))).resolves.toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.crossSite,
    });
    expect((await getCheckoutSession()).admission).toBeUndefined();
  });
});
