// X-Request-Id on replies, over real HTTP (where it goes on Node's response) and in-process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest, serveTestService, type ServedTestService } from '../testing/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let served: ServedTestService;
beforeAll(async () => {
  served = await serveTestService();
});
afterAll(() => served.close());

const overHttp = (path: string, headers: Record<string, string> = {}, key?: string | null) =>
  httpRequest(served.url, 'GET', path, { headers, ...(key === undefined ? {} : { key }) });
const inProcess = (path: string, headers: Record<string, string> = {}) =>
  served.service.request('GET', path, { headers });

describe.each([
  ['over HTTP', overHttp],
  ['in-process', inProcess],
])('X-Request-Id %s', (_name, send) => {
  it('gives every reply its own new id, successes and errors alike', async () => {
    const replies = [
      await send('/health'),
      await send('/health'),
      await send('/api/v1/svc/business'),
      await send('/api/v1/svc/no-such-route'),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 404]);
    const ids = replies.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(replies[0]!.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("keeps the caller's id when it is a sane one, else replaces it", async () => {
    const kept = await send('/health', { 'X-Request-Id': 'abc-123_x=' });
    expect(kept.headers.get('x-request-id')).toBe('abc-123_x=');
    for (const bad of ['has space', 'semi;colon', 'x'.repeat(256)]) {
      const res = await send('/health', { 'X-Request-Id': bad });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
    const longest = 'y'.repeat(255);
    expect((await send('/health', { 'X-Request-Id': longest })).headers.get('x-request-id')).toBe(
      longest,
    );
  });
});

it('gives a refused request (401) its id over HTTP too', async () => {
  const res = await overHttp('/api/v1/svc/business', {}, null);
  expect(res.status).toBe(401);
  expect(res.headers.get('x-request-id')).toMatch(UUID);
});
