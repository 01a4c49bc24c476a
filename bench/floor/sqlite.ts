// The SQLite floor: Hono on node and better-sqlite3 in WAL, one synchronous transaction per write,
// prepared statements, no validation. What the service's hot paths are measured against.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Hono } from 'hono';
import {
  FLOOR_SQL,
  HOLD_TTL_MS,
  holdReply,
  ticketsReply,
  type HoldBody,
  type TicketRow,
} from './statements';

export function sqliteFloor(path: string, merchantId: string): Hono {
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.prepare(FLOOR_SQL.ensurePool).run();
  const s = Object.fromEntries(
    Object.entries(FLOOR_SQL).map(([name, text]) => [name, sqlite.prepare(text)]),
  ) as Record<keyof typeof FLOOR_SQL, SQLite.Statement>;

  const hold = sqlite.transaction((id: string, body: HoldBody, now: number) => {
    const { resource_id, quantity } = body.tickets[0]!;
    const email = body.customer_info.email;
    const expiresAt = now + HOLD_TTL_MS;
    s.insertHold.run(
      id,
      merchantId,
      resource_id,
      quantity,
      email,
      `${email}:${resource_id}`,
      now,
      expiresAt,
      now,
    );
    s.insertAllocation.run(id, `tc:${resource_id}`, quantity, expiresAt);
    if (s.claim.run(quantity, `tc:${resource_id}`, quantity).changes !== 1)
      throw new Error('sold out');
    return expiresAt;
  });
  const release = sqlite.transaction((id: string, email: string, now: number) => {
    const row = s.findHold.get(id, merchantId) as
      { status: string; owner_email: string } | undefined;
    if (!row || row.status !== 'active' || row.owner_email !== email) return false;
    if (s.endHold.run(now, id).changes !== 1) return false;
    for (const a of s.freeAllocations.all(id) as { pool_key: string; quantity: number }[])
      s.unclaim.run(a.quantity, a.pool_key);
    return true;
  });

  const app = new Hono();
  app.post('/api/v1/svc/validate', async (c) => {
    const body = await c.req.json<HoldBody>();
    const id = randomUUID();
    const ticket = body.tickets[0]!;
    const expiresAt = hold(id, body, Date.now());
    return c.json(holdReply(id, ticket.resource_id, ticket.quantity, expiresAt), 201);
  });
  app.delete('/api/v1/svc/validate/:id', async (c) => {
    const body = await c.req.json<HoldBody>();
    const ok = release(c.req.param('id'), body.customer_info.email, Date.now());
    return ok
      ? c.json({ success: true, status: 200, message: 'released' })
      : c.json({ success: false }, 404);
  });
  app.get('/api/v1/svc/experience/tickets/:id', (c) => {
    const id = c.req.param('id');
    return c.json(ticketsReply(id, s.tickets.all(Date.now(), id) as TicketRow[]));
  });
  return app;
}
