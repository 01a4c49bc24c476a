// A pool's counter split into shards: several rows of `inventory_pools`, each with a share of the
// pool's capacity and its own `used`, so concurrent holds of one popular pool (a hot on-sale) update
// different rows instead of queueing on one row's lock until each transaction commits.
//
// A claim takes its units from one shard chosen at random, by a conditional update on that row
// (the common case, one statement). When that shard's share cannot supply them, the claim locks
// every shard of the pool (in shard order), checks the pool's whole capacity against the sum of
// `used`, takes the units on its shard and splits what is left evenly among the shards again. A
// hold's allocation names its shard, so a release gives the units back to that shard's counter.
import { CompiledQuery } from 'kysely';
import type { Environment } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { compiled, engineOf } from '../../db/compiled-query';
import { guardOn, type GuardSwitch } from './race-guards';

/** At most this many shards per pool; a pool of fewer units has one shard per unit. */
export const POOL_SHARDS = 8;

export function shardCount(capacity: number): number {
  return Math.max(1, Math.min(POOL_SHARDS, capacity));
}

/** A shard at random: where a claim of a pool of `capacity` units counts its units. */
export function randomShard(capacity: number): number {
  return Math.floor(Math.random() * shardCount(capacity));
}

/** Units to take from one pool, on one of its shards. */
export interface ShardClaim {
  environment: Environment;
  poolKey: string;
  shard: number;
  /** the pool's whole capacity, from the catalogue */
  capacity: number;
  quantity: number;
}

type PoolId = { environment: Environment; poolKey: string };
type ShardId = PoolId & { shard: number };

const take = compiled<ShardId & { quantity: number; capacity: number }>()((db, p) =>
  db
    .updateTable('inventory_pools')
    .set((eb) => ({ used: eb('used', '+', p.quantity) }))
    .where('environment', '=', p.environment)
    .where('pool_key', '=', p.poolKey)
    .where('shard', '=', p.shard)
    .where('pool_capacity', '=', p.capacity)
    .where((eb) => eb(eb('used', '+', p.quantity), '<=', eb.ref('capacity'))),
);

const readShard = compiled<ShardId>()((db, p) =>
  db
    .selectFrom('inventory_pools')
    .select(['used', 'capacity', 'pool_capacity'])
    .where('environment', '=', p.environment)
    .where('pool_key', '=', p.poolKey)
    .where('shard', '=', p.shard),
);

const writeUsed = compiled<ShardId & { used: number }>()((db, p) =>
  db
    .updateTable('inventory_pools')
    .set({ used: p.used })
    .where('environment', '=', p.environment)
    .where('pool_key', '=', p.poolKey)
    .where('shard', '=', p.shard),
);

/** Every shard of a pool, locked until the transaction ends (SQLite has one writer anyway). */
const lockShards = compiled<PoolId>()((db, p, engine) => {
  const query = db
    .selectFrom('inventory_pools')
    .select(['shard', 'used', 'capacity', 'pool_capacity'])
    .where('environment', '=', p.environment)
    .where('pool_key', '=', p.poolKey)
    .orderBy('shard');
  // Stryker disable next-line ConditionalExpression,StringLiteral: the lock matters only on PostgreSQL, which the races check; the mutation run is on SQLite, whose one writer runs each transaction alone.
  return engine === 'postgres' ? query.forUpdate() : query;
});

const insertShard = compiled<ShardId & { capacity: number; poolCapacity: number }>()((db, p) =>
  db
    .insertInto('inventory_pools')
    .values({
      environment: p.environment,
      pool_key: p.poolKey,
      shard: p.shard,
      capacity: p.capacity,
      used: 0,
      pool_capacity: p.poolCapacity,
    })
    .onConflict((oc) => oc.columns(['environment', 'pool_key', 'shard']).doNothing()),
);

/** A locked shard's new share (and units taken on it); conditional all the same. */
const resplit = compiled<ShardId & { quantity: number; capacity: number; poolCapacity: number }>()(
  (db, p) =>
    db
      .updateTable('inventory_pools')
      .set((eb) => ({
        used: eb('used', '+', p.quantity),
        capacity: p.capacity,
        pool_capacity: p.poolCapacity,
      }))
      .where('environment', '=', p.environment)
      .where('pool_key', '=', p.poolKey)
      .where('shard', '=', p.shard)
      .where((eb) => eb(eb('used', '+', p.quantity), '<=', p.capacity)),
);

const give = compiled<ShardId & { quantity: number }>()((db, p) =>
  db
    .updateTable('inventory_pools')
    .set((eb) => ({ used: eb('used', '-', p.quantity) }))
    .where('environment', '=', p.environment)
    .where('pool_key', '=', p.poolKey)
    .where('shard', '=', p.shard),
);

const poolTotals = compiled<PoolId>()((db, p) =>
  db
    .selectFrom('inventory_pools')
    .select((eb) => [eb.fn.sum<number>('used').as('used'), eb.fn.countAll<number>().as('shards')])
    .where('environment', '=', p.environment)
    .where('pool_key', '=', p.poolKey),
);

/**
 * Takes the units on the claim's shard while its share has room: one conditional update. With
 * the conditional update switched off (race-guards.ts, test-only), the same check and write as a
 * read, then a write of the value computed from that read, inside the same transaction.
 */
