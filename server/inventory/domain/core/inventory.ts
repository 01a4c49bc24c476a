// Inventory pools: counters of sellable units changed only by conditional updates, so concurrent
// holds can never oversell, on one process or many sharing a database. Each pool's counter is
// split into shards (pool-shards.ts) so that holds of one popular pool do not queue on one row.
//
// A pool is a ticket category (regular event), a category at one screening (cinema), one seat of
// a timed bus, a random bus schedule, or one room type on one night. `used` counts units held by
// active holds plus units sold. Lapsed holds are freed exactly once: whoever flips the hold from
// `active` to `expired` (a claim that needs the room, or the sweeper) gives its units back.
import { sql } from 'kysely';
import type { Environment, HoldStatus } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import {
  compiled,
  engineOf,
  inList,
  listValue,
  type CompiledStatement,
} from '../../db/compiled-query';
import { inLockOrder } from './lock-order';
import { giveToShard, poolUsed, randomShard, takeAcrossShards, takeOnShard } from './pool-shards';
import { guardOn, type GuardSwitch } from './race-guards';

export { ensurePool, poolUsed } from './pool-shards';

export const poolKeys = {
  ticketCategory: (categoryId: string) => `tc:${categoryId}`,
  screening: (categoryId: string, locationId: number, timeId: number, date: string) =>
    `tc:${categoryId}:${locationId}:${timeId}:${date}`,
  seat: (scheduleId: number, seatId: number) => `seat:${scheduleId}:${seatId}`,
  randomSchedule: (scheduleId: number) => `bus:${scheduleId}`,
  roomNight: (roomId: number, date: string) => `room:${roomId}:${date}`,
};

export interface PoolClaim {
  poolKey: string;
  capacity: number;
  quantity: number;
}

/** A claim with the counter shard its units count on (pool-shards.ts). */
export interface ShardedPoolClaim extends PoolClaim {
  shard: number;
}

/** Each claim with a shard chosen at random: the same one must go to claimPools and recordAllocations. */
export function assignShards(claims: readonly PoolClaim[]): ShardedPoolClaim[] {
  return claims.map((c) => ({ ...c, shard: randomShard(c.capacity) }));
}

export interface ClaimShortfall {
  claim: PoolClaim;
  available: number;
  /** the claims of the same call taken before this one fell short (held by `tx` until rollback) */
  taken: PoolClaim[];
}

export interface ClaimOptions {
  environment: Environment;
  now: number;
  /** test-only (race-guards.ts) */
  guards?: GuardSwitch | undefined;
}

/**
 * Takes `quantity` units from every pool, in lock order (lock-order.ts).
 * Returns the first pool that cannot supply its units; the caller must then roll back.
 */
export async function claimPools(
  tx: Tx,
  claims: ShardedPoolClaim[],
  options: ClaimOptions,
): Promise<ClaimShortfall | null> {
  const sorted = inLockOrder(claims, (c) => c.poolKey);
  for (const [index, claim] of sorted.entries()) {
    const shardClaim = { ...claim, environment: options.environment };
    // The common case is one statement: the claim's shard has room. Otherwise the pool as a
    // whole may (its shards are re-split), or may once its lapsed holds are expired.
    const taken =
      (await takeOnShard(tx, shardClaim, options.guards)) ||
      (await takeAcrossShards(tx, shardClaim)) ||
      // Stryker disable next-line EqualityOperator: with nothing expired, trying again finds the same full pool (one query more, same outcome).
      ((await expireLapsedInPool(
        tx,
        options.environment,
        claim.poolKey,
        options.now,
        options.guards,
      )) > 0 &&
        (await takeAcrossShards(tx, shardClaim)));
    if (!taken) {
      const used = (await poolUsed(tx, options.environment, claim.poolKey)) ?? 0;
      return {
        claim,
        available: Math.max(0, claim.capacity - used),
        taken: sorted.slice(0, index),
      };
    }
  }
  return null;
}

