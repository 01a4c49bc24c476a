// Taking a place and asking for the turn email, as a browser posts them: a place per browser (its cookie), a
// limit per address, refusals for other sites, unknown rooms and bad addresses.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { clearCookies, redirectOf, request, startRequest } from '@/server/ticketing/test-support/next-request';
import { PLACE_COOKIE, placesOfCookie } from '@/server/waiting-room/place-cookie';
import { JOIN_MESSAGES } from '@/server/waiting-room/places';
import { saveRoomSettings } from '@/server/waiting-room/settings';
import { emailWhenMyTurn, joinWaitingRoom } from './actions';

vi.mock('next/headers', async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders);
vi.mock('next/navigation', async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => ({ ...TEST_ENV, STOREFRONT_DATABASE_URL: process.env.STOREFRONT_DATABASE_URL, WAITING_ROOM_PLACES_PER_ADDRESS: 2 }) };
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

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  db = await storefrontDatabase();
  await db.deleteFrom('waiting_room_places').execute();
  await db.deleteFrom('waiting_rooms').execute();
  const now = Date.now();
  await saveRoomSettings(db, { id: ROOM, enabled: true, opensAt: now - 60_000, onSaleAt: now + 3_600_000, admitPerMinute: 10, turnSeconds: 600 }, 'staff-1', now);
  browser();
});

describe('joining a waiting room', () => {
  it('takes a place, names it in a long-lived cookie and goes to the waiting page', async () => {
    await expect(redirectOf(joinWaitingRoom(null, form({ room: ROOM })))).resolves.toBe(`/waiting-room/${ROOM}`);
    const [place] = await places();
    expect(placesOfCookie(request.cookies.get(PLACE_COOKIE)).get(ROOM)).toBe(place?.id);
    expect(place).toMatchObject({ room_id: ROOM, early: 1 });
  });

  it('keeps one place per browser however often it posts', async () => {
    await redirectOf(joinWaitingRoom(null, form({ room: ROOM })));
    await redirectOf(joinWaitingRoom(null, form({ room: ROOM })));
    expect(await places()).toHaveLength(1);
  });

  it('refuses more places from one address than WAITING_ROOM_PLACES_PER_ADDRESS', async () => {
    await redirectOf(joinWaitingRoom(null, form({ room: ROOM })));
    browser();
    await redirectOf(joinWaitingRoom(null, form({ room: ROOM })));
    browser();
    await expect(joinWaitingRoom(null, form({ room: ROOM }))).resolves.toEqual({ ok: false, message: JOIN_MESSAGES['too-many'] });
    expect(await places()).toHaveLength(2);
    browser('198.51.100.21');
    await expect(redirectOf(joinWaitingRoom(null, form({ room: ROOM })))).resolves.toBe(`/waiting-room/${ROOM}`);
  });

  it.each([
    ['an unknown room', { room: 'event:nothing' }, 'This waiting room could not be found.'],
    ['no room at all', {}, 'This waiting room could not be found.'],
    ['a room that does not exist', { room: 'shop' }, JOIN_MESSAGES['no-room']],
  ])('refuses %s, taking no place', async (_, fields, message) => {
    await expect(joinWaitingRoom(null, form(fields))).resolves.toEqual({ ok: false, message });
    expect(await places()).toEqual([]);
    expect(request.cookies.has(PLACE_COOKIE)).toBe(false);
  });

  it('refuses a post from another site', async () => {
    startRequest('https://evil.example');
    await expect(joinWaitingRoom(null, form({ room: ROOM }))).resolves.toEqual({ ok: false, message: CHECKOUT_MESSAGES.crossSite });
    expect(await places()).toEqual([]);
  });
});

describe('asking for the turn email', () => {
  it('records the address for this browser’s waiting place', async () => {
    await redirectOf(joinWaitingRoom(null, form({ room: ROOM })));
    await expect(emailWhenMyTurn(null, form({ room: ROOM, email: 'ada@example.com' }))).resolves.toEqual({ ok: true, message: 'We will email ada@example.com when it is your turn.' });
    expect((await places())[0]?.email).toBe('ada@example.com');
  });

  it('refuses a browser without a place, a bad address, and another site', async () => {
    await expect(emailWhenMyTurn(null, form({ room: ROOM, email: 'ada@example.com' }))).resolves.toMatchObject({ ok: false });
    await redirectOf(joinWaitingRoom(null, form({ room: ROOM })));
    await expect(emailWhenMyTurn(null, form({ room: ROOM, email: 'not an address' }))).resolves.toEqual({ ok: false, message: 'Enter a valid email address.' });
    startRequest('https://evil.example');
    await expect(emailWhenMyTurn(null, form({ room: ROOM, email: 'ada@example.com' }))).resolves.toEqual({ ok: false, message: CHECKOUT_MESSAGES.crossSite });
    expect((await places())[0]?.email).toBeNull();
  });
});
