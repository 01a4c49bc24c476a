// Seats raced over real HTTP, their pools made and connections opened before the race. Negative
// control first: with a read-then-write counter (only that guard off, race-guards.ts) two customers
// racing for each seat of a timed schedule double-book seats, which proves the race is caught; with
// every guard, each seat gets exactly one hold. On SQLite the single writer makes that guard
// redundant (`interleavingEngine`): the control checks the race still comes out right there, and
// the PostgreSQL run is what catches the guard's loss.
import { describe, expect, it } from 'vitest';
import { addDays, lagosDate } from '../../domain/core/time';
import { poolKeys } from '../../domain/core/inventory';
import { SEED_ROUTE_IDS } from '../../seed/bus-data';
import { newCustomer } from '../requests';
import { engineUnderTest, httpRequest, type ServedTestService } from '../harness';
import { createPools, interleavingEngine, raceAll, warmUp } from '../races';
import { setUpRacingServices } from '../per-file';

const START = Date.parse('2030-03-11T05:00:00Z');
const SEATS = 8;

const { safe, without } = setUpRacingServices(['conditional-counter-update'], {
  seed: true,
  start: START,
});
const readThenWrite = () => without['conditional-counter-update'];

/** A timed schedule `days` ahead and its first seats. */
async function scheduleAndSeats(s: ServedTestService, days: number) {
  const date = addDays(lagosDate(START), days);
  const list = await httpRequest(
    s.url,
    'GET',
    `/api/v1/svc/transport/routes/${SEED_ROUTE_IDS.lagosAbuja}/schedules?date=${date}`,
  );
  const schedule = list.body.data.schedules[0];
  const detail = await httpRequest(s.url, 'GET', `/api/v1/svc/transport/schedules/${schedule.id}`);
  return {
    schedule,
    seats: detail.body.data.seat_map.seats.slice(0, SEATS) as Array<{
      id: number;
      seat_number: string;
    }>,
  };
}

/** Two customers per seat, every request at once; returns, per seat, the replies and who won. */
async function raceForSeats(s: ServedTestService, days: number) {
  const { schedule, seats } = await scheduleAndSeats(s, days);
  const attempts = seats.flatMap((seat) =>
    [newCustomer('seat'), newCustomer('seat')].map((customer) => ({ seat, customer })),
  );
  await createPools(
    s,
    seats.map((seat) => ({ poolKey: poolKeys.seat(schedule.id, seat.id), capacity: 1 })),
  );
  await warmUp(s);
  const replies = await raceAll(attempts.length, (i) => {
    const { seat, customer } = attempts[i]!;
    return httpRequest(s.url, 'POST', '/api/v1/svc/validate', {
      body: {
        tickets: [
          {
            ticket_type: 'bus',
            resource_id: schedule.id,
            quantity: 1,
            metadata: {
              schedule_type: 'timed',
              schedule_timestamp: schedule.departure,
              seat_ids: [seat.id],
            },
          },
        ],
        customer_info: customer,
      },
    });
  });
  const winners = seats.map((seat) =>
    attempts
      .map((a, i) => ({ ...a, reply: replies[i]! }))
      .filter((a) => a.seat.id === seat.id && a.reply.status === 201),
  );
  const allocations = await s.service.deps.database.db
    .selectFrom('hold_allocations')
    .select(['pool_key'])
    .where('environment', '=', 'staging')
    .where(
      'pool_key',
      'in',
      seats.map((seat) => poolKeys.seat(schedule.id, seat.id)),
    )
    .execute();
  return { schedule, seats, replies, winners, allocations };
}

describe(`a seat raced by two customers (${engineUnderTest})`, () => {
  it.runIf(interleavingEngine)(
    'negative control: with a read-then-write counter the same race double-books seats',
    async () => {
      const { winners, allocations } = await raceForSeats(readThenWrite(), 1);
      expect(winners.some((w) => w.length > 1)).toBe(true);
      expect(allocations.length).toBeGreaterThan(SEATS);
    },
  );

  it.skipIf(interleavingEngine)(
    'on SQLite a read-then-write counter cannot double-book (one writer runs each transaction alone); the PostgreSQL run catches its loss',
    async () => {
      const { winners, allocations } = await raceForSeats(readThenWrite(), 1);
      for (const w of winners) expect(w).toHaveLength(1);
      expect(allocations).toHaveLength(SEATS);
    },
  );

  it('goes to exactly one of them; the other gets 409; the winner buys it', async () => {
    const { schedule, seats, replies, winners, allocations } = await raceForSeats(safe, 1);
    for (const w of winners) expect(w).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(SEATS);
    for (const r of replies.filter((x) => x.status === 409))
      expect(r.body.message).toMatch(/Insufficient inventory/);
    expect(allocations).toHaveLength(SEATS);

    const bought = await Promise.all(
      winners.map(([w]) =>
        httpRequest(safe.url, 'POST', '/api/v1/svc/bus/buy/tickets', {
          body: {
            reservation_ids: [w!.reply.body.data.reservations[0].reservation_id],
            customer_info: { name: 'Racer', ...w!.customer },
          },
        }),
      ),
    );
    expect(bought.map((b) => b.status)).toEqual(Array(SEATS).fill(201));
    const map = (
      await httpRequest(safe.url, 'GET', `/api/v1/svc/transport/schedules/${schedule.id}`)
    ).body.data.seat_map.seats;
    expect(map.slice(0, SEATS).map((x: { state: string }) => x.state)).toEqual(
      Array(SEATS).fill('sold'),
    );
    expect(bought.map((b) => b.body.data.seats[0])).toEqual(seats.map((x) => x.seat_number));
  });
});
