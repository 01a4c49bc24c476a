// The error model on the wire: whatever a handler throws becomes a status and the spec's envelope.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable, nearestErrorCode } from '@/lib/database/unavailable';
import { ApiError, type ErrorEnvelope } from '../domain/core/errors';

/** What a 503 asks the client to wait before trying again: a restart of PostgreSQL takes seconds. */
export const RETRY_AFTER_SECONDS = 1;

/** Maps anything thrown by a handler to a status and the envelope; 5xx are logged, never detailed. */
export function toErrorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) return c.json(error.toEnvelope(), error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // (Too large bodies are an ApiError already: see http/body.ts.)
    const message =
      status === 400 && /json/i.test(error.message)
        ? 'Malformed JSON in request body.'
        : error.message || 'Bad request.';
    return c.json({ success: false, status, message } satisfies ErrorEnvelope, status);
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable(c, error);
  c.get('logger')?.error({ err: error, request_id: c.get('requestId') }, 'unhandled error');
  return c.json(
    { success: false, status: 500, message: 'Internal server error.' } satisfies ErrorEnvelope,
    500,
  );
}

/**
 * 503 while the database is away (stopped, restarting, a disk full): nothing of the request was
 * kept unless the database committed it before it went (a buy sent again with the same
 * merchant_reference then says so, 409). Logged without the error object, which may carry a
 * connection's settings.
 */
function databaseUnavailable(c: Context, error: unknown): Response {
  c.get('logger')?.warn(
    { code: nearestErrorCode(error), request_id: c.get('requestId') },
    'database unavailable',
  );
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  const message = 'The service cannot reach its database just now. Try again shortly.';
  return c.json({ success: false, status: 503, message } satisfies ErrorEnvelope, 503);
}
