// The Vitest set-up of the storefront area's mutation run (stryker.storefront.config.mjs).
import { mutationConfig } from './vitest.mutation.config';

export default mutationConfig(['storefront']);
