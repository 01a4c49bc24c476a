// Settings of the inventory service, read once at start-up.
import { z } from 'zod';
import { parseEnv } from '@/lib/env';
import { metricsTokenSetting } from '@/lib/metrics/scrape-access';

export const LOCAL_STAGING_KEY = 'local-staging-key';
export const LOCAL_LIVE_KEY = 'local-live-key';

const schema = z.object({
  INVENTORY_HOST: z.string().min(1).default('127.0.0.1'),
  INVENTORY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  INVENTORY_DB_PATH: z.string().min(1).default('.data/inventory.sqlite'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  INVENTORY_STAGING_KEY: z
    .string()
    .min(8, 'must be at least 8 characters')
    .default(LOCAL_STAGING_KEY),
  INVENTORY_LIVE_KEY: z.string().min(8, 'must be at least 8 characters').default(LOCAL_LIVE_KEY),
  HOLD_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
  INVENTORY_PUBLIC_URL: z.url().optional(),
  INVENTORY_SEED: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Bearer token of GET /metrics; unset: served to this machine and private networks only */
  METRICS_TOKEN: metricsTokenSetting,
});

export type InventoryEnv = z.output<typeof schema>;

export function loadInventoryEnv(
  source: Record<string, string | undefined> = process.env,
): InventoryEnv {
  return parseEnv(schema, source, 'inventory service');
}
