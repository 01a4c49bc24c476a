// The turn at reserve: tickets kept for others' outstanding offers are refused to everyone else; the customer with
// the turn may hold up to their offer; no read at all while no list of the lines has anyone on it; a used turn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { handOn } from './hand-on';
import { activeListKeys } from './store';
import { joinInOrder, CATEGORY, KEY, ORIGIN, SUBJECT, T0, TURN_MS } from './test-support';
import { KEPT_MESSAGE, keptForWaitingList, spendTurn, turnCovers } from './turn';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

const NOW = T0 + 20_000;
const lines = (quantity: number) => [{ id: CATEGORY, quantity }];

function depsLeaving(remaining: number) {
  return {
    activeKeys: vi.fn(async (into: StoreDatabase) => new Set(await activeListKeys(into, ORIGIN))),
    remaining: vi.fn(async () => remaining),
  };
}

/** Ada (2) and Bo (1) join; `available` tickets come back: Ada's turn first. */
async function offered(available: number) {
  await joinInOrder(db, [2, 1]);
  const { offered: turns } = await handOn(db, KEY, available, T0 + 10_000, TURN_MS);
  return turns;
}

describe('tickets kept for the waiting list', () => {
  it('refuses another customer what the outstanding offers keep, and lets them have what is beyond', async () => {
    await offered(2);
    expect(await keptForWaitingList(db, {}, SUBJECT.selection, lines(1), NOW, depsLeaving(2))).toBe(
      KEPT_MESSAGE,
    );
    expect(
      await keptForWaitingList(db, {}, SUBJECT.selection, lines(1), NOW, depsLeaving(3)),
    ).toBeNull();
    expect(await keptForWaitingList(db, {}, SUBJECT.selection, lines(2), NOW, depsLeaving(3))).toBe(
      KEPT_MESSAGE,
    );
    // Once the turn has run out, nothing is kept (until the next hand-on offers it on).
    expect(
      await keptForWaitingList(
        db,
        {},
        SUBJECT.selection,
        lines(2),
        T0 + 10_000 + TURN_MS,
        depsLeaving(2),
      ),
    ).toBeNull();
  });

  it('lets the customer with the turn hold up to their offer, and counts the others’ offers against them', async () => {
    const [ada] = await offered(3);
    const session = { waitingTurn: ada!.turn_token! };
    expect(
      await keptForWaitingList(db, session, SUBJECT.selection, lines(2), NOW, depsLeaving(3)),
    ).toBeNull();
    // Bo's one ticket is kept from Ada.
    expect(
      await keptForWaitingList(db, session, SUBJECT.selection, lines(3), NOW, depsLeaving(3)),
    ).toBe(KEPT_MESSAGE);
    expect(await turnCovers(db, session, SUBJECT.selection, lines(1), NOW)).toBe(true);
    expect(
      await turnCovers(
        db,
        session,
        SUBJECT.selection,
        [{ id: 'other-category', quantity: 1 }],
        NOW,
      ),
    ).toBe(false);
    expect(await turnCovers(db, session, SUBJECT.selection, lines(1), T0 + 10_000 + TURN_MS)).toBe(
      false,
    );
  });

  it('reads nothing more when no list of the lines has anyone on it', async () => {
    const deps = depsLeaving(0);
    expect(await keptForWaitingList(db, {}, SUBJECT.selection, lines(1), NOW, deps)).toBeNull();
    expect(deps.remaining).not.toHaveBeenCalled();
  });

  it('spends the turn on a hold of its line: the entry is reserved under the order’s key, the session forgets it', async () => {
    const [ada] = await offered(2);
    const session: { waitingTurn?: string } = { waitingTurn: ada!.turn_token! };
    await spendTurn(
      db,
      session,
      SUBJECT.selection,
      [{ id: 'other-category', quantity: 1 }],
      'web-OTHER',
      NOW,
    );
    expect(session.waitingTurn).toBe(ada!.turn_token);
    await spendTurn(db, session, SUBJECT.selection, lines(2), 'web-ORDER', NOW);
    expect(session.waitingTurn).toBeUndefined();
    const row = await db
      .selectFrom('waiting_list_entries')
      .select(['status', 'reserved_reference'])
      .where('id', '=', ada!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'reserved', reserved_reference: 'web-ORDER' });
    // No longer kept: what was Ada's is hers, held.
    expect(
      await keptForWaitingList(db, {}, SUBJECT.selection, lines(1), NOW, depsLeaving(0)),
    ).toBeNull();
  });
});
