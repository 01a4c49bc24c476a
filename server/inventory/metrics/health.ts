// GET /health: the process is up, and whether its database answers (a load balancer takes an instance whose
// database does not out of its rotation). Says the engine, never where the database is.
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { answersWithin } from '@/lib/metrics/answers-within';
import type { Database } from '../db/connect';
import type { AppDeps } from '../domain/core/context';
import type { AppEnv } from '../http/context';

/** Longer than this, the database counts as not answering (a PostgreSQL connection waits up to 5 s). */
export const HEALTH_TIMEOUT_MS = 2_000;

/** Whether `select 1` comes back within `timeoutMs`. */
export const databaseAnswers = (
  database: Database,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<boolean> => answersWithin(() => sql`select 1`.execute(database.db), timeoutMs);

export function registerHealth(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/health', async (c) => {
    const answers = await databaseAnswers(deps.database);
    const data = { database: deps.database.engine, databaseAnswers: answers };
    c.header('Cache-Control', 'no-store');
    if (answers) return c.json({ success: true as const, status: 200, message: 'ok', data }, 200);
    c.header('Retry-After', '1');
    return c.json(
      {
        success: false as const,
        status: 503,
        message: 'The service cannot reach its database just now.',
        data,
      },
      503,
    );
  });
}
