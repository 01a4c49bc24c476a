// Import rules checked by `npm run lint` (dependency-cruiser): no import cycles anywhere in the
// repository, the storefront's settings and logger below its folders, the inventory service's layers
// pointing one way (routes → domain → db), and the storefront's client of it kept by kind
// (server/ticketing/kinds/<kind>/, reached through the registry). Tests may reach across layers (the harness,
// seed data); the layer rules are for the code. Folders that import each other: .dependency-cruiser-folders.cjs.
const TESTS = '\\.test\\.tsx?$';
/** A storefront kind folder; its name is the first group. */
const KIND_FOLDER = '^server/ticketing/kinds/([^/]+)/';
/** The shapes a kind's client code had before it had a folder: kind files at the top, flat in kinds/, in wire/. */
const KIND_MODULE_OUTSIDE_ITS_FOLDER = [
  '^server/ticketing/(reshape-(?!order\\.)[^/]+|catalogue|events?|cinema|films?|bus|trips?|hotels?|stays?|organisers)(\\.test)?\\.ts$',
  '^server/ticketing/kinds/(?!(kind|registry|buy-request|ticket-lines)(\\.test)?\\.ts$)[^/]+\\.ts$',
  '^server/ticketing/wire/(?!(primitives|holds|purchase|error)(\\.test)?\\.ts$)',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules that import each other, directly or around a longer loop (type imports count).',
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
      comment:
        'lib/ is safe on both sides (browser and server): it imports nothing of server/ (nor server-only: eslint.config.mjs).',
      severity: 'error',
      from: { path: '^lib/', pathNot: [TESTS, '/test-support/'] },
      to: { path: '^server/' },
    },
    {
      name: 'storefront-top-below-folders',
      comment:
        'server/*.ts (settings, channels, the logger) are what every folder of server/ builds on; they import none of them.',
      severity: 'error',
      from: { path: '^server/[^/]+\\.ts$', pathNot: TESTS },
      to: { path: '^server/[^/]+/' },
    },
    {
      name: 'inventory-domain-below-http',
      comment:
        'The domain knows nothing of HTTP, routes, the seed, the tests or the app around it.',
      severity: 'error',
      from: { path: '^server/inventory/domain/', pathNot: TESTS },
      to: {
        path: '^server/inventory/(http|routes|seed|testing|admin)/|^server/inventory/(app|service|main|admin)\\.ts$',
      },
    },
    {
      name: 'inventory-core-below-kinds',
      comment:
        'The core (money, time, errors, merchants, holds, purchases) imports no kind folder.',
      severity: 'error',
      from: { path: '^server/inventory/domain/core/', pathNot: TESTS },
      to: { path: '^server/inventory/domain/(?!core/)' },
    },
    {
      name: 'inventory-kinds-apart',
      comment:
        'A kind builds on the core only; experiences may use cinema (films are experiences).',
      severity: 'error',
      from: { path: '^server/inventory/domain/(bus|hotels|cinema|media)/', pathNot: TESTS },
      to: {
        path: '^server/inventory/domain/(experiences|bus|hotels|cinema|media)/',
        pathNot: '^server/inventory/domain/$1/',
      },
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
    {
      name: 'storefront-kinds-apart',
      comment:
        'A storefront kind folder builds on the shared client and the kind contract only (cinema has its own rule).',
      severity: 'error',
      from: { path: '^server/ticketing/kinds/(?!cinema/)([^/]+)/', pathNot: TESTS },
      to: { path: KIND_FOLDER, pathNot: '^server/ticketing/kinds/$1/' },
    },
    {
      name: 'storefront-cinema-on-events-only',
      comment:
        'Films are experiences to the service: the cinema folder may use the event folder, and no other kind.',
      severity: 'error',
      from: { path: '^server/ticketing/kinds/cinema/', pathNot: TESTS },
      to: { path: KIND_FOLDER, pathNot: '^server/ticketing/kinds/(cinema|event)/' },
    },
    {
      name: 'storefront-kinds-through-registry',
      comment:
        'Inside server/ticketing only the registry names the kind folders: transport, holds, orders, flows, shared wire ' +
        'and the kind contract dispatch through it and import none.',
      severity: 'error',
      from: {
        path: '^server/ticketing/',
        pathNot: [
          KIND_FOLDER,
          '^server/ticketing/kinds/registry\\.ts$',
          '^server/ticketing/test-support/',
          TESTS,
        ],
      },
      to: { path: KIND_FOLDER },
    },
    // The three rules below catch such a module however it shows: importing the repository's code, imported, or alone.
    {
      name: 'storefront-ticketing-by-kind',
      comment:
        "No kind's module at the top of server/ticketing, flat in kinds/ or in wire/: a kind's reads, reshaping, wire " +
        'shapes and search live in its folder (kinds/<kind>/); the top, kinds/ and wire/ keep what every kind shares.',
      severity: 'error',
      from: { path: KIND_MODULE_OUTSIDE_ITS_FOLDER },
      to: {},
    },
    {
      name: 'storefront-ticketing-by-kind-imported',
      comment:
        "Nothing imports a kind's module outside its folder (see storefront-ticketing-by-kind).",
      severity: 'error',
      from: {},
      to: { path: KIND_MODULE_OUTSIDE_ITS_FOLDER },
    },
    {
      name: 'storefront-ticketing-by-kind-alone',
      comment:
        "No kind's module outside its folder stands alone either (see storefront-ticketing-by-kind).",
      severity: 'error',
      from: { orphan: true, path: KIND_MODULE_OUTSIDE_ITS_FOLDER },
      to: {},
    },
    {
      name: 'storefront-wire-in-ticketing',
      comment:
        "The service's shapes and words stay in server/ticketing: pages, components and lib read the storefront's own " +
        'types, never a wire shape or its reshaping.',
      severity: 'error',
      from: { path: '^(app|components|lib)/' },
      to: { path: '^server/ticketing/(wire/|kinds/[^/]+/(wire|reshape)\\.ts$)' },
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
