// Entry point of the inventory service: read settings, then serve until told to stop.
import { serve } from '@hono/node-server';
import { EnvError } from '@/lib/env';
import { createApp } from './app';
import { loadInventoryEnv } from './env';

function start() {
  const env = loadInventoryEnv();
  const app = createApp();
  const server = serve({ fetch: app.fetch, hostname: env.INVENTORY_HOST, port: env.INVENTORY_PORT }, (info) => {
    console.log(JSON.stringify({ level: 'info', msg: 'inventory service listening', host: info.address, port: info.port }));
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  start();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
