// malformedJsonAs: an unparseable or empty JSON body answered with the route's status, parsed once;
// a body that is not JSON by its Content-Type (or has none) is 415.
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './context';
import { malformedJsonAs } from './malformed-json';
import { toErrorResponse } from './error-response';

function app() {
  const hono = new Hono<AppEnv>();
  hono.onError((error, c) => toErrorResponse(c, error));
  hono.post('/', malformedJsonAs(422), async (c) => c.json(await c.req.json<unknown>()));
  hono.post('/through', malformedJsonAs(422), (c) => c.json({ through: true }));
  return hono;
}

const post = (
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => app().request('/', { method: 'POST', body, headers });
/** A body sent as bytes: the Request then carries no Content-Type of its own (a string gets text/plain). */
const postBytes = (body: string, path = '/') =>
  app().request(path, { method: 'POST', body: new TextEncoder().encode(body) });

describe('malformedJsonAs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('parses the body once and hands the value to the validator', async () => {
    const body = '{"a":[1,2]}';
    const parse = vi.spyOn(JSON, 'parse');
    const res = await post(body);
    // Only parses of the body count (the test runner parses source maps too).
    expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(1);
    expect(await res.json()).toEqual({ a: [1, 2] });
  });

  it('answers malformed or empty JSON with its status', async () => {
    for (const body of ['{"a":', '']) {
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ message: 'Malformed JSON in request body.' });
    }
  });

  it('answers 415 for a body that is not JSON by its Content-Type, whatever it holds', async () => {
    for (const [body, type] of [
      ['hello', 'text/plain'],
      ['{}', 'text/plain'],
      ['a=1', 'application/x-www-form-urlencoded'],
      ['', 'text/plain'],
    ]) {
      const res = await post(body!, { 'content-type': type! });
      expect(res.status, `${type} ${body}`).toBe(415);
      expect(await res.json()).toEqual({
        success: false,
        status: 415,
        message: 'Unsupported Media Type: send the body as JSON (Content-Type: application/json).',
      });
    }
  });

  it('answers 415 for a body without a Content-Type, and lets no body without one through', async () => {
    expect((await postBytes('hello')).status).toBe(415);
    expect((await postBytes('{}')).status).toBe(415);
    const empty = await postBytes('', '/through');
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ through: true });
  });
});
