// JSON bodies parsed once, before a route's validator, so that a malformed one gets the route's
// status (the spec wants 422 for holds and releases, 400 for buys) in the envelope, and a body that
// is not JSON at all gets 415.
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../domain/core/errors';
import type { AppEnv } from './context';

// As Hono's validator decides whether a body is JSON.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim();

const notJson = () =>
  new ApiError(
    415,
    'Unsupported Media Type: send the body as JSON (Content-Type: application/json).',
  );

/**
 * Parses the JSON body before the route's validator so that unparseable JSON (an empty body sent
 * as JSON too) is answered with `status` (the spec wants 422 for a malformed hold or release
 * body; the validator's own answer is 400), and once: the validator gets the parsed value.
 * A body sent with another Content-Type, or with none, is 415 whatever it holds: it runs before
 * the route's own media-type check, which over Node could no longer see a body this has read.
 * No body and no Content-Type: the validator sees `{}`.
 */
export function malformedJsonAs(status: 400 | 422) {
  const malformed = () =>
    new ApiError(status, 'Malformed JSON in request body.', {
      errors: { body: ['The body must be valid JSON.'] },
    });
  return createMiddleware<AppEnv>(async (c, next) => {
    const mediaType = mediaTypeOf(c.req.header('content-type'));
    const text = await c.req.text();
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      if (mediaType !== '' || text !== '') throw notJson();
    } else if (text.trim() === '') {
      throw malformed();
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
