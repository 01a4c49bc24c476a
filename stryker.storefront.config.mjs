// Mutation testing of the storefront area alone (`npm run test:mutation:storefront`); see stryker.config.mjs.
import { AREAS, mutationRun } from './stryker.config.mjs';

export default mutationRun('storefront', AREAS.storefront, 'vitest.mutation.storefront.config.ts');
