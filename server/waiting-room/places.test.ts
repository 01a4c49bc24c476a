// Places: early arrivals drawn at random, later ones in arrival order, one place per browser, a few per address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { admitDue } from './admit';
import { finishPlace, joinRoom, JOIN_MESSAGES, type JoinRequest } from './places';
import { saveRoomSettings } from './settings';
import { MINUTE, ON_SALE, openRoom, ROOM, roomSettingsOf } from './test-support';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

const visitor = (n: number, extra: Partial<JoinRequest> = {}): JoinRequest => ({
  address: `10.0.${Math.floor(n / 250)}.${n % 250}`,
  placesPerAddress: 3,
  ...extra,
});

async function join(n: number, at: number, extra: Partial<JoinRequest> = {}) {
  const joined = await joinRoom(db, ROOM, visitor(n, extra), at);
  if (!joined.ok) throw new Error(joined.message);
  return joined.place;
}

/** Lets everybody in, one a minute apart, and returns the places in the order they were let in. */
async function admissionOrder(count: number): Promise<string[]> {
  const order: string[] = [];
  for (let i = 0; order.length < count; i++)
    order.push(
      ...(await admitDue(db, ROOM, ON_SALE + i * MINUTE)).admitted.map((place) => place.id),
    );
  return order;
}

describe('joining a waiting room', () => {
  it('draws the places of those who came before the on-sale at random, then queues later arrivals in order', async () => {
    await openRoom(db, { admitPerMinute: 1 });
    const early = [];
    for (let n = 0; n < 40; n++) early.push((await join(n, ON_SALE - 20 * MINUTE + n * 1000)).id);
    const late = [];
    for (let n = 40; n < 45; n++) late.push((await join(n, ON_SALE + n * 1000)).id);
    const order = await admissionOrder(45);
    // Every early arrival goes before every later one; among the early, not by arrival (40! orders, one of them).
    expect(new Set(order.slice(0, 40))).toEqual(new Set(early));
    expect(order.slice(0, 40)).not.toEqual(early);
    expect(order.slice(40)).toEqual(late);
  });

  it('marks places taken before the sale as drawn, and those after as arrivals', async () => {
    await openRoom(db);
    expect((await join(1, ON_SALE - 1)).early).toBe(true);
    expect((await join(2, ON_SALE)).early).toBe(false);
  });

  it('keeps one place per browser: the place its cookie names, while it is in the queue or its turn', async () => {
    await openRoom(db);
    const first = await join(1, ON_SALE - MINUTE);
    const again = await joinRoom(db, ROOM, visitor(1, { placeId: first.id }), ON_SALE - 1000);
    expect(again).toMatchObject({ ok: true, created: false, place: { id: first.id } });
    expect(await db.selectFrom('waiting_room_places').select('id').execute()).toHaveLength(1);
  });

  it('gives a new place, at the back, to a browser whose turn is over or whose place finished', async () => {
    await openRoom(db, { turnSeconds: 60 });
    const first = await join(1, ON_SALE - MINUTE);
    await admitDue(db, ROOM, ON_SALE);
    const afterTurn = await joinRoom(db, ROOM, visitor(1, { placeId: first.id }), ON_SALE + 61_000);
    expect(afterTurn).toMatchObject({ ok: true, created: true, place: { early: false } });
    if (!afterTurn.ok) return;
    await finishPlace(db, ROOM, afterTurn.place.id, ON_SALE + 62_000);
    expect(
      await joinRoom(db, ROOM, visitor(1, { placeId: afterTurn.place.id }), ON_SALE + 63_000),
    ).toMatchObject({ ok: true, created: true });
  });

  it('ignores a cookie naming a place of another room or no place at all', async () => {
    await openRoom(db);
    const other = '11111111-2222-4333-8444-555555555555';
    await openRoom(db, { id: `event:${other}` });
    const elsewhere = await joinRoom(db, `event:${other}`, visitor(1), ON_SALE);
    if (!elsewhere.ok) throw new Error(elsewhere.message);
    expect(
      await joinRoom(db, ROOM, visitor(1, { placeId: elsewhere.place.id }), ON_SALE),
    ).toMatchObject({ ok: true, created: true });
    expect(
      await joinRoom(db, ROOM, visitor(2, { placeId: 'x'.repeat(200) }), ON_SALE),
    ).toMatchObject({ ok: true, created: true });
  });

  it('limits the live places of one address, and counts a place again once it is over', async () => {
    await openRoom(db, { maxActive: 1, admitPerMinute: undefined, turnSeconds: 60 });
    const shared = { address: '203.0.113.9', placesPerAddress: 2 };
    const first = await join(0, ON_SALE, shared);
    await join(0, ON_SALE + 1, shared);
    expect(await joinRoom(db, ROOM, shared, ON_SALE + 2)).toEqual({
      ok: false,
      reason: 'too-many',
      message: JOIN_MESSAGES['too-many'],
    });
    // Another address is not affected.
    expect((await joinRoom(db, ROOM, { ...shared, address: '203.0.113.10' }, ON_SALE + 3)).ok).toBe(
      true,
    );
    // The first place is let in, and its turn runs out: the address may take one more.
    expect((await admitDue(db, ROOM, ON_SALE + 4)).admitted.map((place) => place.id)).toEqual([
      first.id,
    ]);
    expect((await joinRoom(db, ROOM, shared, ON_SALE + 30_000)).ok).toBe(false);
    expect((await joinRoom(db, ROOM, shared, ON_SALE + 64_000)).ok).toBe(true);
  });

  it('keeps no address, only a digest of it', async () => {
    await openRoom(db);
    await join(0, ON_SALE, { address: '198.51.100.7' });
    const [row] = await db.selectFrom('waiting_room_places').select('address_key').execute();
    expect(row?.address_key).not.toContain('198.51');
  });

  it('refuses a room that does not exist, is off, or is not open yet', async () => {
    expect(await joinRoom(db, ROOM, visitor(1), ON_SALE)).toMatchObject({
      ok: false,
      reason: 'no-room',
    });
    await saveRoomSettings(db, roomSettingsOf({ enabled: false }), 'staff-1', ON_SALE);
    expect(await joinRoom(db, ROOM, visitor(1), ON_SALE)).toMatchObject({
      ok: false,
      reason: 'no-room',
    });
    await openRoom(db);
    expect(await joinRoom(db, ROOM, visitor(1), ON_SALE - 31 * MINUTE)).toEqual({
      ok: false,
      reason: 'not-open',
      message: JOIN_MESSAGES['not-open'],
    });
  });
});
