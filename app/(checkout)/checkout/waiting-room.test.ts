// The gate in the paths that hold stock for a customer: reserve (also as the embed's continue page posts it) and
// reserving again from checkout refuse, holding and releasing nothing, while a room governs the sale and the session
// holds no live admission of its own; a browser whose place is in its turn is let through.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reserve } from '@/components/checkout/actions';
import { getCheckoutSession } from '@/server/session/checkout-session';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import { installFakeService, reply, TEST_ENV } from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  redirectOf,
  request,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { releasedReply, ROUTES } from '@/server/ticketing/test-support/routes';
import { confirmPurchase, reserveAgain } from './actions';
import { admitDue } from '@/server/waiting-room/admit';
import { ADMISSION_MESSAGES, readAdmission, signAdmission } from '@/server/waiting-room/admission';
import { cookieWithPlace, PLACE_COOKIE } from '@/server/waiting-room/place-cookie';
import { joinRoom } from '@/server/waiting-room/places';
import { saveRoomSettings } from '@/server/waiting-room/settings';

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
    }),
  };
});

const ROOM = `event:${recorded.EVENT_ID}`;
const { holds: HOLDS, tickets: TICKETS, detail: DETAIL } = ROUTES;
const SECRET = TEST_ENV.SESSION_SECRET;

let db: StoreDatabase;
let now: number;

