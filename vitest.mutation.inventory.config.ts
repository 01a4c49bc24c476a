// The Vitest set-up of the inventory area's mutation run (stryker.inventory.config.mjs).
import { mutationConfig } from './vitest.mutation.config';

export default mutationConfig(['inventory']);
