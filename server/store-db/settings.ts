// Where the storefront's own database is, read alike by the storefront and by its command-line tools.
import { z } from 'zod';
import type { StoreDatabaseOptions } from './connect';

export const storeDatabaseSettings = z.object({
  /** The storefront's own database (payments, staff, sales): SQLite by default, PostgreSQL when set. */
  STOREFRONT_DB_PATH: z.string().default('.data/storefront.sqlite'),
  STOREFRONT_DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
});

export type StoreDatabaseSettings = z.output<typeof storeDatabaseSettings>;

export const storeDatabaseOptionsOf = (settings: StoreDatabaseSettings): StoreDatabaseOptions => ({
  url: settings.STOREFRONT_DATABASE_URL,
  sqlitePath: settings.STOREFRONT_DB_PATH,
});
