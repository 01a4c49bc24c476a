// The Vitest set-up of the mutation run: the unit project alone, so each mutant runs in seconds.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

const projects = base.test?.projects ?? [];
const isUnit = (project: (typeof projects)[number]) =>
  typeof project === 'object' && 'test' in project && project.test?.name === 'unit';

// The contract tests start the real service and check recorded replies, not the mutated code.
const unit = projects
  .filter(isUnit)
  .map((project) =>
    typeof project === 'object' && 'test' in project
      ? {
          ...project,
          test: {
            ...project.test,
            exclude: [...(project.test?.exclude ?? []), 'server/ticketing/contract/**'],
          },
        }
      : project,
  );

export default defineConfig({ ...base, test: { ...base.test, projects: unit } });
