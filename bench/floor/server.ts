// Entry point of a floor server (spawned by the benchmark): PostgreSQL when DATABASE_URL is set,
// else SQLite at INVENTORY_DB_PATH; listens on INVENTORY_HOST:INVENTORY_PORT.
import { serve } from '@hono/node-server';
import { postgresFloor } from './postgres';
import { sqliteFloor } from './sqlite';

async function main() {
  const merchantId = process.env.FLOOR_MERCHANT_ID!;
  const app = process.env.DATABASE_URL
    ? await postgresFloor(process.env.DATABASE_URL, merchantId)
    : sqliteFloor(process.env.INVENTORY_DB_PATH!, merchantId);
  app.get('/health', (c) => c.json({ ok: true }));
  serve({
    fetch: app.fetch,
    hostname: process.env.INVENTORY_HOST,
    port: Number(process.env.INVENTORY_PORT),
  });
  process.on('SIGTERM', () => process.exit(0));
}

void main();
