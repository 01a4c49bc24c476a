// Import rules checked by `npm run lint` (dependency-cruiser): no import cycles anywhere in the
// repository, the storefront's settings and logger below its folders, and the inventory service's layers
// pointing one way (routes → domain → db). Tests may reach across layers (the harness, seed data); the layer
// rules are for the code. Folders that import each other: .dependency-cruiser-folders.cjs.
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other, directly or around a longer loop (type imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'storefront-without-service',
      comment: 'The storefront talks to the inventory service over HTTP only (server/ticketing/).',
      severity: 'error',
      from: { path: '^(app|components|lib|e2e|server/(?!inventory/))' },
      to: { path: '^server/inventory/' },
    },
    {
      name: 'lib-without-server',
      comment: 'lib/ is safe on both sides (browser and server): it imports nothing of server/ (nor server-only: eslint.config.mjs).',
      severity: 'error',
      from: { path: '^lib/', pathNot: [TESTS, '/test-support/'] },
      to: { path: '^server/' },
    },
    {
      name: 'storefront-top-below-folders',
      comment: 'server/*.ts (settings, channels, the logger) are what every folder of server/ builds on; they import none of them.',
      severity: 'error',
      from: { path: '^server/[^/]+\\.ts$', pathNot: TESTS },
      to: { path: '^server/[^/]+/' },
    },
    {
      name: 'inventory-domain-below-http',
      comment: 'The domain knows nothing of HTTP, routes, the seed, the tests or the app around it.',
      severity: 'error',
      from: { path: '^server/inventory/domain/', pathNot: TESTS },
      to: { path: '^server/inventory/(http|routes|seed|testing|admin)/|^server/inventory/(app|service|main|admin)\\.ts$' },
    },
    {
      name: 'inventory-core-below-kinds',
      comment: 'The core (money, time, errors, merchants, holds, purchases) imports no kind folder.',
      severity: 'error',
      from: { path: '^server/inventory/domain/core/', pathNot: TESTS },
      to: { path: '^server/inventory/domain/(?!core/)' },
    },
    {
      name: 'inventory-kinds-apart',
      comment: 'A kind builds on the core only; experiences may use cinema (films are experiences).',
      severity: 'error',
      from: { path: '^server/inventory/domain/(bus|hotels|cinema|media)/', pathNot: TESTS },
      to: { path: '^server/inventory/domain/(experiences|bus|hotels|cinema|media)/', pathNot: '^server/inventory/domain/$1/' },
    },
    {
      name: 'inventory-db-at-the-bottom',
      comment: 'The database layer imports nothing of the service above it.',
      severity: 'error',
      from: { path: '^server/inventory/db/', pathNot: TESTS },
      to: { path: '^server/inventory/(domain|http|routes|seed|testing)/' },
    },
    {
      name: 'inventory-http-below-routes',
      comment: 'http/ is what every area shares; it imports no area.',
      severity: 'error',
      from: { path: '^server/inventory/http/', pathNot: TESTS },
      to: { path: '^server/inventory/routes/' },
    },
    {
      name: 'inventory-seed-without-http',
      comment: 'The demo seed writes through the domain and the database, never through routes.',
      severity: 'error',
      from: { path: '^server/inventory/seed/', pathNot: TESTS },
      to: { path: '^server/inventory/(http|routes)/' },
    },
    {
      name: 'inventory-tests-stay-in-tests',
      comment: 'Only tests (and the benchmark) use the test helpers.',
      severity: 'error',
      from: { path: '^server/inventory/', pathNot: ['^server/inventory/testing/', TESTS] },
      to: { path: '^server/inventory/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data|test-results|playwright-report)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // `import type` counts: a cycle of types is still two modules that cannot be read apart.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
