// Inventory pools: counters of sellable units changed only by conditional updates, so concurrent
// holds can never oversell, on one process or many sharing a database.
//
// A pool is a ticket category (regular event), a category at one screening (cinema), one seat of
// a timed bus, a random bus schedule, or one room type on one night. `used` counts units held by
// active holds plus units sold. Lapsed holds are freed exactly once: whoever flips the hold from
// `active` to `expired` (a claim that needs the room, or the sweeper) gives its units back.
import { sql } from 'kysely';
import type { Environment, HoldStatus } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { inLockOrder } from './lock-order';
import { guardOn, type GuardSwitch } from './race-guards';

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
export async function claimPools(tx: Tx, claims: PoolClaim[], options: ClaimOptions): Promise<ClaimShortfall | null> {
  const sorted = inLockOrder(claims, (c) => c.poolKey);
  for (const [index, claim] of sorted.entries()) {
    // The common case is one statement: the pool exists and has room. Otherwise make sure the
    // pool exists (a concurrent first claim may have just made it) and try again.
    let taken = await takeUnits(tx, claim, options);
    if (!taken) {
      await tx
        .insertInto('inventory_pools')
        .values({ environment: options.environment, pool_key: claim.poolKey, capacity: claim.capacity, used: 0 })
        .onConflict((oc) => oc.columns(['environment', 'pool_key']).doNothing())
        .execute();
      taken = await takeUnits(tx, claim, options);
    }
    // Stryker disable next-line EqualityOperator: with nothing expired, trying again finds the same full pool (one query more, same outcome).
    if (!taken && (await expireLapsedInPool(tx, options.environment, claim.poolKey, options.now, options.guards)) > 0) {
      taken = await takeUnits(tx, claim, options);
    }
    if (!taken) {
      const used = (await poolUsed(tx, options.environment, claim.poolKey)) ?? 0;
      return { claim, available: Math.max(0, claim.capacity - used), taken: sorted.slice(0, index) };
    }
  }
  return null;
}

/** Units of a pool in use (held or sold); undefined when the pool does not exist yet. */
export async function poolUsed(tx: Tx, environment: Environment, poolKey: string): Promise<number | undefined> {
  const pool = await tx
    .selectFrom('inventory_pools')
    .select('used')
    .where('environment', '=', environment)
    .where('pool_key', '=', poolKey)
    .executeTakeFirst();
  return pool?.used;
}

