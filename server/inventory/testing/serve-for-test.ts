// Test-only entry point: serves the app on an existing (already migrated) database so that a
// concurrency test can run a SECOND service process against the same SQLite file or PostgreSQL
// database. Prints `LISTENING <url>` once ready. Never seeds, never touches merchants or keys.
//
// INVENTORY_UNSAFE_DISABLE_LOCKS=1 turns on the negative control (`config.unsafeDisableLocks`);
// only tests set it, and only this entry point reads it.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { systemClock } from '../clock';
import { openDatabase } from '../db/connect';
import { loadInventoryEnv } from '../env';
import { createLogger } from '../logger';

const env = loadInventoryEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.INVENTORY_DB_PATH });
const app = createApp({
  database,
  clock: systemClock,
  logger: createLogger(env.LOG_LEVEL),
  config: {
    holdTtlSeconds: env.HOLD_TTL_SECONDS,
    publicUrl: 'http://inventory.test',
    unsafeDisableLocks: process.env.INVENTORY_UNSAFE_DISABLE_LOCKS === '1',
  },
});
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`LISTENING http://127.0.0.1:${port}\n`);
});
const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
