// Mutation testing (`npm run test:mutation`): changes the code where a regression costs money or trust, one
// small change at a time, and fails when the tests let more than a fifth of the changes through.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  // The unit project and the service's project on SQLite (its races excluded: vitest.mutation.config.ts).
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Mutants of module-level values (schemas, message tables) would rerun every test of the project each; left
  // out to keep the run to minutes. The tests of those values run in `npm test` as usual.
  ignoreStatic: true,
  mutate: [
    // Storefront checkout: reserve, confirm (never twice), release.
    'server/ticketing/flows/*.ts',
    // Storefront kinds: quote, hold, buy and the order record of events, cinema, bus and hotels.
    'server/ticketing/kinds/*.ts',
    // Storefront session: the checkout cookie, read as empty when damaged or tampered with.
    'server/session/*.ts',
    // Storefront origin check of every server action.
    'server/security/same-origin.ts',
    // Storefront checkout rules shared with the browser: the reserve form, countdown, availability.
    'lib/checkout/*.ts',
    // Inventory service: holds (create, release, expiry), pool counters, purchases and their records.
    'server/inventory/domain/core/holds/*.ts',
    'server/inventory/domain/core/inventory.ts',
    'server/inventory/domain/core/purchases/*.ts',
    '!**/*.test.ts',
  ],
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  timeoutMS: 10_000,
};

export default config;
