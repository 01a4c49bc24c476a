// The error model on the wire: whatever a handler throws becomes a status and the spec's envelope.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ErrorEnvelope } from '../domain/core/errors';

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
  c.get('logger')?.error({ err: error, request_id: c.get('requestId') }, 'unhandled error');
  return c.json({ success: false, status: 500, message: 'Internal server error.' } satisfies ErrorEnvelope, 500);
}
