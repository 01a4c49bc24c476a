// Mutation testing (`npm run test:mutation`): changes the code where a regression costs money or trust, one
// small change at a time, and fails when the tests let more than a fifth of the changes through. The two
// areas also run alone (stryker.inventory.config.mjs, stryker.storefront.config.mjs), each in minutes.

/** What each area mutates (tests never). */
export const AREAS = {
  inventory: [
    // Inventory service: holds (create, release, expiry), pool counters and their shards, purchases and
    // their transaction records.
    'server/inventory/domain/core/holds/*.ts',
    'server/inventory/domain/core/inventory.ts',
    'server/inventory/domain/core/pool-shards.ts',
    'server/inventory/domain/core/purchases/*.ts',
  ],
  storefront: [
    // Storefront checkout: reserve, confirm (never twice), release.
    'server/ticketing/flows/*.ts',
    // Storefront kinds: quote, hold, buy and the order record of events, cinema, bus and hotels.
    'server/ticketing/kinds/*.ts',
    'server/ticketing/kinds/*/kind.ts',
    // Storefront session: the checkout cookie, read as empty when damaged or tampered with.
    'server/session/*.ts',
    // Storefront origin check of every server action.
    'server/security/same-origin.ts',
    // Storefront checkout rules shared with the browser: the reserve form, countdown, availability.
    'lib/checkout/*.ts',
    // Promo codes: what a code takes off an order (its uses' caps are tested on both engines by `npm test`).
    'lib/promo/rules.ts',
  ],
};

/**
 * The run over `mutate`, its reports named after `name`, its tests those of `vitestConfig`.
 * @param {string} name
 * @param {string[]} mutate
 * @param {string} vitestConfig
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationRun(name, mutate, vitestConfig) {
  return {
    testRunner: 'vitest',
    // The unit project and/or the service's project on SQLite, narrowed per area (vitest.mutation.config.ts).
    vitest: { configFile: vitestConfig, related: true },
    // Each mutant runs only the tests that reach it.
    coverageAnalysis: 'perTest',
    // Mutants of module-level values (schemas, message tables) would rerun every test of the project each;
    // left out to keep the run to minutes. The tests of those values run in `npm test` as usual.
    ignoreStatic: true,
    mutate: [...mutate, '!**/*.test.ts'],
    thresholds: { high: 90, low: 80, break: 80 },
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    // With `--incremental`, a rerun tests only the mutants whose code or tests changed since this file.
    incrementalFile: `reports/stryker-incremental-${name}.json`,
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    // The machine running it is often shared; two workers keep it usable.
    concurrency: 2,
    timeoutMS: 10_000,
    // The first run of all the tests, which maps each mutant to its tests, took over the default 5 minutes
    // on a busy machine.
    dryRunTimeoutMinutes: 20,
  };
}

export default mutationRun(
  'all',
  [...AREAS.inventory, ...AREAS.storefront],
  'vitest.mutation.config.ts',
);
