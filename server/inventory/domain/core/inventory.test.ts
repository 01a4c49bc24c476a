// Pool counters and ending holds, called directly: a hold ends once (a second end of any kind
// changes nothing), units go back or stay sold by how it ended, and a claim that falls short says
// how much is left.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { fixtureHold } from '../../testing/direct-holds';
import { setUpTestService } from '../../testing/per-file';
import { holdStatus } from '../../testing/reads';
import {
  assignShards,
  availableUnits,
  claimPools,
  endHold,
  poolKeys,
  poolUsed,
  type PoolClaim,
} from './inventory';
import type { RaceGuard } from './race-guards';

const service = setUpTestService({ seed: false });
let pools = 0;
/** A fresh pool of `capacity` for each test. */
const newPool = (capacity: number) => ({ poolKey: `test:${(pools += 1)}`, capacity });
const used = (poolKey: string) => poolUsed(service.deps.database.db, 'staging', poolKey);
const allocations = (holdId: string) =>
  service.deps.database.db
    .selectFrom('hold_allocations')
    .selectAll()
    .where('hold_id', '=', holdId)
    .execute();
const end = (id: string, next: 'released' | 'expired' | 'converted', disabledGuard?: RaceGuard) =>
  inTransaction(service.deps.database, (tx) =>
    endHold(tx, id, next, service.clock.now(), { guards: { disabledGuard } }),
  );

async function heldUnits(
  quantity: number,
  capacity = 5,
  status: 'active' | 'converted' = 'active',
) {
  const pool = newPool(capacity);
  const id = await fixtureHold(service, {
    kind: 'entertainment',
    resourceId: pool.poolKey,
    claims: [{ ...pool, quantity }],
    status,
    ttlMs: 60_000,
  });
  return { id, poolKey: pool.poolKey };
}

