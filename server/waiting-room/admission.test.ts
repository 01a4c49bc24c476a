// Admission: which room governs a selection, and whether a session holds a live, signed admission of its own to it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Selection } from '@/lib/sellables/kinds';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { admitDue } from './admit';
import {
  ADMISSION_MESSAGES,
  admitFromPlace,
  checkAdmission,
  extendTurnForHolds,
  finishAdmission,
  governingRoom,
  grantAdmission,
  readAdmission,
  signAdmission,
  type AdmissionSession,
} from './admission';
import { joinRoom } from './places';
import { saveRoomSettings } from './settings';
import { recordSoldOut } from './sold-out';
import { EVENT_ID, MINUTE, ON_SALE, openRoom, ROOM, roomSettingsOf } from './test-support';

const SECRET = 's'.repeat(32);
const EVENT: Selection = { kind: 'event', eventId: EVENT_ID };
const OTHER_EVENT: Selection = { kind: 'event', eventId: '11111111-2222-4333-8444-555555555555' };
const CINEMA: Selection = {
  kind: 'cinema',
  filmId: '22222222-3333-4444-8555-666666666666',
  locationId: 1,
  timeId: 2,
  date: '2026-12-01',
};

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

/** A place let in at the on-sale, with a turn of `turnSeconds`. */
async function admittedPlace(turnSeconds = 600): Promise<string> {
  await openRoom(db, { turnSeconds });
  const joined = await joinRoom(
    db,
    ROOM,
    { address: '10.3.0.1', placesPerAddress: 5 },
    ON_SALE - MINUTE,
  );
  if (!joined.ok) throw new Error(joined.message);
  await admitDue(db, ROOM, ON_SALE);
  return joined.place.id;
}

describe('the room governing a selection', () => {
  it('is the event’s own room, else the shop’s, while on and from its opening time', async () => {
    expect(await governingRoom(db, EVENT, ON_SALE)).toBeUndefined();
    await openRoom(db);
    expect((await governingRoom(db, EVENT, ON_SALE))?.id).toBe(ROOM);
    expect(await governingRoom(db, EVENT, ON_SALE - 31 * MINUTE)).toBeUndefined();
    expect(await governingRoom(db, OTHER_EVENT, ON_SALE)).toBeUndefined();
    await openRoom(db, { id: 'shop' });
    expect((await governingRoom(db, OTHER_EVENT, ON_SALE))?.id).toBe('shop');
    expect((await governingRoom(db, CINEMA, ON_SALE))?.id).toBe('shop');
    expect((await governingRoom(db, EVENT, ON_SALE))?.id).toBe(ROOM);
    await saveRoomSettings(db, roomSettingsOf({ enabled: false }), 'staff-1', ON_SALE);
    expect((await governingRoom(db, EVENT, ON_SALE))?.id).toBe('shop');
  });
});

describe('checking an admission', () => {
  it('lets anybody reserve what no room governs', async () => {
    expect(await checkAdmission(db, {}, EVENT, ON_SALE, SECRET)).toEqual({ ok: true });
  });

  it('refuses a session without an admission, pointing at the room', async () => {
    await openRoom(db);
    expect(await checkAdmission(db, { sid: 'abc' }, EVENT, ON_SALE, SECRET)).toEqual({
      ok: false,
      roomId: ROOM,
      reason: 'no-admission',
      message: ADMISSION_MESSAGES.waitingRoom,
    });
  });

  it('accepts the session’s own admission to the room while the place is in its turn', async () => {
    const placeId = await admittedPlace();
    const session: AdmissionSession = {};
    grantAdmission(session, { roomId: ROOM, placeId, turnEndsAt: ON_SALE + 600_000 }, SECRET);
    expect(session.sid).toMatch(/^[\w-]{16}$/);
    expect(await checkAdmission(db, session, EVENT, ON_SALE + 1_000, SECRET)).toEqual({
      ok: true,
      room: ROOM,
      placeId,
    });
  });

  it('refuses an expired admission: the turn is over', async () => {
    const placeId = await admittedPlace();
    const session: AdmissionSession = { sid: 'session-1' };
    grantAdmission(session, { roomId: ROOM, placeId, turnEndsAt: ON_SALE + 600_000 }, SECRET);
    expect(await checkAdmission(db, session, EVENT, ON_SALE + 600_000, SECRET)).toMatchObject({
      ok: false,
      reason: 'turn-over',
      message: ADMISSION_MESSAGES.turnOver,
    });
  });

  it('refuses another session’s admission, a forged or altered one, and one to another room', async () => {
    const placeId = await admittedPlace();
    const theirs: AdmissionSession = { sid: 'session-1' };
    grantAdmission(theirs, { roomId: ROOM, placeId, turnEndsAt: ON_SALE + 600_000 }, SECRET);
    const at = ON_SALE + 1_000;
    expect(
      await checkAdmission(
        db,
        { sid: 'session-2', admission: theirs.admission },
        EVENT,
        at,
        SECRET,
      ),
    ).toMatchObject({ ok: false, reason: 'no-admission' });
    const forged = signAdmission(
      { roomId: ROOM, placeId, sid: 'session-2', expiresAt: ON_SALE + 600_000 },
      'f'.repeat(32),
    );
    expect(
      await checkAdmission(db, { sid: 'session-2', admission: forged }, EVENT, at, SECRET),
    ).toMatchObject({ ok: false });
    const [payload, signature] = theirs.admission!.split('.');
    const longer = Buffer.from(
      JSON.stringify({ r: ROOM, p: placeId, s: 'session-1', e: ON_SALE + 9_000_000 }),
    ).toString('base64url');
    expect(payload).not.toBe(longer);
    expect(
      await checkAdmission(
        db,
        { sid: 'session-1', admission: `${longer}.${signature}` },
        EVENT,
        at,
        SECRET,
      ),
    ).toMatchObject({ ok: false });
    const elsewhere = signAdmission(
      { roomId: 'shop', placeId, sid: 'session-1', expiresAt: ON_SALE + 600_000 },
      SECRET,
    );
    expect(
      await checkAdmission(db, { sid: 'session-1', admission: elsewhere }, EVENT, at, SECRET),
    ).toMatchObject({ ok: false });
    expect(readAdmission('not.a.token', SECRET)).toBeUndefined();
    expect(readAdmission(undefined, SECRET)).toBeUndefined();
  });

  it('refuses an admission naming a place that was never let in, or whose purchase is done', async () => {
    await openRoom(db);
    const joined = await joinRoom(
      db,
      ROOM,
      { address: '10.3.0.2', placesPerAddress: 5 },
      ON_SALE - MINUTE,
    );
    if (!joined.ok) throw new Error(joined.message);
    const waiting: AdmissionSession = { sid: 'session-1' };
    grantAdmission(
      waiting,
      { roomId: ROOM, placeId: joined.place.id, turnEndsAt: ON_SALE + 600_000 },
      SECRET,
    );
    expect(await checkAdmission(db, waiting, EVENT, ON_SALE - 1, SECRET)).toMatchObject({
      ok: false,
    });
    await admitDue(db, ROOM, ON_SALE);
    expect(await checkAdmission(db, waiting, EVENT, ON_SALE + 1, SECRET)).toMatchObject({
      ok: true,
    });
    await finishAdmission(db, waiting, ON_SALE + 2, SECRET);
    expect(waiting.admission).toBeUndefined();
    grantAdmission(
      waiting,
      { roomId: ROOM, placeId: joined.place.id, turnEndsAt: ON_SALE + 600_000 },
      SECRET,
    );
    expect(await checkAdmission(db, waiting, EVENT, ON_SALE + 3, SECRET)).toMatchObject({
      ok: false,
    });
  });

  it('says sold out once the room’s event has nothing left', async () => {
    await openRoom(db);
    await recordSoldOut(db, ROOM, true, ON_SALE);
    expect(await checkAdmission(db, { sid: 'x' }, EVENT, ON_SALE, SECRET)).toMatchObject({
      ok: false,
      reason: 'sold-out',
      message: ADMISSION_MESSAGES.soldOut,
    });
  });
});

