// The Vitest set-up of the mutation runs (stryker*.config.mjs): per area, the tests that check that area's
// mutated modules and can run once per mutant, so each mutant runs in seconds.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

type Project = NonNullable<NonNullable<typeof base.test>['projects']>[number];
type InlineProject = Extract<Project, { test?: unknown }>;

const projects = base.test?.projects ?? [];
const nameOf = (project: Project): string | undefined => {
  const name = typeof project === 'object' && 'test' in project ? project.test?.name : undefined;
  return typeof name === 'object' ? name.label : name;
};

/** Which project each area tests with, and how it narrows that project's tests. */
const AREA_TESTS = {
  storefront: {
    project: 'unit',
    // The contract tests start the real service and check recorded replies, not the mutated code; the promo
    // races start second storefront processes, which load the code unmutated.
    exclude: ['server/ticketing/contract/**', 'server/promo/race.test.ts'],
  },
  inventory: {
    project: 'service',
    // The tests of holds, counters, purchases and transaction records, directly and through their
    // routes. Left out: the races (they start second service processes, which load the code unmutated,
    // and need real overlap, which a loaded run does not give; `npm test` runs them on both engines),
    // and the catalogue, seed, docs and input-shape tests, which reach these modules only on the way to
    // what they check and made each mutant's run several times longer.
    include: [
      'server/inventory/domain/**/*.test.ts',
      'server/inventory/routes/holds/*.test.ts',
      'server/inventory/routes/*/*-purchase*.test.ts',
      'server/inventory/routes/transactions/*.test.ts',
    ],
  },
} satisfies Record<string, { project: string; include?: string[]; exclude?: string[] }>;

export type MutationArea = keyof typeof AREA_TESTS;

function areaProject(area: MutationArea): Project | undefined {
  const tests: { project: string; include?: string[]; exclude?: string[] } = AREA_TESTS[area];
  const project = projects.find((p) => nameOf(p) === tests.project);
  if (typeof project !== 'object' || !('test' in project)) return undefined;
  const { test } = project as InlineProject;
  return {
    ...project,
    test: {
      ...test,
      ...(tests.include ? { include: tests.include } : {}),
      exclude: [...(test?.exclude ?? []), ...(tests.exclude ?? [])],
      // A mutant's tests run while others do on a busy machine: slow, not failing (password hashing took
      // over the default 5 s).
      testTimeout: Math.max(test?.testTimeout ?? 0, 30_000),
      // The service's test files mock no module, so they can share one module graph: importing the
      // service for each file again is most of what a mutant's run would cost.
      ...(tests.project === 'service' ? { isolate: false } : {}),
    },
  };
}

/** The Vitest config of a mutation run over `areas`. */
export function mutationConfig(areas: MutationArea[]) {
  const selected = areas.map(areaProject).filter((p): p is Project => p !== undefined);
  return defineConfig({ ...base, test: { ...base.test, projects: selected } });
}

export default mutationConfig(['inventory', 'storefront']);