function reserveForm() {
  const form = new FormData();
  const fields = {
    kind: 'event',
    'selection.eventId': recorded.EVENT_ID,
    [`quantity.${recorded.VIP_ID}`]: '2',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '08031234567',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function service() {
  return installFakeService({
    [DETAIL]: [reply(200, recorded.experienceDetail)],
    [TICKETS]: [reply(200, recorded.ticketCategories)],
    [HOLDS]: [reply(201, recorded.createdHolds)],
    [ROUTES.release(recorded.RESERVATION_VIP)]: [reply(200, releasedReply)],
  });
}

/** A place of this browser (in its cookie), let in at the on-sale a minute ago, with a turn of `turnSeconds`. */
async function placeLetIn(turnSeconds = 600): Promise<string> {
  await saveRoomSettings(
    db,
    {
      id: ROOM,
      enabled: true,
      opensAt: now - 10 * 60_000,
      onSaleAt: now - 60_000,
      admitPerMinute: 100,
      turnSeconds,
    },
    'staff-1',
    now,
  );
  const joined = await joinRoom(
    db,
    ROOM,
    { address: '10.9.0.1', placesPerAddress: 5 },
    now - 5 * 60_000,
  );
  if (!joined.ok) throw new Error(joined.message);
  await admitDue(db, ROOM, now - 60_000);
  request.cookies.set(PLACE_COOKIE, cookieWithPlace(undefined, ROOM, joined.place.id));
  return joined.place.id;
}

async function sessionHolding(fields: {
  sid?: string;
  admission?: string;
  withCheckout?: boolean;
}) {
  const session = await getCheckoutSession();
  session.sid = fields.sid;
  session.admission = fields.admission;
  if (fields.withCheckout) session.checkout = eventCheckout();
  await session.save();
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearCookies();
  startRequest();
  now = Date.now();
  db = await storefrontDatabase();
  await db.deleteFrom('waiting_room_places').execute();
  await db.deleteFrom('waiting_rooms').execute();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const refusal = (message: string) => ({
  ok: false,
  message,
  waitingRoomUrl: `/waiting-room/${ROOM}`,
});

describe('reserve under a waiting room', () => {
  it('refuses a session without an admission, pointing at the room, and holds nothing', async () => {
    await saveRoomSettings(
      db,
      {
        id: ROOM,
        enabled: true,
        opensAt: now - 60_000,
        onSaleAt: now,
        admitPerMinute: 10,
        turnSeconds: 600,
      },
      'staff-1',
      now,
    );
    const fake = service();
    await expect(reserve(null, reserveForm())).resolves.toEqual(
      refusal(ADMISSION_MESSAGES.waitingRoom),
    );
    expect(fake.callsTo(HOLDS)).toEqual([]);
  });

  it('refuses an expired admission: the turn is over', async () => {
    const placeId = await placeLetIn(60);
    request.cookies.delete(PLACE_COOKIE);
    await sessionHolding({
      sid: 'mine',
      admission: signAdmission({ roomId: ROOM, placeId, sid: 'mine', expiresAt: now - 1 }, SECRET),
    });
    const fake = service();
    await expect(reserve(null, reserveForm())).resolves.toEqual(
      refusal(ADMISSION_MESSAGES.turnOver),
    );
    expect(fake.callsTo(HOLDS)).toEqual([]);
  });

  it('refuses another session’s admission', async () => {
    const placeId = await placeLetIn();
    request.cookies.delete(PLACE_COOKIE);
    await sessionHolding({
      sid: 'mine',
      admission: signAdmission(
        { roomId: ROOM, placeId, sid: 'theirs', expiresAt: now + 600_000 },
        SECRET,
      ),
    });
    const fake = service();
    await expect(reserve(null, reserveForm())).resolves.toEqual(
      refusal(ADMISSION_MESSAGES.waitingRoom),
    );
    expect(fake.callsTo(HOLDS)).toEqual([]);
  });

  it('lets a browser whose place is in its turn reserve, and keeps the admission in its session', async () => {
    const placeId = await placeLetIn();
    const fake = service();
    await expect(redirectOf(reserve(null, reserveForm()))).resolves.toBe('/checkout');
    expect(fake.callsTo(HOLDS)).toHaveLength(1);
    const session = await getCheckoutSession();
    expect(readAdmission(session.admission, SECRET)).toMatchObject({
      roomId: ROOM,
      placeId,
      sid: session.sid,
    });
  });

  it('lets a session with its own live admission reserve without the place cookie', async () => {
    const placeId = await placeLetIn();
    request.cookies.delete(PLACE_COOKIE);
    await sessionHolding({
      sid: 'mine',
      admission: signAdmission(
        { roomId: ROOM, placeId, sid: 'mine', expiresAt: now + 600_000 },
        SECRET,
      ),
    });
    service();
    await expect(redirectOf(reserve(null, reserveForm()))).resolves.toBe('/checkout');
  });

  it('says sold out once the room’s event has nothing left', async () => {
    await placeLetIn();
    await db.updateTable('waiting_rooms').set({ sold_out_at: now }).execute();
    request.cookies.delete(PLACE_COOKIE);
    const fake = service();
    await expect(reserve(null, reserveForm())).resolves.toEqual(
      refusal(ADMISSION_MESSAGES.soldOut),
    );
    expect(fake.callsTo(HOLDS)).toEqual([]);
  });
});

describe('reserving again under a waiting room', () => {
  it('refuses a checkout whose session holds no live admission: nothing released, nothing held', async () => {
    await placeLetIn();
    request.cookies.delete(PLACE_COOKIE);
    await sessionHolding({ sid: 'mine', withCheckout: true });
    const fake = service();
    await expect(reserveAgain(null)).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: ADMISSION_MESSAGES.waitingRoom,
    });
    expect(fake.calls).toEqual([]);
  });
});

describe('a purchase under a waiting room', () => {
  it('ends the place’s turn once bought, freeing its room for the next shopper', async () => {
    const placeId = await placeLetIn();
    request.cookies.delete(PLACE_COOKIE);
    const REF = 'web-WWWWWWWWWWWWWWWWWWWWWW';
    const free = eventCheckout({
      merchantReference: REF,
      lines: [{ id: recorded.VIP_ID, title: 'VIP', quantity: 2, unitPrice: 0 }],
    });
    await sessionHolding({
      sid: 'mine',
      admission: signAdmission(
        { roomId: ROOM, placeId, sid: 'mine', expiresAt: now + 600_000 },
        SECRET,
      ),
    });
    const session = await getCheckoutSession();
    session.checkout = free;
    await session.save();
    installFakeService({
      [ROUTES.buy]: [reply(201, recorded.purchase(REF))],
      [ROUTES.lookup]: [reply(200, recorded.transaction(REF))],
    });
    const order = new FormData();
    order.set('order', REF);
    await expect(redirectOf(confirmPurchase(null, order))).resolves.toBe(`/orders/${REF}`);
    const place = await db
      .selectFrom('waiting_room_places')
      .select('finished_at')
      .where('id', '=', placeId)
      .executeTakeFirstOrThrow();
    expect(place.finished_at).not.toBeNull();
    expect((await getCheckoutSession()).admission).toBeUndefined();
  });
});