async function takeUnits(tx: Tx, claim: PoolClaim, options: ClaimOptions): Promise<boolean> {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral,StringLiteral: both paths take and refuse alike one call at a time (inventory.test.ts); only concurrent claims tell them apart, as the race tests (outside the mutation run) do.
  if (!guardOn(options.guards, 'conditional-counter-update')) return takeUnitsReadThenWrite(tx, claim, options);
  const result = await tx
    .updateTable('inventory_pools')
    .set((eb) => ({ used: eb('used', '+', claim.quantity), capacity: claim.capacity }))
    .where('environment', '=', options.environment)
    .where('pool_key', '=', claim.poolKey)
    .where((eb) => eb(eb('used', '+', claim.quantity), '<=', claim.capacity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The regression the negative controls stand for when the conditional update is switched off
 * (race-guards.ts): the same check and the same write, but as a read, then a write of the value
 * computed from that read, inside the same transaction.
 */
async function takeUnitsReadThenWrite(tx: Tx, claim: PoolClaim, options: ClaimOptions): Promise<boolean> {
  const used = await poolUsed(tx, options.environment, claim.poolKey);
  if (used === undefined || used + claim.quantity > claim.capacity) return false;
  await tx
    .updateTable('inventory_pools')
    .set({ used: used + claim.quantity, capacity: claim.capacity })
    .where('environment', '=', options.environment)
    .where('pool_key', '=', claim.poolKey)
    .execute();
  return true;
}

/** Records which units a new hold took; `expiresAt` lets reads skip lapsed holds at once. */
export async function recordAllocations(
  tx: Tx,
  holdId: string,
  environment: Environment,
  claims: PoolClaim[],
  expiresAt: number,
): Promise<void> {
  if (claims.length === 0) return;
  await tx
    .insertInto('hold_allocations')
    .values(
      claims.map((c) => ({ hold_id: holdId, environment, pool_key: c.poolKey, quantity: c.quantity, expires_at: expiresAt })),
    )
    .execute();
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
  let update = tx
    .updateTable('holds')
    .set({ status: next, updated_at: now, ...(extra.transactionId ? { transaction_id: extra.transactionId } : {}) })
    .where('id', '=', holdId);
  // The status condition is what makes ending a hold happen once (race-guards.ts).
  if (guardOn(extra.guards, 'active-status-condition')) update = update.where('status', '=', 'active');
  update = next === 'expired' ? update.where('expires_at', '<=', now) : update;
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;

  await settleAllocations(tx, holdId, next);
  return true;
}

/**
 * What happens to the units of a hold that just left `active` (call it only from the caller that
 * flipped the status): `converted` keeps them as sold, `released` and `expired` give them back.
 */
export async function settleAllocations(tx: Tx, holdId: string, next: Exclude<HoldStatus, 'active'>): Promise<void> {
  if (next === 'converted') {
    await tx.updateTable('hold_allocations').set({ expires_at: null }).where('hold_id', '=', holdId).execute();
    return;
  }
  const freed = await tx
    .deleteFrom('hold_allocations')
    .where('hold_id', '=', holdId)
    .returning(['environment', 'pool_key', 'quantity'])
    .execute();
  // Pools in key order, like claims.
  for (const a of inLockOrder(freed, (f) => f.pool_key)) {
    await tx
      .updateTable('inventory_pools')
      .set((eb) => ({ used: eb('used', '-', a.quantity) }))
      .where('environment', '=', a.environment)
      .where('pool_key', '=', a.pool_key)
      .execute();
  }
}

/** Expires the lapsed holds that hold units of one pool; returns how many it expired. */
export async function expireLapsedInPool(
  tx: Tx,
  environment: Environment,
  poolKey: string,
  now: number,
  guards?: GuardSwitch,
): Promise<number> {
  const lapsed = await tx
    .selectFrom('hold_allocations')
    .select('hold_id')
    .where('environment', '=', environment)
    .where('pool_key', '=', poolKey)
    .where('expires_at', '<=', now)
    .execute();
  let expired = 0;
  // Stryker disable next-line ObjectLiteral: passes on the test-only switch (race-guards.ts), which only the races, outside the mutation run, set.
  for (const { hold_id } of lapsed) if (await endHold(tx, hold_id, 'expired', now, { guards })) expired += 1;
  return expired;
}

export interface PoolRef {
  poolKey: string;
  capacity: number;
}

/**
 * Units left in each pool, counting lapsed holds as free even before the sweeper expires them.
 * Works on a transaction or the plain database handle (reads need no transaction).
 */
export async function availableUnits(db: Tx, environment: Environment, pools: PoolRef[], now: number): Promise<Map<string, number>> {
  const available = new Map<string, number>();
  if (pools.length === 0) return available;
  const keys = pools.map((p) => p.poolKey);
  // One statement per read (this is every catalogue availability read): each pool's counter and,
  // from the allocation index, the units of its lapsed but not yet expired holds. Written as SQL
  // text because building it with the query builder cost more than running it.
  const { rows } = await sql<{ pool_key: string; used: number; lapsed: number | null }>`
    select p.pool_key, p.used,
      (select sum(a.quantity) from hold_allocations a
        where a.environment = p.environment and a.pool_key = p.pool_key and a.expires_at <= ${now}) as lapsed
    from inventory_pools p
    where p.environment = ${environment} and p.pool_key in (${sql.join(keys)})`.execute(db);
  const used = new Map(rows.map((r) => [r.pool_key, Number(r.used)]));
  const freed = new Map(rows.map((r) => [r.pool_key, Number(r.lapsed ?? 0)]));
  for (const pool of pools) {
    const taken = (used.get(pool.poolKey) ?? 0) - (freed.get(pool.poolKey) ?? 0);
    available.set(pool.poolKey, Math.max(0, pool.capacity - taken));
  }
  return available;
}

/** The sweeper's step: expires up to `limit` lapsed holds of any pool; returns how many. */
export async function expireLapsedHolds(tx: Tx, now: number, limit = 200): Promise<number> {
  const lapsed = await tx
    .selectFrom('holds')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const { id } of lapsed) if (await endHold(tx, id, 'expired', now)) expired += 1;
  return expired;
}
