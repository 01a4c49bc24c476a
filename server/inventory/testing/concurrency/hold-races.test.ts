// Holds raced over real concurrent HTTP requests. Each race opens with its negative control: with
// the locks removed (`unsafeDisableLocks`, and the unique index dropped where the index is the
// guard) the same race must oversell or duplicate, which proves the test can fail.
import { describe, expect, it } from 'vitest';
import { poolKeys, poolUsed } from '../../domain/core/inventory';
import { insertFixtures, type Fixtures } from '../fixtures';
import { type ServedTestService } from '../harness';
import { raceAll, statusCounts } from '../races';
import { experienceItem, newCustomer } from '../requests';
import { engineUnderTest, httpRequest } from '../harness';
import { startSecondService } from '../second-service';
import { setUpRacingServices } from '../per-file';

const K = 3;
const RACERS = 12;

const { safe, unsafe } = setUpRacingServices();

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
  it('(a) negative control: without the lock the same race oversells', async () => {
    const { counts, held } = await lastSlotsRace(unsafe, [unsafe.url]);
    expect(counts[201]).toBeGreaterThan(K);
    expect(held).toBeGreaterThan(K);
  });

  it('(a) many customers racing for the last K slots get exactly K holds', async () => {
    const { counts, held, used } = await lastSlotsRace(safe, [safe.url]);
    expect(counts).toEqual({ 201: K, 409: RACERS - K });
    expect(held).toBe(K);
    expect(used).toBe(K);
  });

  async function identicalRace(s: ServedTestService) {
    const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now());
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

  it('(b) negative control: without the lock and the unique index they duplicate', async () => {
    await unsafe.service.deps.database.db.schema
      .dropIndex('holds_active_fingerprint')
      .ifExists()
      .execute();
    const { ids, active } = await identicalRace(unsafe);
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
});

describe(`(e) two service processes sharing one ${engineUnderTest} database`, () => {
  it('negative control: both processes without the lock oversell', async () => {
    const second = await startSecondService(unsafe.service.testDatabase.location, { unsafe: true });
    try {
      const { counts, held } = await lastSlotsRace(unsafe, [unsafe.url, second.url]);
      expect(counts[201]).toBeGreaterThan(K);
      expect(held).toBeGreaterThan(K);
    } finally {
      await second.stop();
    }
  });

  it('gives exactly K holds for the last K slots', async () => {
    const second = await startSecondService(safe.service.testDatabase.location);
    try {
      const { counts, held, used } = await lastSlotsRace(safe, [safe.url, second.url]);
      expect(counts).toEqual({ 201: K, 409: RACERS - K });
      expect(held).toBe(K);
      expect(used).toBe(K);
    } finally {
      await second.stop();
    }
  });
});
