// The admission step: by rate, by active shoppers, both; lapsed turns; emails once; and one admission per turn
// when two storefront instances (two connections to one database) admit at the same moment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import { createStoreDatabase, type StoreDatabase } from '@/server/store-db/connect';
import { activeShoppers, admissionsDue, admitDue } from './admit';
import { askForEmail, finishPlace, joinRoom } from './places';
import { recordSoldOut } from './sold-out';
import { saveRoomSettings } from './settings';
import { MINUTE, ON_SALE, openRoom, ROOM, roomSettingsOf } from './test-support';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

async function fill(count: number, at = ON_SALE - MINUTE, into = db): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const joined = await joinRoom(
      into,
      ROOM,
      { address: `10.1.${Math.floor(n / 250)}.${n % 250}`, placesPerAddress: 5 },
      at + n,
    );
    if (!joined.ok) throw new Error(joined.message);
    ids.push(joined.place.id);
  }
  return ids;
}

const admittedCount = async (at: number) => (await admitDue(db, ROOM, at)).admitted.length;

describe('admitting by rate', () => {
  it('lets in a minute’s worth at the on-sale, then the rate, never more than one minute’s credit', async () => {
    await openRoom(db, { admitPerMinute: 10 });
    await fill(100);
    expect(await admittedCount(ON_SALE - 1)).toBe(0);
    expect(await admittedCount(ON_SALE)).toBe(10);
    expect(await admittedCount(ON_SALE)).toBe(0);
    expect(await admittedCount(ON_SALE + 5_999)).toBe(0);
    expect(await admittedCount(ON_SALE + 6_000)).toBe(1);
    expect(await admittedCount(ON_SALE + 30_000)).toBe(4);
    // Ten minutes idle earn one minute's credit, no more.
    expect(await admittedCount(ON_SALE + 10 * MINUTE)).toBe(10);
    expect(
      (await db.selectFrom('waiting_rooms').select('admitted').executeTakeFirstOrThrow()).admitted,
    ).toBe(25);
  });

  it('keeps the unspent part of the credit, so the rate holds over time whatever the polling', async () => {
    await openRoom(db, { admitPerMinute: 7 });
    await fill(60);
    let total = 0;
    for (let at = ON_SALE; at <= ON_SALE + 5 * MINUTE; at += 3_331)
      total += await admittedCount(at);
    // A minute's worth at the start, then 7 a minute for 5 minutes (within one for the last partial step).
    expect(total).toBeGreaterThanOrEqual(7 + 34);
    expect(total).toBeLessThanOrEqual(7 + 35);
  });
});

describe('admitting by active shoppers', () => {
  it('keeps at most maxActive in their turn; a finished purchase or a lapsed turn frees a place', async () => {
    await openRoom(db, { admitPerMinute: undefined, maxActive: 3, turnSeconds: 120 });
    await fill(10);
    const [first] = (await admitDue(db, ROOM, ON_SALE)).admitted;
    expect(await admittedCount(ON_SALE + 1_000)).toBe(0);
    await finishPlace(db, ROOM, first!.id, ON_SALE + 2_000);
    expect(await admittedCount(ON_SALE + 3_000)).toBe(1);
    expect(await activeShoppers(db, ROOM, ON_SALE + 3_000)).toBe(3);
    // The two others' turns (from ON_SALE) lapse at +120 s unused: two more go in.
    expect(await admittedCount(ON_SALE + 119_999)).toBe(0);
    expect(await admittedCount(ON_SALE + 120_000)).toBe(2);
  });

  it('with both limits, lets in the smaller number', async () => {
    const room = await openRoom(db, { admitPerMinute: 60, maxActive: 4 });
    expect(admissionsDue(room, 0, ON_SALE)).toBe(4);
    expect(admissionsDue(room, 3, ON_SALE)).toBe(1);
    expect(admissionsDue({ ...room, maxActive: 100 }, 0, ON_SALE)).toBe(60);
    expect(admissionsDue({ ...room, lastAdmitAt: ON_SALE - 500 }, 0, ON_SALE)).toBe(0);
  });
});

describe('when nobody is let in', () => {
  it('lets nobody in before the on-sale, in a room turned off, or once the event is sold out', async () => {
    await openRoom(db);
    await fill(5);
    expect(await admittedCount(ON_SALE - 1)).toBe(0);
    await recordSoldOut(db, ROOM, true, ON_SALE);
    expect(await admittedCount(ON_SALE)).toBe(0);
    await recordSoldOut(db, ROOM, false, ON_SALE);
    await saveRoomSettings(db, roomSettingsOf({ enabled: false }), 'staff-1', ON_SALE);
    expect(await admittedCount(ON_SALE)).toBe(0);
    await saveRoomSettings(db, roomSettingsOf(), 'staff-1', ON_SALE);
    expect(await admittedCount(ON_SALE)).toBe(5);
  });

  it('never lets in a finished place', async () => {
    await openRoom(db);
    const [gone] = await fill(1);
    await finishPlace(db, ROOM, gone!, ON_SALE - 1);
    expect(await admittedCount(ON_SALE)).toBe(0);
  });
});

describe('the turn email', () => {
  it('goes once, to the places that asked, when they are let in', async () => {
    await openRoom(db, { admitPerMinute: 2 });
    const ids = await fill(3);
    expect(await askForEmail(db, ROOM, ids[0]!, 'ada@example.com')).toBe(true);
    const notify = vi.fn(async () => undefined);
    await admitDue(db, ROOM, ON_SALE, { notify });
    await admitDue(db, ROOM, ON_SALE + MINUTE, { notify });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ id: ids[0], email: 'ada@example.com' }),
      expect.objectContaining({ id: ROOM }),
    );
    const row = await db
      .selectFrom('waiting_room_places')
      .select(['notified_at', 'admitted_at'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row.notified_at).toBe(row.admitted_at);
    // A place let in may no longer ask.
    expect(await askForEmail(db, ROOM, ids[1]!, 'bo@example.com')).toBe(false);
  });
});

describe('two instances admitting at once', () => {
  const url = process.env.STOREFRONT_DATABASE_URL;

  /**
   * A second connection to the same database, as another storefront instance has. SQLite serves one instance: its
   * calls at once share the one connection (better-sqlite3 would block the event loop on a second one's lock).
   */
  const twoInstances = (): [StoreDatabase, StoreDatabase] => [
    db,
    url ? createStoreDatabase({ url, sqlitePath: ':memory:' }) : db,
  ];

  it('lets each turn in once: as many as the limits allow, no place twice, the count exact', async () => {
    const [a, b] = twoInstances();
    try {
      await openRoom(a, { admitPerMinute: 30, maxActive: 25 });
      await fill(60, ON_SALE - MINUTE, a);
      const calls = [];
      for (let i = 0; i < 10; i++)
        calls.push(admitDue(a, ROOM, ON_SALE + i), admitDue(b, ROOM, ON_SALE + i));
      const admitted = (await Promise.all(calls)).flatMap((result) =>
        result.admitted.map((place) => place.id),
      );
      expect(admitted).toHaveLength(25);
      expect(new Set(admitted).size).toBe(25);
      const rows = await a
        .selectFrom('waiting_room_places')
        .select('id')
        .where('admitted_at', 'is not', null)
        .execute();
      expect(rows).toHaveLength(25);
      expect(
        (await a.selectFrom('waiting_rooms').select('admitted').executeTakeFirstOrThrow()).admitted,
      ).toBe(25);
    } finally {
      if (b !== db) await b.destroy();
    }
  });
});
