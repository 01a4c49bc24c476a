// A header read from Node's request when there is one, else through Hono, with the same answers.
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestHeader } from './request-header';

const served = (headers: Record<string, string | string[]>) =>
  ({ env: { incoming: { headers } }, req: { header: () => 'from Hono' } }) as unknown as Context;

describe('requestHeader', () => {
  it("reads Node's request by the header's lower-case name", () => {
    const c = served({ 'x-api-key': 'key-1', 'x-request-id': 'abc' });
    expect(requestHeader(c, 'X-API-KEY')).toBe('key-1');
    expect(requestHeader(c, 'X-Request-Id')).toBe('abc');
    expect(requestHeader(c, 'authorization')).toBeUndefined();
  });

  it('joins a header Node keeps as a list, as web Headers would', () => {
    expect(requestHeader(served({ 'set-cookie': ['a=1', 'b=2'] }), 'set-cookie')).toBe('a=1, b=2');
  });

  it('asks Hono when the request did not come through Node (in-process requests)', () => {
    const c = { env: undefined, req: { header: (name: string) => `hono:${name}` } } as unknown as Context;
    expect(requestHeader(c, 'x-api-key')).toBe('hono:x-api-key');
  });
});
