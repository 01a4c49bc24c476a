import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: root }] },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.{ts,tsx}',
            'components/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The inventory service has its own project, run on both engines; the actions' probes need a build.
          exclude: [
            'server/inventory/**',
            'node_modules/**',
            'server/security/action-policies.test.ts',
          ],
        },
      },
      {
        // Every server action of the build, read from Next's manifest (npm run test:actions builds first).
        extends: true,
        // The first probe of a module pays for importing its graph: seconds on a busy machine.
        test: {
          name: 'actions',
          include: ['server/security/action-policies.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Runs on SQLite by default and on PostgreSQL when DATABASE_URL is set (npm run test:pg).
        extends: true,
        test: {
          name: 'service',
          include: ['server/inventory/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
