// Holds raced over real concurrent HTTP requests, their pools made and connections opened before
// each race. Each race opens with its negative controls: on a service with exactly one guard
// turned off (race-guards.ts) the same race must oversell, duplicate or release twice, which proves
// the test catches the loss of that one guard. Where SQLite's single writer makes a guard
// redundant (`interleavingEngine`), the control says so and checks the race still comes out right
// there; the PostgreSQL run of the same file is what catches that guard's loss.
import { describe, expect, it } from 'vitest';
import { poolKeys, poolUsed } from '../../domain/core/inventory';
import { insertFixtures, type Fixtures } from '../fixtures';
import { memoryLogger } from '../memory-logger';
import { type ServedTestService } from '../harness';
import { createPools, interleavingEngine, raceAll, statusCounts, warmUp } from '../races';
import { experienceItem, newCustomer } from '../requests';
import { engineUnderTest, httpRequest } from '../harness';
import { startSecondService } from '../second-service';
import { setUpRacingServices } from '../per-file';

const K = 3;
const RACERS = 16;

// What the services log: a hold rolled back by a deadlock and tried again says so.
const log = memoryLogger('warn');

const { safe, without } = setUpRacingServices(
  ['conditional-counter-update', 'unique-active-hold-fingerprint', 'active-status-condition'],
  { logger: log.logger },
);

const retries = () =>
  log.lines.filter((line) => line.msg === 'hold rolled back by a conflict; trying again');

const holdOver = (url: string, body: unknown) =>
  httpRequest(url, 'POST', '/api/v1/svc/validate', { body });

async function vipUsed(s: ServedTestService, f: Fixtures) {
  const db = s.service.deps.database.db;
  return (await poolUsed(db, 'staging', poolKeys.ticketCategory(f.regular.vip.id))) ?? 0;
}

async function activeHolds(s: ServedTestService, categoryId: string) {
  const rows = await s.service.deps.database.db
    .selectFrom('holds')
    .select(['id', 'quantity'])
    .where('resource_id', '=', categoryId)
    .where('status', '=', 'active')
    .execute();
  return rows;
}

/** Many customers race for the last K units (one each); returns what the race produced. */
async function lastSlotsRace(s: ServedTestService, urls: string[]) {
  const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now(), {
    vipCapacity: K,
  });
  await createPools(s, [{ poolKey: poolKeys.ticketCategory(f.regular.vip.id), capacity: K }]);
  await warmUp(s, urls);
  const replies = await raceAll(RACERS, (i) =>
    holdOver(urls[i % urls.length]!, {
      tickets: [experienceItem(f.regular.vip.id, 1)],
      customer_info: newCustomer('racer'),
    }),
  );
  const held = (await activeHolds(s, f.regular.vip.id)).length;
  return { counts: statusCounts(replies), held, used: await vipUsed(s, f) };
}

