// JSON bodies parsed once, before a route's validator, so that a malformed one gets the route's
// status (the spec wants 422 for holds and releases, 400 for buys) in the envelope.
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../domain/core/errors';
import type { AppEnv } from './context';

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
