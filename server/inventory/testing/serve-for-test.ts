// Test-only entry point: serves the app on an existing (already migrated) database so that a
// concurrency test can run a SECOND service process against the same SQLite file or PostgreSQL
// database. Prints `LISTENING <url>` once ready. Never seeds, never touches merchants or keys.
//
// INVENTORY_TEST_DISABLED_GUARD=<guard> turns off that one guard (race-guards.ts), for a negative
// control; only tests set it, and only this entry point reads it.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createApp } from '../app';
import { systemClock } from '../clock';
import { openDatabase } from '../db/connect';
import { loadInventoryEnv } from '../env';
import { createLogger } from '../logger';
import { RACE_GUARDS } from '../domain/core/race-guards';

const env = loadInventoryEnv();
const disabledGuard = z
  .union([z.enum(RACE_GUARDS), z.literal('').transform(() => undefined)])
  .optional()
  .parse(process.env.INVENTORY_TEST_DISABLED_GUARD);
const logger = createLogger(env.LOG_LEVEL);
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  sqlitePath: env.INVENTORY_DB_PATH,
  logger,
});
const app = createApp({
  database,
  clock: systemClock,
  logger,
  config: {
    holdTtlSeconds: env.HOLD_TTL_SECONDS,
    publicUrl: 'http://inventory.test',
    disabledGuard,
  },
});
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`LISTENING http://127.0.0.1:${port}\n`);
});
const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
