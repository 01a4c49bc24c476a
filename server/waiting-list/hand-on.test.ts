// The hand-on: the next people in order, as many as there are tickets; a lapsed turn passes to the next; offers kept
// out of what others may hold; and two instances handing on at once offer each ticket once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import { createStoreDatabase, type StoreDatabase } from '@/server/store-db/connect';
import { handOn, turnsFor } from './hand-on';
import { joinList, leaveList, markOfferReserved, outstandingOffers } from './store';
import { joinInOrder, KEY, SUBJECT, T0, TURN_MS } from './test-support';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

const emailsOf = (result: Awaited<ReturnType<typeof handOn>>) =>
  result.offered.map((entry) => `${entry.email}×${entry.offered_quantity}`);

describe('turnsFor', () => {
  it('offers each in order their count, the last what is left', () => {
    expect(
      turnsFor(
        [
          { id: 'a', quantity: 2 },
          { id: 'b', quantity: 3 },
          { id: 'c', quantity: 1 },
        ],
        4,
      ),
    ).toEqual([
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 2 },
    ]);
    expect(turnsFor([{ id: 'a', quantity: 2 }], 0)).toEqual([]);
  });
});

describe('handing on', () => {
  it('offers the next people in the order they joined, as many as there are tickets', async () => {
    await joinInOrder(db, [2, 1, 3]);
    expect(emailsOf(await handOn(db, KEY, 0, T0 + 10_000, TURN_MS))).toEqual([]);
    expect(emailsOf(await handOn(db, KEY, 3, T0 + 10_000, TURN_MS))).toEqual([
      'a@example.com×2',
      'b@example.com×1',
    ]);
    // The same tickets are not offered twice: the outstanding offers keep them.
    expect(emailsOf(await handOn(db, KEY, 3, T0 + 11_000, TURN_MS))).toEqual([]);
    expect(await outstandingOffers(db, KEY, T0 + 11_000)).toBe(3);
    // Two more came back: the next gets them.
    expect(emailsOf(await handOn(db, KEY, 5, T0 + 12_000, TURN_MS))).toEqual(['c@example.com×2']);
  });

  it('passes a lapsed turn to the next; a turn used to hold the tickets stays used', async () => {
    const [, b] = await joinInOrder(db, [1, 1, 1]);
    const first = await handOn(db, KEY, 2, T0 + 10_000, TURN_MS);
    expect(emailsOf(first)).toEqual(['a@example.com×1', 'b@example.com×1']);
    // b holds its ticket (one less left at the service); a never comes.
    await markOfferReserved(db, b!.id, 'web-REF', T0 + 20_000);
    const later = await handOn(db, KEY, 1, T0 + 10_000 + TURN_MS, TURN_MS);
    expect(later.lapsed).toBe(1);
    expect(emailsOf(later)).toEqual(['c@example.com×1']);
    const rows = await db
      .selectFrom('waiting_list_entries')
      .select(['email', 'status'])
      .orderBy('joined_at')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['lapsed', 'reserved', 'offered']);
  });

  it('skips those who left, and puts a rejoin after a lapse at the back', async () => {
    const [a] = await joinInOrder(db, [1, 1]);
    expect(await leaveList(db, a!.leave_token, T0 + 5_000)).toBe(true);
    expect(await leaveList(db, a!.leave_token, T0 + 5_001)).toBe(false);
    expect(emailsOf(await handOn(db, KEY, 1, T0 + 10_000, TURN_MS))).toEqual(['b@example.com×1']);
    await joinList(db, SUBJECT, { email: 'A@example.com', phone: null, quantity: 1 }, T0 + 20_000);
    await joinList(db, SUBJECT, { email: 'c@example.com', phone: null, quantity: 1 }, T0 + 30_000);
    expect(emailsOf(await handOn(db, KEY, 2, T0 + 40_000, TURN_MS))).toEqual(['a@example.com×1']);
  });

  it('keeps one entry per email; joining again changes the count and keeps the place', async () => {
    await joinInOrder(db, [1, 1]);
    await joinList(
      db,
      SUBJECT,
      { email: 'a@example.com', phone: '+2348012345678', quantity: 3 },
      T0 + 50_000,
    );
    const rows = await db
      .selectFrom('waiting_list_entries')
      .select(['email', 'quantity', 'phone'])
      .orderBy('joined_at')
      .execute();
    expect(rows).toEqual([
      { email: 'a@example.com', quantity: 3, phone: '+2348012345678' },
      { email: 'b@example.com', quantity: 1, phone: null },
    ]);
  });

  it('leaves out the entry’s own offer from what it keeps from others', async () => {
    const [a] = await joinInOrder(db, [2]);
    await handOn(db, KEY, 2, T0 + 10_000, TURN_MS);
    expect(await outstandingOffers(db, KEY, T0 + 10_001)).toBe(2);
    expect(await outstandingOffers(db, KEY, T0 + 10_001, a!.id)).toBe(0);
    expect(await outstandingOffers(db, KEY, T0 + 10_000 + TURN_MS)).toBe(0);
  });
});

describe('two instances handing on at once', () => {
  const url = process.env.STOREFRONT_DATABASE_URL;
  /** A second connection to the same database, as another instance has (SQLite serves one instance: the same one). */
  const twoInstances = (): [StoreDatabase, StoreDatabase] => [
    db,
    url ? createStoreDatabase({ url, sqlitePath: ':memory:' }) : db,
  ];

  it('offers each ticket once', async () => {
    const [a, b] = twoInstances();
    try {
      await joinInOrder(a, [1, 1, 1, 1, 1, 1, 1, 1]);
      const calls = [];
      for (let i = 0; i < 6; i++)
        calls.push(
          handOn(a, KEY, 3, T0 + 10_000 + i, TURN_MS),
          handOn(b, KEY, 3, T0 + 10_000 + i, TURN_MS),
        );
      const offered = (await Promise.all(calls)).flatMap((result) =>
        result.offered.map((entry) => entry.email),
      );
      expect(offered.toSorted()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
      expect(await outstandingOffers(a, KEY, T0 + 20_000)).toBe(3);
      expect(
        (await a.selectFrom('waiting_lists').select('offered').executeTakeFirstOrThrow()).offered,
      ).toBe(3);
    } finally {
      if (b !== db) await b.destroy();
    }
  });
});
