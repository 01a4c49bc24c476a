// OpenAPI descriptions of the spec's envelope: a success wrapper around `data`, and the error shape.
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError } from '../domain/core/errors';

export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    reason: z.string().optional(),
    data: z.unknown().optional(),
  })
  .openapi('ErrorEnvelope');

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    status: z.number().int(),
    message: z.string(),
    data,
  });
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** Error responses of a route, each described by what causes it. */
export function errorResponses<S extends number>(described: Record<S, string>) {
  const out = {} as Record<S, ReturnType<typeof jsonContent<typeof ErrorEnvelopeSchema>>>;
  for (const [status, description] of Object.entries(described) as [string, string][]) {
    out[Number(status) as S] = jsonContent(ErrorEnvelopeSchema, description);
  }
  return out;
}

// As Hono's validator decides whether a body is JSON.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim();

/**
 * Parses the JSON body before the route's validator so that unparseable JSON (an empty body sent
 * as JSON too) is answered with `status` (the spec wants 422 for a malformed hold or release
 * body; the validator's own answer is 400), and once: the validator gets the parsed value.
 * Without a JSON Content-Type the validator sees `{}`.
 */
export function malformedJsonAs(status: 400 | 422) {
  const malformed = () =>
    new ApiError(status, 'Malformed JSON in request body.', {
      errors: { body: ['The body must be valid JSON.'] },
    });
  return createMiddleware<AppEnv>(async (c, next) => {
    const text = await c.req.text();
    if (text.trim() === '') {
      if (JSON_MEDIA_TYPE.test(mediaTypeOf(c.req.header('content-type')))) throw malformed();
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw malformed();
      }
      // Hono's c.req.json() parses the cached text again on every call (the route's validator
      // calls it): hand this request's validator the value parsed here instead.
      c.req.json = <T>() => Promise.resolve(parsed as T);
    }
    await next();
  });
}
