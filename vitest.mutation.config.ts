// The Vitest set-up of the mutation run: the unit project and the service project (on SQLite), so
// each mutant runs in seconds.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

type Project = NonNullable<NonNullable<typeof base.test>['projects']>[number];

const projects = base.test?.projects ?? [];
const nameOf = (project: Project): string | undefined => {
  const name = typeof project === 'object' && 'test' in project ? project.test?.name : undefined;
  return typeof name === 'object' ? name.label : name;
};

/** Leaves out tests that do not check the mutated code, or cannot run once per mutant. */
const without = (project: Project, excluded: string[]): Project =>
  typeof project === 'object' && 'test' in project
    ? {
        ...project,
        test: { ...project.test, exclude: [...(project.test?.exclude ?? []), ...excluded] },
      }
    : project;

const EXCLUDED: Record<string, string[]> = {
  // The contract tests start the real service and check recorded replies, not the mutated code.
  unit: ['server/ticketing/contract/**'],
  service: [
    // The races start second service processes (which load the code unmutated) and need real
    // overlap, which a loaded mutation run does not give; `npm test` runs them on both engines.
    'server/inventory/testing/concurrency/**',
    // Linting the API document with Redocly takes seconds and checks no mutated module.
    'server/inventory/routes/docs/openapi-lint.test.ts',
  ],
};

const mutationProjects = projects
  .filter((project) => nameOf(project) === 'unit' || nameOf(project) === 'service')
  .map((project) => without(project, EXCLUDED[nameOf(project) ?? ''] ?? []))
  // The service's test files mock no module, so they can share one module graph: importing the
  // service for each file again is most of what a mutant's run would cost.
  .map((project) =>
    nameOf(project) === 'service' && typeof project === 'object' && 'test' in project
      ? { ...project, test: { ...project.test, isolate: false } }
      : project,
  );

export default defineConfig({ ...base, test: { ...base.test, projects: mutationProjects } });
