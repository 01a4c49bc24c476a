// The guards that keep concurrent writes correct, and the test-only switch that turns exactly one of
// them off.
//
// Why the switch exists: each race test opens with a negative control that turns off one guard and
// shows the same race then oversells, releases twice or sells twice, so a regression of that one
// guard cannot pass the suite. Nothing in production sets it: the service's settings (env.ts) have
// no such field; only the test harness (testing/harness.ts) and the test-only entry point
// (testing/serve-for-test.ts) fill `ServiceConfig.disabledGuard`. Every place that honours it reads
// it through `guardOn`, so a search for that name finds them all.

/** The guards, each named for what it is. */
export const RACE_GUARDS = [
  /** a pool's counter (a shard of it) moves only by `used = used + n where used + n <= capacity` (pool-shards.ts) */
  'conditional-counter-update',
  /** a hold ends (release, expiry, purchase) only by `… where status = 'active'` (inventory.ts) */
  'active-status-condition',
  /** at most one active hold per identical request of one owner (unique index) */
  'unique-active-hold-fingerprint',
  /** at most one purchase per merchant_reference of a merchant and environment (unique index) */
  'unique-merchant-reference',
] as const;

export type RaceGuard = (typeof RACE_GUARDS)[number];

/** The unique index that is each index guard; a service with that guard off runs without it. */
export const GUARD_INDEXES: Partial<Record<RaceGuard, string>> = {
  'unique-active-hold-fingerprint': 'holds_active_fingerprint',
  'unique-merchant-reference': 'transactions_merchant_reference',
};

/** Where the switch travels: the service's config and what the domain passes down from it. */
export interface GuardSwitch {
  /** test-only: the one guard turned off (see the header); never set in production */
  disabledGuard?: RaceGuard | undefined;
}

/** True unless `guard` is the one the (test-only) switch turned off. */
export function guardOn(guards: GuardSwitch | undefined, guard: RaceGuard): boolean {
  return guards?.disabledGuard !== guard;
}
