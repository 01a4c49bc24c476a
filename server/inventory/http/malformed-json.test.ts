// malformedJsonAs: an unparseable or empty JSON body answered with the route's status, parsed once.
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './context';
import { malformedJsonAs } from './malformed-json';
import { toErrorResponse } from './error-response';

function app() {
  const hono = new Hono<AppEnv>();
  hono.onError((error, c) => toErrorResponse(c, error));
  hono.post('/', malformedJsonAs(422), async (c) => c.json(await c.req.json<unknown>()));
  return hono;
}

const post = (body: string) =>
  app().request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

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
});
