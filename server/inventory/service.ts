// Boots the service: database, migrations, demo data, HTTP server, background expiry.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock, type Clock } from './clock';
import { openDatabase, type Database } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { startSweeper } from './domain/core/holds/sweeper';
import { ensureMerchant } from './domain/core/merchants';
import type { InventoryEnv } from './env';
import type { AppDeps } from './domain/core/context';
import { createLogger, type Logger } from './logger';
import { seedDemoDataOnce } from './seed';

export const DEMO_MERCHANT_ID = '4f6d2a9e-8c1b-4e7a-9d3f-2b5c8e1a7f60';
export const DEMO_OPENING_BALANCE_KOBO = 50_000_000_00; // ₦50,000,000

export interface RunningService {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

export async function prepareDatabase(
  env: InventoryEnv,
  clock: Clock = systemClock,
  logger?: Logger,
): Promise<Database> {
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: env.INVENTORY_DB_PATH,
    logger,
  });
  await migrateToLatest(database);
  const now = clock.now();
  await ensureMerchant(
    database.db,
    {
      id: DEMO_MERCHANT_ID,
      name: 'Demo Tickets Ltd',
      keys: { staging: env.INVENTORY_STAGING_KEY, live: env.INVENTORY_LIVE_KEY },
      openingBalanceKobo: DEMO_OPENING_BALANCE_KOBO,
    },
    now,
  );
  if (env.INVENTORY_SEED === 'true') {
    await seedDemoDataOnce(database, { now, publicUrl: publicUrl(env) });
  }
  return database;
}

export function publicUrl(env: InventoryEnv): string {
  return (env.INVENTORY_PUBLIC_URL ?? `http://${env.INVENTORY_HOST}:${env.INVENTORY_PORT}`).replace(
    /\/$/,
    '',
  );
}

export async function startService(
  env: InventoryEnv,
  options: { clock?: Clock } = {},
): Promise<RunningService> {
  const clock = options.clock ?? systemClock;
  const logger = createLogger(env.LOG_LEVEL);
  const database = await prepareDatabase(env, clock, logger);
  const deps: AppDeps = {
    database,
    clock,
    logger,
    config: {
      holdTtlSeconds: env.HOLD_TTL_SECONDS,
      publicUrl: publicUrl(env),
      metricsToken: env.METRICS_TOKEN,
    },
  };
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      { fetch: app.fetch, hostname: env.INVENTORY_HOST, port: env.INVENTORY_PORT },
      () => resolve(s),
    );
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  logger.info({ url, database: database.engine }, 'inventory service listening');
  // Marks lapsed holds expired; reads already count them as free the moment they lapse.
  const sweeper = startSweeper(deps);
  return {
    url,
    deps,
    close: async () => {
      await sweeper.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
