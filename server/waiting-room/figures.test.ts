// Tests of a waiting room's live figures on the storefront database (SQLite here, PostgreSQL under test:pg).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { WaitingRoomPlacesTable } from '@/server/store-db/schema';
import { roomFigures } from './figures';

const NOW = 1_800_000_000_000;
let db: StoreDatabase;
let sequence = 0;

beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => db.destroy());

async function place(fields: Partial<WaitingRoomPlacesTable>, roomId = 'shop') {
  sequence += 1;
  await db
    .insertInto('waiting_room_places')
    .values({ id: `place-${sequence}`, room_id: roomId, address_key: 'a', joined_at: NOW - 600_000, early: 0, sort_key: sequence, admitted_at: null, turn_ends_at: null, finished_at: null, email: null, notified_at: null, ...fields })
    .execute();
}

describe('roomFigures', () => {
  it('counts those waiting, let in, shopping now and let in during the last minute, of this room alone', async () => {
    await place({});
    await place({ early: 1 });
    // Let in 30 s ago, shopping.
    await place({ admitted_at: NOW - 30_000, turn_ends_at: NOW + 570_000 });
    // Let in 5 minutes ago: bought (finished), and one whose turn lapsed.
    await place({ admitted_at: NOW - 300_000, turn_ends_at: NOW + 300_000, finished_at: NOW - 100_000 });
    await place({ admitted_at: NOW - 700_000, turn_ends_at: NOW - 100_000 });
    // Left the queue before its turn: counted nowhere but in none of the figures above.
    await place({ finished_at: NOW - 1000 });
    await place({}, 'event:6f9619ff-8b86-4011-b42d-00c04fc964ff');
    expect(await roomFigures(db, 'shop', NOW)).toEqual({ waiting: 2, admitted: 3, active: 1, admittedLastMinute: 1 });
  });

  it('is all zeros for a room nobody joined', async () => {
    expect(await roomFigures(db, 'shop', NOW)).toEqual({ waiting: 0, admitted: 0, active: 0, admittedLastMinute: 0 });
  });
});
