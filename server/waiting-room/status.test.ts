// Where a place stands: before the sale, waiting (position, people ahead, the estimated wait), its turn, its turn
// over, sold out, closed; and the room's live figures.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAdmitThrottle } from './admit';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { finishPlace, joinRoom } from './places';
import { saveRoomSettings, SHOP_ROOM } from './settings';
import { recordSoldOut } from './sold-out';
import { admissionsPerMinute, placeStatus, roomFigures } from './status';
import { MINUTE, ON_SALE, openRoom, ROOM, roomSettingsOf } from './test-support';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
  clearAdmitThrottle();
});
afterEach(async () => {
  await db.destroy();
});

async function join(n: number, at: number): Promise<string> {
  const joined = await joinRoom(db, ROOM, { address: `10.2.0.${n}`, placesPerAddress: 5 }, at);
  if (!joined.ok) throw new Error(joined.message);
  return joined.place.id;
}

describe('a place’s status', () => {
  it('before the sale: no position yet (the draw is at the on-sale), the wait until it', async () => {
    await openRoom(db);
    const place = await join(1, ON_SALE - 90_500);
    expect(await placeStatus(db, ROOM, place, ON_SALE - 90_500)).toEqual({
      state: 'before-sale',
      roomId: ROOM,
      position: null,
      ahead: null,
      etaSeconds: 91,
      onSaleAt: ON_SALE,
      turnEndsAt: null,
      turnSeconds: 600,
    });
  });

  it('waiting: its position among those not let in, the people ahead and the wait at the room’s rate', async () => {
    await openRoom(db, { admitPerMinute: 2 });
    const places = [];
    for (let n = 0; n < 6; n++) places.push(await join(n, ON_SALE + n));
    // The first status lets two in (a minute's worth); the sixth arrival has three ahead of it.
    expect(await placeStatus(db, ROOM, places[5], ON_SALE + 10)).toMatchObject({
      state: 'waiting',
      position: 4,
      ahead: 3,
      etaSeconds: 120,
    });
    expect(await placeStatus(db, ROOM, places[2], ON_SALE + 10)).toMatchObject({
      state: 'waiting',
      position: 1,
      ahead: 0,
      etaSeconds: 30,
    });
    // A place ahead that leaves moves everybody behind it up.
    await finishPlace(db, ROOM, places[2]!, ON_SALE + 20);
    expect(await placeStatus(db, ROOM, places[5], ON_SALE + 30)).toMatchObject({
      position: 3,
      ahead: 2,
    });
  });

  it('estimates the wait by the turns that fit in a minute when only active shoppers are limited', async () => {
    const room = await openRoom(db, { admitPerMinute: undefined, maxActive: 5, turnSeconds: 300 });
    expect(admissionsPerMinute(room)).toBe(1);
    expect(admissionsPerMinute({ ...room, admitPerMinute: 0.5 })).toBe(0.5);
    const places = [];
    for (let n = 0; n < 8; n++) places.push(await join(n, ON_SALE + n));
    expect(await placeStatus(db, ROOM, places[7], ON_SALE + 10)).toMatchObject({
      state: 'waiting',
      position: 3,
      etaSeconds: 180,
    });
  });

  it('its turn, with when it ends; then its turn over', async () => {
    await openRoom(db, { turnSeconds: 120 });
    const place = await join(1, ON_SALE - MINUTE);
    expect(await placeStatus(db, ROOM, place, ON_SALE)).toMatchObject({
      state: 'your-turn',
      position: null,
      turnEndsAt: ON_SALE + 120_000,
      turnSeconds: 120,
    });
    expect(await placeStatus(db, ROOM, place, ON_SALE + 120_000)).toMatchObject({
      state: 'turn-over',
      turnEndsAt: ON_SALE + 120_000,
    });
  });

  it('sold out: every place still waiting sees it, and nobody is let in', async () => {
    await openRoom(db);
    const place = await join(1, ON_SALE - MINUTE);
    await recordSoldOut(db, ROOM, true, ON_SALE - 1);
    expect(await placeStatus(db, ROOM, place, ON_SALE)).toMatchObject({
      state: 'sold-out',
      position: null,
    });
    expect(await placeStatus(db, ROOM, undefined, ON_SALE)).toMatchObject({ state: 'sold-out' });
    await recordSoldOut(db, ROOM, false, ON_SALE + 1);
    expect(await placeStatus(db, ROOM, place, ON_SALE + 2)).toMatchObject({ state: 'your-turn' });
  });

  it('closed for a room turned off or gone; not joined for a browser without a place', async () => {
    expect(await placeStatus(db, ROOM, 'nothing', ON_SALE)).toMatchObject({
      state: 'closed',
      onSaleAt: null,
    });
    await openRoom(db);
    expect(await placeStatus(db, ROOM, undefined, ON_SALE)).toMatchObject({
      state: 'not-joined',
      onSaleAt: ON_SALE,
    });
    expect(await placeStatus(db, ROOM, 'someone-elses', ON_SALE)).toMatchObject({
      state: 'not-joined',
    });
    await saveRoomSettings(db, roomSettingsOf({ enabled: false }), 'staff-1', ON_SALE);
    expect(await placeStatus(db, ROOM, undefined, ON_SALE)).toMatchObject({ state: 'closed' });
  });
});