describe('admitting through the browser’s place', () => {
  it('grants an admission for a place in its turn, and none for a place still waiting or unknown', async () => {
    await openRoom(db, { admitPerMinute: 1 });
    const ids = [];
    for (let n = 0; n < 2; n++) {
      const joined = await joinRoom(
        db,
        ROOM,
        { address: `10.3.1.${n}`, placesPerAddress: 5 },
        ON_SALE + n,
      );
      if (!joined.ok) throw new Error(joined.message);
      ids.push(joined.place.id);
    }
    await admitDue(db, ROOM, ON_SALE + 10);
    const session: AdmissionSession = {};
    expect(await admitFromPlace(db, session, ROOM, ids[1], ON_SALE + 20, SECRET)).toBe(false);
    expect(await admitFromPlace(db, session, ROOM, 'unknown', ON_SALE + 20, SECRET)).toBe(false);
    expect(session.admission).toBeUndefined();
    expect(await admitFromPlace(db, session, ROOM, ids[0], ON_SALE + 20, SECRET)).toBe(true);
    expect(readAdmission(session.admission, SECRET)).toEqual({
      roomId: ROOM,
      placeId: ids[0],
      sid: session.sid,
      expiresAt: ON_SALE + 10 + 600_000,
    });
  });
});

describe('a reserve within the turn', () => {
  it('keeps the place in its turn while the holds last, so the customer may pay or hold again', async () => {
    const placeId = await admittedPlace(120);
    const session: AdmissionSession = { sid: 'session-1' };
    grantAdmission(session, { roomId: ROOM, placeId, turnEndsAt: ON_SALE + 120_000 }, SECRET);
    await extendTurnForHolds(db, session, ON_SALE + 900_000, ON_SALE + 60_000, SECRET);
    expect(readAdmission(session.admission, SECRET)?.expiresAt).toBe(ON_SALE + 900_000);
    expect(await checkAdmission(db, session, EVENT, ON_SALE + 600_000, SECRET)).toMatchObject({
      ok: true,
    });
    const row = await db
      .selectFrom('waiting_room_places')
      .select('turn_ends_at')
      .where('id', '=', placeId)
      .executeTakeFirstOrThrow();
    expect(row.turn_ends_at).toBe(ON_SALE + 900_000);
  });

  it('does not extend a turn that is over, or shorten one', async () => {
    const placeId = await admittedPlace(120);
    const session: AdmissionSession = { sid: 'session-1' };
    grantAdmission(session, { roomId: ROOM, placeId, turnEndsAt: ON_SALE + 120_000 }, SECRET);
    const token = session.admission;
    await extendTurnForHolds(db, session, ON_SALE + 60_000, ON_SALE + 10_000, SECRET);
    await extendTurnForHolds(db, session, ON_SALE + 900_000, ON_SALE + 130_000, SECRET);
    expect(session.admission).toBe(token);
    const row = await db
      .selectFrom('waiting_room_places')
      .select('turn_ends_at')
      .where('id', '=', placeId)
      .executeTakeFirstOrThrow();
    expect(row.turn_ends_at).toBe(ON_SALE + 120_000);
  });
});
