// Mutation testing of the inventory area alone (`npm run test:mutation:inventory`); see stryker.config.mjs.
import { AREAS, mutationRun } from './stryker.config.mjs';

export default mutationRun('inventory', AREAS.inventory, 'vitest.mutation.inventory.config.ts');
