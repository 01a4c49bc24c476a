// Counter shards: a claim takes from its shard while the shard has room, else from the pool as a
// whole (its shares split again); the pool's capacity is never exceeded and the shares add up.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { setUpTestService } from '../../testing/per-file';
import {
  POOL_SHARDS,
  ensurePool,
  randomShard,
  shardCount,
  takeAcrossShards,
  takeOnShard,
} from './pool-shards';
import type { GuardSwitch } from './race-guards';
import { claimPools, poolUsed, type ShardedPoolClaim } from './inventory';

const service = setUpTestService({ seed: false });
const db = () => service.deps.database.db;
let pools = 0;
const newPoolKey = () => `test:shards:${(pools += 1)}`;

async function shards(poolKey: string) {
  return db()
    .selectFrom('inventory_pools')
    .select(['shard', 'capacity', 'used', 'pool_capacity'])
    .where('environment', '=', 'staging')
    .where('pool_key', '=', poolKey)
    .orderBy('shard')
    .execute();
}

/** Claims `quantity` on `shard` in one transaction; true when it was taken. */
async function claim(poolKey: string, capacity: number, shard: number, quantity: number) {
  const claims: ShardedPoolClaim[] = [{ poolKey, capacity, quantity, shard }];
  const short = await inTransaction(service.deps.database, (tx) =>
    claimPools(tx, claims, { environment: 'staging', now: service.clock.now() }),
  );
  return short === null;
}

describe('pool shards', () => {
  it('splits a pool among at most POOL_SHARDS shards, one per unit for small pools', () => {
    expect(shardCount(1)).toBe(1);
    expect(shardCount(3)).toBe(3);
    expect(shardCount(1_000)).toBe(POOL_SHARDS);
    expect(POOL_SHARDS).toBeGreaterThan(1);
  });

  it('picks every shard of a pool at random, and no other', () => {
    const picked = new Set(Array.from({ length: 400 }, () => randomShard(3)));
    expect([...picked].sort()).toEqual([0, 1, 2]);
    expect(new Set(Array.from({ length: 50 }, () => randomShard(1)))).toEqual(new Set([0]));
  });

  it('makes a pool’s shards with shares that add up to its capacity', async () => {
    const key = newPoolKey();
    expect(await poolUsed(db(), 'staging', key)).toBeUndefined();
    await ensurePool(db(), 'staging', key, 20);
    const rows = await shards(key);
    expect(rows).toHaveLength(POOL_SHARDS);
    expect(rows.reduce((sum, r) => sum + r.capacity, 0)).toBe(20);
    expect(rows.every((r) => r.used === 0 && r.pool_capacity === 20)).toBe(true);
  });

  // The read-then-write stands in for the conditional update in the negative controls: one call at
  // a time the two must take and refuse alike, so that only a race tells them apart.
  it.each<[string, GuardSwitch | undefined]>([
    ['with the conditional update', undefined],
    ['as a read-then-write (negative control)', { disabledGuard: 'conditional-counter-update' }],
  ])(
    'takes from the chosen shard while its share has room, else from the pool as a whole, %s',
    async (_, guards) => {
      const key = newPoolKey();
      await ensurePool(db(), 'staging', key, 16);
      // Shard 0's share is 2: the third unit there no longer fits in the share, but fits the pool.
      const on = (quantity: number, shard = 0, capacity = 16) =>
        inTransaction(service.deps.database, (tx) =>
          takeOnShard(
            tx,
            { environment: 'staging', poolKey: key, shard, capacity, quantity },
            guards,
          ),
        );
      // A shard that does not exist, or a pool the catalogue now sizes differently, is for the slow way.
      expect(await on(1, POOL_SHARDS)).toBe(false);
      expect(await on(1, 1, 17)).toBe(false);
      expect(await on(2)).toBe(true);
      expect(await on(1)).toBe(false);
      expect(await claim(key, 16, 0, 5)).toBe(true);
      const rows = await shards(key);
      expect(rows[0]!.used).toBe(7);
      expect(rows.reduce((sum, r) => sum + r.capacity, 0)).toBe(16);
      for (const r of rows) expect(r.used).toBeLessThanOrEqual(r.capacity);
      expect(await poolUsed(db(), 'staging', key)).toBe(7);
    },
  );

  it('never takes more than the pool’s capacity, however the claims fall on shards', async () => {
    const key = newPoolKey();
    const capacity = 25;
    let taken = 0;
    for (let i = 0; i < 40; i += 1) {
      const quantity = 1 + (i % 3);
      if (await claim(key, capacity, i % shardCount(capacity), quantity)) taken += quantity;
    }
    expect(taken).toBeLessThanOrEqual(capacity);
    expect(await poolUsed(db(), 'staging', key)).toBe(taken);
    // Claims of one unit then find the last units, on whatever shard they are left.
    let more = 0;
    while (await claim(key, capacity, more % shardCount(capacity), 1)) more += 1;
    expect(taken + more).toBe(capacity);
    expect(await poolUsed(db(), 'staging', key)).toBe(capacity);
  });

  it('takes a pool of the old layout (one row, its whole capacity) and re-splits it', async () => {
    const key = newPoolKey();
    await db()
      .insertInto('inventory_pools')
      .values({ environment: 'staging', pool_key: key, capacity: 10, used: 4, pool_capacity: null })
      .execute();
    expect(await claim(key, 10, 5, 6)).toBe(true);
    expect(await claim(key, 10, 2, 1)).toBe(false);
    const rows = await shards(key);
    expect(rows).toHaveLength(POOL_SHARDS);
    expect(rows.reduce((sum, r) => sum + r.used, 0)).toBe(10);
    expect(rows.find((r) => r.shard === 5)!.used).toBe(6);
  });

  it('follows a change of the pool’s capacity', async () => {
    const key = newPoolKey();
    await ensurePool(db(), 'staging', key, 8);
    expect(await claim(key, 8, 1, 8)).toBe(true);
    expect(await claim(key, 8, 1, 1)).toBe(false);
    // The catalogue now says 10: two more units, wherever they are claimed.
    expect(await claim(key, 10, 4, 2)).toBe(true);
    expect(await claim(key, 10, 0, 1)).toBe(false);
    const rows = await shards(key);
    expect(rows.reduce((sum, r) => sum + r.capacity, 0)).toBe(10);
  });

  it('refuses a claim across shards that the pool cannot supply, changing nothing', async () => {
    const key = newPoolKey();
    await ensurePool(db(), 'staging', key, 4);
    const before = await shards(key);
    const took = await inTransaction(service.deps.database, (tx) =>
      takeAcrossShards(tx, {
        environment: 'staging',
        poolKey: key,
        shard: 0,
        capacity: 4,
        quantity: 5,
      }),
    );
    expect(took).toBe(false);
    expect(await shards(key)).toEqual(before);
  });
});
