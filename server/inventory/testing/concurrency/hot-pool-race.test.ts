// A hot on-sale over real concurrent HTTP requests: one ticket category, its counter split into
// shards (pool-shards.ts), racers asking for 1 to 3 units each, more than it has. Nothing may be
// oversold: the units of the granted holds stay within the capacity and equal the pool's counters,
// and the shards' shares still add up to the capacity. The negative control turns the conditional
// counter update off (race-guards.ts) and shows the same race then loses count.
import { describe, expect, it } from 'vitest';
import { poolKeys, poolUsed } from '../../domain/core/inventory';
import { POOL_SHARDS } from '../../domain/core/pool-shards';
import { insertFixtures } from '../fixtures';
import { engineUnderTest, httpRequest, type ServedTestService } from '../harness';
import { setUpRacingServices } from '../per-file';
import { createPools, interleavingEngine, raceAll, warmUp } from '../races';
import { experienceItem, newCustomer } from '../requests';

const CAPACITY = 30;
const RACERS = 24;
const quantityOf = (i: number) => 1 + (i % 3);

const { safe, without } = setUpRacingServices(['conditional-counter-update']);

async function hotPoolRace(s: ServedTestService) {
  const { db } = s.service.deps.database;
  const f = await insertFixtures(db, s.service.clock.now(), { vipCapacity: CAPACITY });
  const poolKey = poolKeys.ticketCategory(f.regular.vip.id);
  await createPools(s, [{ poolKey, capacity: CAPACITY }]);
  await warmUp(s);
  const replies = await raceAll(RACERS, (i) =>
    httpRequest(s.url, 'POST', '/api/v1/svc/validate', {
      body: {
        tickets: [experienceItem(f.regular.vip.id, quantityOf(i))],
        customer_info: newCustomer('hot'),
      },
    }),
  );
  const granted = replies.reduce((sum, r, i) => sum + (r.status === 201 ? quantityOf(i) : 0), 0);
  const held = await db
    .selectFrom('holds')
    .select(['quantity'])
    .where('resource_id', '=', f.regular.vip.id)
    .where('status', '=', 'active')
    .execute();
  const shards = await db
    .selectFrom('inventory_pools')
    .select(['capacity', 'used'])
    .where('environment', '=', 'staging')
    .where('pool_key', '=', poolKey)
    .execute();
  return {
    statuses: new Set(replies.map((r) => r.status)),
    granted,
    heldUnits: held.reduce((sum, h) => sum + h.quantity, 0),
    used: (await poolUsed(db, 'staging', poolKey)) ?? 0,
    shards,
  };
}

describe(`a hot pool split into counter shards (${engineUnderTest})`, () => {
  it.runIf(interleavingEngine)(
    'negative control: with a read-then-write counter the race loses count of what it holds',
    async () => {
      const { heldUnits, used } = await hotPoolRace(without['conditional-counter-update']);
      expect(heldUnits === used && heldUnits <= CAPACITY).toBe(false);
    },
  );

  it('never grants more units than the capacity; held units equal the counters', async () => {
    const { statuses, granted, heldUnits, used, shards } = await hotPoolRace(safe);
    expect([...statuses].every((status) => status === 201 || status === 409)).toBe(true);
    expect(granted).toBeLessThanOrEqual(CAPACITY);
    // Demand exceeds the capacity: the pool ends (nearly) full, never over.
    expect(granted).toBeGreaterThan(CAPACITY - 3);
    expect(heldUnits).toBe(granted);
    expect(used).toBe(granted);
    expect(shards).toHaveLength(POOL_SHARDS);
    expect(shards.reduce((sum, s) => sum + s.capacity, 0)).toBe(CAPACITY);
    for (const shard of shards) expect(shard.used).toBeLessThanOrEqual(shard.capacity);
  });
});
