// The last room raced over real HTTP by two customers whose stays share a night (A nights 1-3, B
// nights 3-5), the nights' pools made and connections opened before the race. Negative control
// first: with a read-then-write counter (only that guard off, race-guards.ts) the room is booked
// twice on the shared night; with every guard, exactly one customer gets it. One shared night,
// because it is the case a read-then-write loses: with two or more, each stay claims its nights in
// lock order and whoever writes the first shared night second reads the next one only after the
// other committed, so one of them is refused anyway. On SQLite the single writer
// makes that guard redundant (`interleavingEngine`): the control checks the race still comes out
// right there, and the PostgreSQL run is what catches the guard's loss.
import { describe, expect, it } from 'vitest';
import { poolKeys } from '../../domain/core/inventory';
import { addDays, lagosDate } from '../../domain/core/time';
import { SEED_ROOM_IDS } from '../../seed/hotels-data';
import { engineUnderTest, httpRequest, type ServedTestService } from '../harness';
import { setUpRacingServices } from '../per-file';
import { createPools, interleavingEngine, warmUp } from '../races';

const START = Date.parse('2030-03-11T09:00:00Z');
const SUITE = SEED_ROOM_IDS.presidentialSuite; // a single room: the last one
const ROUNDS = 20;
const day = (n: number) => addDays(lagosDate(START), n);

const { safe, without } = setUpRacingServices(['conditional-counter-update'], {
  seed: true,
  start: START,
});
const readThenWrite = () => without['conditional-counter-update'];

function holdSuite(s: ServedTestService, email: string, checkin: string, checkout: string) {
  const item = {
    ticket_type: 'hotel',
    resource_id: SUITE,
    quantity: 1,
    metadata: { checkin_date: checkin, checkout_date: checkout, number_of_guests: 2 },
  };
  return httpRequest(s.url, 'POST', '/api/v1/svc/validate', {
    body: { tickets: [item], customer_info: { email } },
  });
}

/** Rooms taken per night of the suite by holds and purchases (what oversells when it exceeds 1). */
async function takenPerNight(s: ServedTestService) {
  const rows = await s.service.deps.database.db
    .selectFrom('hold_allocations')
    .select((eb) => ['pool_key', eb.fn.sum<number>('quantity').as('rooms')])
    .where('environment', '=', 'staging')
    .where('pool_key', 'like', `room:${SUITE}:%`)
    .groupBy('pool_key')
    .execute();
  return rows.map((r) => Number(r.rooms));
}

/** The check-in day of round r: A checks in on day b (nights b..b+2), B on b+2 (nights b+2..b+4). */
const checkInOf = (r: number) => 1 + r * 5;

/** ROUNDS races at once, each for other dates, every night's pool made before any request. */
async function race(s: ServedTestService) {
  await createPools(
    s,
    Array.from({ length: ROUNDS }, (_, r) => checkInOf(r)).flatMap((b) =>
      [0, 1, 2, 3, 4].map((n) => ({ poolKey: poolKeys.roomNight(SUITE, day(b + n)), capacity: 1 })),
    ),
  );
  await warmUp(s);
  return Promise.all(
    Array.from({ length: ROUNDS }, async (_, r) => {
      const b = checkInOf(r);
      const [a, bReply] = await Promise.all([
        holdSuite(s, `a.${r}@example.com`, day(b), day(b + 3)),
        holdSuite(s, `b.${r}@example.com`, day(b + 2), day(b + 5)),
      ]);
      return {
        b,
        a,
        bReply,
        email: a.status === 201 ? `a.${r}@example.com` : `b.${r}@example.com`,
      };
    }),
  );
}

describe(`the last room raced on overlapping nights (${engineUnderTest})`, () => {
  it.runIf(interleavingEngine)(
    'negative control: with a read-then-write counter the same race books the room twice',
    async () => {
      const rounds = await race(readThenWrite());
      const doubles = rounds.filter(({ a, bReply }) => a.status === 201 && bReply.status === 201);
      expect(doubles.length).toBeGreaterThan(0);
      expect(Math.max(...(await takenPerNight(readThenWrite())))).toBeGreaterThan(1);
    },
  );

  it.skipIf(interleavingEngine)(
    'on SQLite a read-then-write counter cannot book the room twice (one writer runs each transaction alone); the PostgreSQL run catches its loss',
    async () => {
      const rounds = await race(readThenWrite());
      for (const { a, bReply } of rounds)
        expect([a.status, bReply.status].sort()).toEqual([201, 409]);
      expect(Math.max(...(await takenPerNight(readThenWrite())))).toBe(1);
    },
  );

  it('goes to exactly one customer each time; the other gets 409 with none left; the winner books it', async () => {
    const rounds = await race(safe);
    for (const { a, bReply } of rounds) {
      expect([a.status, bReply.status].sort()).toEqual([201, 409]);
      const loser = a.status === 409 ? a : bReply;
      expect(loser.body.errors.tickets[0]).toMatch(/Only 0 rooms/);
    }
    expect(Math.max(...(await takenPerNight(safe)))).toBe(1);

    const { b, a, email } = rounds[0]!;
    const [checkin, checkout] = a.status === 201 ? [day(b), day(b + 3)] : [day(b + 2), day(b + 5)];
    const winner = a.status === 201 ? a : rounds[0]!.bReply;
    const purchase = await httpRequest(safe.url, 'POST', '/v2/svc/hotels/buy', {
      body: {
        room_id: SUITE,
        reservation_ids: [winner.body.data.reservations[0].reservation_id],
        number_of_guests: 2,
        number_of_rooms: 1,
        checkin_date: checkin,
        checkout_date: checkout,
        customer_info: { email, phone_number: '+2348031234567' },
      },
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    expect(purchase.body.data).toMatchObject({ number_of_nights: 3, amount: 1_950_000 });
  });
});