export async function takeOnShard(
  tx: Tx,
  claim: ShardClaim,
  guards: GuardSwitch | undefined,
): Promise<boolean> {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral,StringLiteral: both paths take and refuse alike one call at a time (inventory.test.ts); only concurrent claims tell them apart, as the race tests (outside the mutation run) do.
  if (guardOn(guards, 'conditional-counter-update')) return takeUnlessFull(tx, claim);
  const row = await readShard.first(tx, claim);
  if (!row || row.pool_capacity !== claim.capacity || row.used + claim.quantity > row.capacity)
    return false;
  await writeUsed.run(tx, { ...claim, used: row.used + claim.quantity });
  return true;
}

// On PostgreSQL an update that waited for a concurrent claim on its row locks the row's new
// version before checking its condition again, and keeps that lock when the shard turned out
// full. A claim going on to lock every shard in shard order while holding one out of that order
// deadlocks with another doing the same (each then waits a deadlock timeout and starts over).
// So the take runs in a savepoint, rolled back, lock and all, when the shard had no room.
const SAVEPOINT = CompiledQuery.raw('savepoint take_on_shard');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to savepoint take_on_shard');

async function takeUnlessFull(tx: Tx, claim: ShardClaim): Promise<boolean> {
  // Stryker disable next-line ConditionalExpression,StringLiteral: the savepoint matters only on PostgreSQL, which the races check; the mutation run is on SQLite, whose one writer runs each transaction alone.
  if (engineOf(tx) !== 'postgres') return (await take.changed(tx, claim)) === 1;
  await tx.executeQuery(SAVEPOINT);
  if ((await take.changed(tx, claim)) === 1) return true;
  await tx.executeQuery(ROLLBACK_TO_SAVEPOINT);
  return false;
}

/**
 * The slow way, when the claim's shard has no room: lock the pool's shards (making missing ones),
 * take the units on the claim's shard if the whole pool has room, and split the rest of the
 * capacity evenly again. False when the pool has too few units left.
 */
export async function takeAcrossShards(tx: Tx, claim: ShardClaim): Promise<boolean> {
  let shards = await lockShards.rows(tx, claim);
  const count = shardCount(claim.capacity);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with every shard present, making the missing ones makes none (a query more, same outcome).
  if (shards.length < count) {
    // Stryker disable next-line ArrowFunction: inserting a present shard does nothing (on conflict do nothing).
    const present = new Set(shards.map((s) => s.shard));
    for (let shard = 0; shard < count; shard += 1) {
      // Stryker disable next-line ConditionalExpression: inserting a present shard does nothing (on conflict do nothing); skipping it saves the query.
      if (present.has(shard)) continue;
      await insertShard.run(tx, { ...claim, shard, capacity: 0, poolCapacity: claim.capacity });
    }
    shards = await lockShards.rows(tx, claim);
  }
  const used = shards.reduce((sum, s) => sum + s.used, 0);
  const spare = claim.capacity - used - claim.quantity;
  if (spare < 0) return false;
  for (const [i, s] of shards.entries()) {
    const quantity = s.shard === claim.shard ? claim.quantity : 0;
    const share = Math.floor(spare / shards.length) + (i < spare % shards.length ? 1 : 0);
    const capacity = s.used + quantity + share;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: skips only a shard the write would leave as it is (the claim's own shard always changes, as its share could not supply the claim); a stale pool_capacity only sends claims the slow way.
    if (quantity === 0 && capacity === s.capacity && s.pool_capacity === claim.capacity) continue;
    const changed = await resplit.changed(tx, {
      ...claim,
      shard: s.shard,
      quantity,
      capacity,
      poolCapacity: claim.capacity,
    });
    // The shards are locked (or SQLite's one writer runs this transaction alone).
    // Stryker disable next-line ConditionalExpression,StringLiteral: never happens while the shards are locked, so no test can reach it; it turns a broken lock into an error instead of a wrong count.
    if (changed !== 1)
      throw new Error(`shard ${s.shard} of pool ${claim.poolKey} changed under its lock`);
  }
  return true;
}

/** Gives units back to the shard they were counted on. */
export async function giveToShard(tx: Tx, shard: ShardId & { quantity: number }): Promise<void> {
  await give.run(tx, shard);
}

/** Units of a pool in use (held or sold), over its shards; undefined when it has none yet. */
export async function poolUsed(
  tx: Tx,
  environment: Environment,
  poolKey: string,
): Promise<number | undefined> {
  const totals = await poolTotals.first(tx, { environment, poolKey });
  return totals && Number(totals.shards) > 0 ? Number(totals.used) : undefined;
}

/** Makes a pool's shards, empty, with the capacity split among them (nothing if it exists). */
export async function ensurePool(
  tx: Tx,
  environment: Environment,
  poolKey: string,
  capacity: number,
): Promise<void> {
  const count = shardCount(capacity);
  for (let shard = 0; shard < count; shard += 1) {
    const share = Math.floor(capacity / count) + (shard < capacity % count ? 1 : 0);
    await insertShard.run(tx, {
      environment,
      poolKey,
      shard,
      capacity: share,
      poolCapacity: capacity,
    });
  }
}