const insertAllocation = compiled<{
  holdId: string;
  environment: Environment;
  poolKey: string;
  shard: number;
  quantity: number;
  expiresAt: number;
}>()((db, p) =>
  db.insertInto('hold_allocations').values({
    hold_id: p.holdId,
    environment: p.environment,
    pool_key: p.poolKey,
    shard: p.shard,
    quantity: p.quantity,
    expires_at: p.expiresAt,
  }),
);

/** Records which units a new hold took; `expiresAt` lets reads skip lapsed holds at once. */
export async function recordAllocations(
  tx: Tx,
  holdId: string,
  environment: Environment,
  claims: ShardedPoolClaim[],
  expiresAt: number,
): Promise<void> {
  for (const c of claims) {
    await insertAllocation.run(tx, {
      holdId,
      environment,
      poolKey: c.poolKey,
      shard: c.shard,
      quantity: c.quantity,
      expiresAt,
    });
  }
}

type EndHoldParams = { id: string; next: HoldStatus; now: number; transactionId: string | null };

/**
 * The update that ends a hold, one compiled statement per form: with the status condition (always,
 * unless the test-only switch turns it off), the lapse condition (expiry), the transaction (buys).
 */
const endHoldStatements = new Map<string, CompiledStatement<EndHoldParams, unknown>>();

function endHoldStatement(statusCondition: boolean, expiry: boolean, withTransaction: boolean) {
  const name = `${statusCondition}:${expiry}:${withTransaction}`;
  let statement = endHoldStatements.get(name);
  // Stryker disable next-line ConditionalExpression: compiling the same statement again each time answers alike (only slower).
  if (!statement) {
    statement = compiled<EndHoldParams>()((db, p) => {
      let update = db
        .updateTable('holds')
        .set({
          status: p.next,
          updated_at: p.now,
          ...(withTransaction ? { transaction_id: p.transactionId } : {}),
        })
        .where('id', '=', p.id);
      if (statusCondition) update = update.where('status', '=', 'active');
      return expiry ? update.where('expires_at', '<=', p.now) : update;
    });
    endHoldStatements.set(name, statement);
  }
  return statement;
}

/**
 * Ends an active hold: `released` or `expired` give its units back, `converted` keeps them as sold.
 * Only the caller whose conditional update flips the status changes the counters: exactly once.
 * Returns false when the hold was not active (or, for expiry, had not lapsed).
 */
export async function endHold(
  tx: Tx,
  holdId: string,
  next: Exclude<HoldStatus, 'active'>,
  now: number,
  extra: { transactionId?: string; guards?: GuardSwitch | undefined } = {},
): Promise<boolean> {
  // The status condition is what makes ending a hold happen once (race-guards.ts).
  const statement = endHoldStatement(
    guardOn(extra.guards, 'active-status-condition'),
    next === 'expired',
    Boolean(extra.transactionId),
  );
  const changed = await statement.changed(tx, {
    id: holdId,
    next,
    now,
    transactionId: extra.transactionId ?? null,
  });
  if (changed !== 1) return false;

  await settleAllocations(tx, holdId, next);
  return true;
}

const keepAllocations = compiled<{ holdId: string }>()((db, p) =>
  db.updateTable('hold_allocations').set({ expires_at: null }).where('hold_id', '=', p.holdId),
);
const freeAllocations = compiled<{ holdId: string }>()((db, p) =>
  db
    .deleteFrom('hold_allocations')
    .where('hold_id', '=', p.holdId)
    .returning(['environment', 'pool_key', 'shard', 'quantity']),
);

/**
 * What happens to the units of a hold that just left `active` (call it only from the caller that
 * flipped the status): `converted` keeps them as sold, `released` and `expired` give them back.
 */
export async function settleAllocations(
  tx: Tx,
  holdId: string,
  next: Exclude<HoldStatus, 'active'>,
): Promise<void> {
  if (next === 'converted') {
    await keepAllocations.run(tx, { holdId });
    return;
  }
  const freed = await freeAllocations.rows(tx, { holdId });
  // Pools in key order, like claims (and a pool's shards in shard order).
  // Stryker disable next-line ArrowFunction,StringLiteral,MethodExpression: the order only keeps concurrent releases on PostgreSQL from deadlocking, which the races check; one call at a time any order gives the same counts.
  for (const a of inLockOrder(freed, (f) => `${f.pool_key}#${String(f.shard).padStart(3, '0')}`)) {
    await giveToShard(tx, {
      environment: a.environment,
      poolKey: a.pool_key,
      shard: a.shard,
      quantity: a.quantity,
    });
  }
}

