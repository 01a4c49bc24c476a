// The storefront process's own database, opened with the storefront's settings.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { storeDatabase, storeDatabaseOptionsOf, type StoreDatabase } from './connect';

export const storefrontDatabase = (): Promise<StoreDatabase> =>
  storeDatabase(() => storeDatabaseOptionsOf(storefrontEnv()));
