import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Imports refused everywhere. */
const RESTRICTED_IMPORTS = {
  paths: [],
  patterns: [
    {
      group: ['@/app/**'],
      message: 'Another route’s files are its own: move what two routes share to components/.',
    },
  ],
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'bench/framework-floor/.next/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.stryker-tmp/**',
      'reports/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A route's _components/ serve that route (and those below it, by a relative path): what two routes
    // share lives in components/.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': ['error', RESTRICTED_IMPORTS],
    },
  },
  {
    // lib/ is code safe on both sides; what only the server may run lives in server/ (see .dependency-cruiser.cjs).
    // (A later block replaces the rule's options, so lib's carries the shared ones too.)
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...RESTRICTED_IMPORTS,
          paths: [
            ...RESTRICTED_IMPORTS.paths,
            { name: 'server-only', message: 'Server-only modules live in server/, not lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/inventory/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message:
            "Use c.get('name'): Hono's c.var copies every variable into a new object on each read.",
        },
      ],
    },
  },
];

export default config;
