// The PostgreSQL floor: Hono on node and a pg pool (the service's size), one transaction per
// write with the essential statements as named prepared statements, no validation.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import pg from 'pg';
import {
  FLOOR_SQL,
  HOLD_TTL_MS,
  holdReply,
  numbered,
  ticketsReply,
  type HoldBody,
  type TicketRow,
} from './statements';

export async function postgresFloor(url: string, merchantId: string): Promise<Hono> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  await pool.query(FLOOR_SQL.ensurePool);
  const q = (name: keyof typeof FLOOR_SQL) => {
    const text = numbered(FLOOR_SQL[name]);
    return (values: unknown[]) => ({ name: `floor_${name}`, text, values });
  };
  const s = {
    insertHold: q('insertHold'),
    insertAllocation: q('insertAllocation'),
    claim: q('claim'),
    findHold: q('findHold'),
    endHold: q('endHold'),
    freeAllocations: q('freeAllocations'),
    unclaim: q('unclaim'),
    tickets: q('tickets'),
  };

  async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const value = await work(client);
      await client.query('commit');
      return value;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  const app = new Hono();
  app.post('/api/v1/svc/validate', async (c) => {
    const body = await c.req.json<HoldBody>();
    const { resource_id, quantity } = body.tickets[0]!;
    const email = body.customer_info.email;
    const id = randomUUID();
    const now = Date.now();
    const expiresAt = now + HOLD_TTL_MS;
    await inTransaction(async (client) => {
      await client.query(
        s.insertHold([
          id,
          merchantId,
          resource_id,
          quantity,
          email,
          `${email}:${resource_id}`,
          now,
          expiresAt,
          now,
        ]),
      );
      await client.query(s.insertAllocation([id, `tc:${resource_id}`, quantity, expiresAt]));
      const claimed = await client.query(s.claim([quantity, `tc:${resource_id}`, quantity]));
      if (claimed.rowCount !== 1) throw new Error('sold out');
    });
    return c.json(holdReply(id, resource_id, quantity, expiresAt), 201);
  });
  app.delete('/api/v1/svc/validate/:id', async (c) => {
    const body = await c.req.json<HoldBody>();
    const id = c.req.param('id');
    const ok = await inTransaction(async (client) => {
      const { rows } = await client.query<{ status: string; owner_email: string }>(
        s.findHold([id, merchantId]),
      );
      const row = rows[0];
      if (!row || row.status !== 'active' || row.owner_email !== body.customer_info.email)
        return false;
      if ((await client.query(s.endHold([Date.now(), id]))).rowCount !== 1) return false;
      const freed = await client.query<{ pool_key: string; quantity: number }>(
        s.freeAllocations([id]),
      );
      for (const a of freed.rows) await client.query(s.unclaim([a.quantity, a.pool_key]));
      return true;
    });
    return ok
      ? c.json({ success: true, status: 200, message: 'released' })
      : c.json({ success: false }, 404);
  });
  app.get('/api/v1/svc/experience/tickets/:id', async (c) => {
    const id = c.req.param('id');
    const { rows } = await pool.query<TicketRow>(s.tickets([Date.now(), id]));
    return c.json(ticketsReply(id, rows));
  });
  return app;
}
