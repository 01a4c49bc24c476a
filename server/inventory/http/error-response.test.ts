// toErrorResponse: the database away is a 503 with Retry-After in the envelope, logged without the
// error object; any other unexpected failure stays a 500.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../testing/memory-logger';
import type { AppEnv } from './context';
import { RETRY_AFTER_SECONDS, toErrorResponse } from './error-response';

function failingWith(error: unknown) {
  const { logger, lines } = memoryLogger();
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('logger', logger);
    c.set('requestId', 'req-1');
    await next();
  });
  app.onError((thrown, c) => toErrorResponse(c, thrown));
  app.get('/', () => {
    throw error;
  });
  return { request: () => app.request('/'), lines };
}

const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
  client: { connectionParameters: { password: 'secret' } },
});

describe('toErrorResponse', () => {
  it('answers 503 in the envelope with Retry-After when the database is away', async () => {
    const { request, lines } = failingWith(shutdown);
    const res = await request();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await res.json()).toEqual({
      success: false,
      status: 503,
      message: 'The service cannot reach its database just now. Try again shortly.',
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'database unavailable',
        code: '57P01',
        request_id: 'req-1',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('names the code of a failure wrapped around the one that says so', async () => {
    const error = new Error('SQLite rolled back the transaction of this batch.', {
      cause: Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }),
    });
    const { request, lines } = failingWith(error);
    expect((await request()).status).toBe(503);
    expect(lines[0]).toMatchObject({ code: 'SQLITE_FULL' });
  });

  it('keeps any other failure a 500 without Retry-After', async () => {
    const { request, lines } = failingWith(new TypeError('a fault of the code'));
    const res = await request();
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.json()).toEqual({
      success: false,
      status: 500,
      message: 'Internal server error.',
    });
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled error' })]);
  });
});