describe(`holds under concurrency (${engineUnderTest})`, () => {
  it.runIf(interleavingEngine)(
    '(a) negative control: with a read-then-write counter the same race oversells',
    async () => {
      const { counts, held } = await lastSlotsRace(without['conditional-counter-update'], [
        without['conditional-counter-update'].url,
      ]);
      expect(counts[201]).toBeGreaterThan(K);
      expect(held).toBeGreaterThan(K);
    },
  );

  it.skipIf(interleavingEngine)(
    '(a) on SQLite a read-then-write counter cannot race (one writer runs each transaction alone); the PostgreSQL run catches its loss',
    async () => {
      const { counts, held } = await lastSlotsRace(without['conditional-counter-update'], [
        without['conditional-counter-update'].url,
      ]);
      expect(counts).toEqual({ 201: K, 409: RACERS - K });
      expect(held).toBe(K);
    },
  );

  it('(a) many customers racing for the last K slots get exactly K holds, none of them deadlocked', async () => {
    log.lines.length = 0;
    const { counts, held, used } = await lastSlotsRace(safe, [safe.url]);
    expect(counts).toEqual({ 201: K, 409: RACERS - K });
    expect(held).toBe(K);
    expect(used).toBe(K);
    // A claim whose shard filled up while it waited keeps no lock on it into the ordered slow
    // path (pool-shards.ts): without that, racers deadlock here on PostgreSQL and start over.
    expect(retries()).toEqual([]);
  });

  async function identicalRace(s: ServedTestService) {
    const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now());
    await createPools(s, [{ poolKey: poolKeys.ticketCategory(f.regular.vip.id), capacity: 5 }]);
    await warmUp(s);
    const body = {
      tickets: [experienceItem(f.regular.vip.id, 2)],
      customer_info: newCustomer('twin'),
    };
    const replies = await raceAll(8, () => holdOver(s.url, body));
    const ids = new Set(
      replies
        .filter((r) => r.status === 201)
        .map((r) => r.body.data.reservations[0].reservation_id as string),
    );
    return {
      counts: statusCounts(replies),
      ids,
      active: await activeHolds(s, f.regular.vip.id),
      used: await vipUsed(s, f),
    };
  }

  it('(b) negative control: without the unique index on active fingerprints they duplicate', async () => {
    // Caught on both engines: nothing but the index makes an identical request find its hold.
    const { ids, active } = await identicalRace(without['unique-active-hold-fingerprint']);
    expect(ids.size).toBeGreaterThan(1);
    expect(active.length).toBeGreaterThan(1);
  });

  it('(b) identical concurrent holds collapse to one', async () => {
    const { counts, ids, active, used } = await identicalRace(safe);
    expect(counts).toEqual({ 201: 8 });
    expect(ids.size).toBe(1);
    expect(active).toHaveLength(1);
    expect(used).toBe(2);
  });

  const HOLDS = 8;
  const RELEASERS = 4;

  /** HOLDS holds made first, then each released by RELEASERS requests at once. */
  async function releaseRace(s: ServedTestService) {
    const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now(), {
      vipCapacity: HOLDS,
    });
    const holds: { id: string; customer: ReturnType<typeof newCustomer> }[] = [];
    for (let i = 0; i < HOLDS; i += 1) {
      const customer = newCustomer('releaser');
      const res = await holdOver(s.url, {
        tickets: [experienceItem(f.regular.vip.id, 1)],
        customer_info: customer,
      });
      expect(res.status).toBe(201);
      holds.push({ id: res.body.data.reservations[0].reservation_id as string, customer });
    }
    await warmUp(s);
    const replies = await raceAll(HOLDS * RELEASERS, (i) => {
      const { id, customer } = holds[i % HOLDS]!;
      return httpRequest(s.url, 'DELETE', `/api/v1/svc/validate/${id}`, {
        body: { customer_info: customer },
      });
    });
    const releasedPerHold = holds.map(
      (_, h) => replies.filter((r, i) => i % HOLDS === h && r.status === 200).length,
    );
    return { counts: statusCounts(replies), releasedPerHold, used: await vipUsed(s, f) };
  }

  it.runIf(interleavingEngine)(
    '(c) negative control: without the status condition a hold is released more than once',
    async () => {
      const { releasedPerHold } = await releaseRace(without['active-status-condition']);
      expect(Math.max(...releasedPerHold)).toBeGreaterThan(1);
    },
  );

  it.skipIf(interleavingEngine)(
    '(c) on SQLite a release cannot race without the status condition (its read of the status runs in the same lone transaction); the PostgreSQL run catches its loss',
    async () => {
      const { releasedPerHold, used } = await releaseRace(without['active-status-condition']);
      expect(releasedPerHold).toEqual(Array(HOLDS).fill(1));
      expect(used).toBe(0);
    },
  );

  it('(c) a hold released by several requests at once is released once; the others get 404', async () => {
    const { counts, releasedPerHold, used } = await releaseRace(safe);
    expect(releasedPerHold).toEqual(Array(HOLDS).fill(1));
    expect(counts).toEqual({ 200: HOLDS, 404: HOLDS * (RELEASERS - 1) });
    expect(used).toBe(0);
  });
});

// Starting a second process takes seconds, and far more on a loaded machine.
describe(
  `(e) two service processes sharing one ${engineUnderTest} database`,
  { timeout: 120_000 },
  () => {
    async function twoProcessRace(
      s: ServedTestService,
      withoutGuard?: 'conditional-counter-update',
    ) {
      const second = await startSecondService(
        s.service.testDatabase.location,
        withoutGuard ? { withoutGuard } : {},
      );
      try {
        return await lastSlotsRace(s, [s.url, second.url]);
      } finally {
        await second.stop();
      }
    }

    it.runIf(interleavingEngine)(
      'negative control: both processes with a read-then-write counter oversell',
      async () => {
        const { counts, held } = await twoProcessRace(
          without['conditional-counter-update'],
          'conditional-counter-update',
        );
        expect(counts[201]).toBeGreaterThan(K);
        expect(held).toBeGreaterThan(K);
      },
    );

    it.skipIf(interleavingEngine)(
      'on SQLite two processes with a read-then-write counter still cannot race (BEGIN IMMEDIATE serialises them); the PostgreSQL run catches its loss',
      async () => {
        const { counts, held } = await twoProcessRace(
          without['conditional-counter-update'],
          'conditional-counter-update',
        );
        expect(counts).toEqual({ 201: K, 409: RACERS - K });
        expect(held).toBe(K);
      },
    );

    it('gives exactly K holds for the last K slots', async () => {
      const { counts, held, used } = await twoProcessRace(safe);
      expect(counts).toEqual({ 201: K, 409: RACERS - K });
      expect(held).toBe(K);
      expect(used).toBe(K);
    });
  },
);
