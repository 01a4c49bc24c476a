// c.req.header(name) read from Node's request when there is one, with the answers Hono would give.
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { readHeadersFromNode } from './request-header';

function served(headers: Record<string, string | string[]>) {
  const req = {
    header: (name?: string) => (name === undefined ? { every: 'header' } : 'from Hono'),
  };
  return { env: { incoming: { headers } }, req } as unknown as Context;
}

describe('readHeadersFromNode', () => {
  it("answers c.req.header(name) from Node's request by the header's lower-case name", () => {
    const c = served({
      'x-api-key': 'key-1',
      'x-request-id': 'abc',
      'content-type': 'application/json',
    });
    readHeadersFromNode(c);
    expect(c.req.header('X-API-KEY')).toBe('key-1');
    expect(c.req.header('X-Request-Id')).toBe('abc');
    expect(c.req.header('Content-Type')).toBe('application/json');
    expect(c.req.header('authorization')).toBeUndefined();
  });

  it('joins a header Node keeps as a list, as web Headers would', () => {
    const c = served({ 'set-cookie': ['a=1', 'b=2'] });
    readHeadersFromNode(c);
    expect(c.req.header('set-cookie')).toBe('a=1, b=2');
  });

  it('leaves every header at once (no name) to Hono', () => {
    const c = served({ 'x-api-key': 'key-1' });
    readHeadersFromNode(c);
    expect(c.req.header()).toEqual({ every: 'header' });
  });

  it('leaves the request alone when it did not come through Node (in-process requests)', () => {
    const c = {
      env: undefined,
      req: { header: (name: string) => `hono:${name}` },
    } as unknown as Context;
    readHeadersFromNode(c);
    expect(c.req.header('x-api-key')).toBe('hono:x-api-key');
  });
});
