// The storefront process's own database, opened with the storefront's settings.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { storeDatabase, type StoreDatabase } from './connect';
import { storeDatabaseOptionsOf } from './settings';

export const storefrontDatabase = (): Promise<StoreDatabase> => storeDatabase(() => storeDatabaseOptionsOf(storefrontEnv()));