const lapsedInPool = compiled<{ environment: Environment; poolKey: string; now: number }>()(
  (db, p) =>
    db
      .selectFrom('hold_allocations')
      .select('hold_id')
      .distinct()
      .where('environment', '=', p.environment)
      .where('pool_key', '=', p.poolKey)
      .where('expires_at', '<=', p.now),
);

/** Expires the lapsed holds that hold units of one pool; returns how many it expired. */
export async function expireLapsedInPool(
  tx: Tx,
  environment: Environment,
  poolKey: string,
  now: number,
  guards?: GuardSwitch,
): Promise<number> {
  const lapsed = await lapsedInPool.rows(tx, { environment, poolKey, now });
  let expired = 0;
  // Stryker disable next-line ObjectLiteral: passes on the test-only switch (race-guards.ts), which only the races, outside the mutation run, set.
  for (const { hold_id } of lapsed)
    if (await endHold(tx, hold_id, 'expired', now, { guards })) expired += 1;
  return expired;
}

export interface PoolRef {
  poolKey: string;
  capacity: number;
}

const availability = compiled<{ environment: Environment; now: number; keys: unknown }>()<{
  pool_key: string;
  used: number;
  lapsed: number | null;
}>(
  (_db, p, engine) => sql`
    select p.pool_key, sum(p.used) as used,
      (select sum(a.quantity) from hold_allocations a
        where a.environment = ${p.environment} and a.pool_key = p.pool_key
          and a.expires_at <= ${p.now}) as lapsed
    from inventory_pools p
    where p.environment = ${p.environment} and ${inList('p.pool_key', p.keys, engine)}
    group by p.pool_key`,
);

// The pool keys of a pool list as the statement's one list parameter, kept for lists that are
// read again and again (a regular event's pools live in the catalogue cache).
const keyLists = new WeakMap<readonly PoolRef[], { sqlite?: unknown; postgres?: unknown }>();

function keysOf(db: Tx, pools: readonly PoolRef[]): unknown {
  let lists = keyLists.get(pools);
  if (!lists) keyLists.set(pools, (lists = {}));
  const engine = engineOf(db);
  return (lists[engine] ??= listValue(
    db,
    pools.map((p) => p.poolKey),
  ));
}

/**
 * Units left in each pool, counting lapsed holds as free even before the sweeper expires them.
 * Works on a transaction or the plain database handle (reads need no transaction).
 */
export async function availableUnits(
  db: Tx,
  environment: Environment,
  pools: readonly PoolRef[],
  now: number,
): Promise<Map<string, number>> {
  const available = new Map<string, number>();
  if (pools.length === 0) return available;
  // One statement per read (this is every catalogue availability read), compiled once: each
  // pool's counters and, from the allocation index, the units of its lapsed but not yet expired
  // holds.
  const rows = await availability.rows(db, { environment, now, keys: keysOf(db, pools) });
  const taken = new Map<string, number>();
  for (const r of rows) taken.set(r.pool_key, Number(r.used) - Number(r.lapsed ?? 0));
  for (const pool of pools)
    available.set(pool.poolKey, Math.max(0, pool.capacity - (taken.get(pool.poolKey) ?? 0)));
  return available;
}

/** The sweeper's step: expires up to `limit` lapsed holds of any pool; returns how many. */
const lapsedHolds = compiled<{ now: number; limit: number }>()((db, p) =>
  db
    .selectFrom('holds')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', p.now)
    .orderBy('expires_at')
    .limit(p.limit),
);

export async function expireLapsedHolds(tx: Tx, now: number, limit = 200): Promise<number> {
  const lapsed = await lapsedHolds.rows(tx, { now, limit });
  let expired = 0;
  for (const { id } of lapsed) if (await endHold(tx, id, 'expired', now)) expired += 1;
  return expired;
}