describe('endHold', () => {
  it('releasing gives the units back once; a second end of any kind changes nothing', async () => {
    const { id, poolKey } = await heldUnits(3);
    expect(await used(poolKey)).toBe(3);
    expect(await end(id, 'released')).toBe(true);
    expect(await holdStatus(service.deps.database.db, id)).toBe('released');
    expect(await used(poolKey)).toBe(0);
    expect(await allocations(id)).toEqual([]);
    for (const next of ['released', 'converted'] as const) expect(await end(id, next)).toBe(false);
    expect(await holdStatus(service.deps.database.db, id)).toBe('released');
  });

  it('a sold hold cannot be released or expired afterwards: its units stay sold', async () => {
    const { id, poolKey } = await heldUnits(2, 5, 'converted');
    expect(await holdStatus(service.deps.database.db, id)).toBe('converted');
    expect(await allocations(id)).toEqual([
      expect.objectContaining({ quantity: 2, expires_at: null }),
    ]);
    service.clock.advance(120_000);
    for (const next of ['released', 'expired', 'converted'] as const)
      expect(await end(id, next)).toBe(false);
    expect(await holdStatus(service.deps.database.db, id)).toBe('converted');
    expect(await used(poolKey)).toBe(2);
    expect(await allocations(id)).toHaveLength(1);
  });

  it('a sale records the transaction on the hold', async () => {
    const { id } = await heldUnits(1);
    await inTransaction(service.deps.database, (tx) =>
      endHold(tx, id, 'converted', service.clock.now(), { transactionId: 'txn-1' }),
    );
    const row = await service.deps.database.db
      .selectFrom('holds')
      .select(['status', 'transaction_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'converted', transaction_id: 'txn-1' });
  });

  it('expires a hold only once it has lapsed, and then gives its units back', async () => {
    const { id, poolKey } = await heldUnits(4);
    service.clock.advance(59_999);
    expect(await end(id, 'expired')).toBe(false);
    expect(await used(poolKey)).toBe(4);
    service.clock.advance(1);
    expect(await end(id, 'expired')).toBe(true);
    expect(await holdStatus(service.deps.database.db, id)).toBe('expired');
    expect(await used(poolKey)).toBe(0);
  });
});

describe('the negative controls (race-guards.ts), one call at a time', () => {
  it('without the status condition a second end goes through: what the races show to matter', async () => {
    const { id } = await heldUnits(1);
    expect(await end(id, 'released')).toBe(true);
    expect(await end(id, 'converted', 'active-status-condition')).toBe(true);
    expect(await holdStatus(service.deps.database.db, id)).toBe('converted');
  });

  it('the read-then-write counter takes and refuses exactly as the conditional update does', async () => {
    const pool = newPool(3);
    const claimWithout = (quantity: number) =>
      inTransaction(service.deps.database, (tx) =>
        claimPools(tx, assignShards([{ ...pool, quantity }]), {
          environment: 'staging',
          now: service.clock.now(),
          guards: { disabledGuard: 'conditional-counter-update' },
        }),
      );
    expect(await claimWithout(2)).toBeNull();
    expect(await claimWithout(2)).toMatchObject({ available: 1 });
    expect(await claimWithout(1)).toBeNull();
    expect(await used(pool.poolKey)).toBe(3);
    expect(await claimWithout(1)).toMatchObject({ available: 0 });
  });
});

describe('claimPools', () => {
  // Each claim on a shard of its pool chosen as the hold engine does (pool-shards.ts).
  const claim = (claims: PoolClaim[]) =>
    inTransaction(service.deps.database, (tx) =>
      claimPools(tx, assignShards(claims), { environment: 'staging', now: service.clock.now() }),
    );

  it('takes units up to the capacity exactly, then names the short pool and what it has left', async () => {
    const pool = newPool(3);
    expect(await claim([{ ...pool, quantity: 2 }])).toBeNull();
    expect(await claim([{ ...pool, quantity: 1 }])).toBeNull();
    expect(await used(pool.poolKey)).toBe(3);
    // Claimed first, though listed last: claims go in the text order of their keys.
    const other = { poolKey: `0-${pool.poolKey}`, capacity: 4 };
    const short = await claim([
      { ...pool, quantity: 1 },
      { ...other, quantity: 1 },
    ]);
    expect(short).toEqual({
      claim: { ...pool, quantity: 1, shard: expect.any(Number) },
      available: 0,
      taken: [{ ...other, quantity: 1, shard: expect.any(Number) }],
    });
  });

  it('takes the units of a lapsed hold in a full pool, expiring that hold on the way', async () => {
    const { id, poolKey } = await heldUnits(5, 5);
    expect(await claim([{ poolKey, capacity: 5, quantity: 1 }])).toMatchObject({ available: 0 });
    service.clock.advance(60_000);
    expect(await claim([{ poolKey, capacity: 5, quantity: 2 }])).toBeNull();
    expect(await holdStatus(service.deps.database.db, id)).toBe('expired');
    expect(await used(poolKey)).toBe(2);
  });

  it('reports the units a partly used pool has left', async () => {
    const pool = newPool(5);
    expect(await claim([{ ...pool, quantity: 2 }])).toBeNull();
    expect(await claim([{ ...pool, quantity: 4 }])).toMatchObject({ available: 3, taken: [] });
    expect(await used(pool.poolKey)).toBe(2);
  });
});

describe('poolKeys', () => {
  it('gives each category, screening, seat, schedule and room night a pool of its own', () => {
    const keys = [
      poolKeys.ticketCategory('a'),
      poolKeys.ticketCategory('b'),
      poolKeys.screening('a', 1, 2, '2026-12-01'),
      poolKeys.screening('a', 1, 2, '2026-12-02'),
      poolKeys.seat(7, 1),
      poolKeys.seat(7, 2),
      poolKeys.randomSchedule(7),
      poolKeys.randomSchedule(8),
      poolKeys.roomNight(3, '2026-12-01'),
      poolKeys.roomNight(3, '2026-12-02'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key.length > 0)).toBe(true);
  });
});

describe('availableUnits', () => {
  it('counts an unknown pool as whole, a lapsed hold as free, and never below zero', async () => {
    const { poolKey } = await heldUnits(3);
    const fresh = newPool(7);
    const read = () =>
      availableUnits(
        service.deps.database.db,
        'staging',
        [{ poolKey, capacity: 5 }, fresh, { poolKey, capacity: 2 }],
        service.clock.now(),
      );
    expect(await read()).toEqual(
      new Map([
        [poolKey, 0],
        [fresh.poolKey, 7],
      ]),
    );
    service.clock.advance(60_000);
    expect((await read()).get(poolKey)).toBe(2);
    expect(
      await availableUnits(service.deps.database.db, 'staging', [], service.clock.now()),
    ).toEqual(new Map());
  });
});