describe('a place’s status with the admission step throttled', () => {
  it('runs the admission step at most once a second per room; the polls between only read', async () => {
    await openRoom(db, { admitPerMinute: 120 });
    const places = [];
    // Arrivals after the on-sale queue in order, so the last stands last.
    for (let n = 0; n < 200; n++) places.push(await join(n, ON_SALE + n));
    const last = places[199];
    const every = { admitEveryMs: 1_000 };
    const start = ON_SALE + 1_000;
    // The first poll lets in a minute's worth (120).
    expect(await placeStatus(db, ROOM, last, start, every)).toMatchObject({
      state: 'waiting',
      position: 80,
    });
    // Soon after, the rate has earned one more turn, but nobody is let in until a second has passed.
    expect(await placeStatus(db, ROOM, last, start + 600, every)).toMatchObject({
      state: 'waiting',
      position: 80,
    });
    expect(await placeStatus(db, ROOM, last, start + 999, every)).toMatchObject({ position: 80 });
    expect(await placeStatus(db, ROOM, last, start + 1_000, every)).toMatchObject({ position: 78 });
    // Without the throttle each poll runs the step.
    expect(await placeStatus(db, ROOM, last, start + 1_500)).toMatchObject({ position: 77 });
  });

  it('the throttle is per room: another room’s poll does not hold this one back', async () => {
    await openRoom(db, { admitPerMinute: 60 });
    const place = await join(1, ON_SALE - MINUTE);
    const every = { admitEveryMs: 1_000 };
    expect(await placeStatus(db, SHOP_ROOM, undefined, ON_SALE, every)).toMatchObject({
      state: 'closed',
    });
    expect(await placeStatus(db, ROOM, place, ON_SALE, every)).toMatchObject({
      state: 'your-turn',
    });
  });
});

describe('a room’s figures', () => {
  it('counts those waiting, let in, in their turn and let in within the last minute', async () => {
    await openRoom(db, { admitPerMinute: 3, turnSeconds: 60 });
    for (let n = 0; n < 10; n++) await join(n, ON_SALE - MINUTE);
    await placeStatus(db, ROOM, undefined, ON_SALE);
    await placeStatus(db, ROOM, undefined, ON_SALE + 40_000);
    expect(await roomFigures(db, ROOM, ON_SALE + 40_000)).toEqual({
      waiting: 5,
      admitted: 5,
      active: 5,
      admittedLastMinute: 5,
    });
    expect(await roomFigures(db, ROOM, ON_SALE + 61_000)).toEqual({
      waiting: 5,
      admitted: 5,
      active: 2,
      admittedLastMinute: 2,
    });
  });
});
