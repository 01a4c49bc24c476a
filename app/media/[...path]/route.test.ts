// Tests of the /media route: what it passes on from the service, and what it refuses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({
    TICKETING_BASE_URL: 'http://service.test/base',
    TICKETING_API_KEY: 'server-side-key',
    TICKETING_TIMEOUT_MS: 1000,
  }),
}));

const { GET } = await import('./route');

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const fetchMock = vi.fn<typeof fetch>();

function get(path: string) {
  const url = new URL(path, 'http://store.test');
  const segments = url.pathname.split('/').slice(2).map(decodeURIComponent);
  return GET(new Request(url), { params: Promise.resolve({ path: segments }) });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /media/[...path]', () => {
  it("passes on a service picture with the server's key, as an image cached a day that runs nothing", async () => {
    fetchMock.mockResolvedValue(
      new Response(SVG, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } }),
    );
    const response = await get('/media/experience/a1.svg?v=2');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://service.test/base/media/experience/a1.svg?v=2');
    expect(new Headers(init?.headers).get('x-api-key')).toBe('server-side-key');
  });

  it('refuses a bad path or picture number without asking the service', async () => {
    for (const path of [
      '/media/..%2F..%2Fapi/v1',
      '/media/a/b/c/d/e.svg',
      '/media/.env',
      '/media/a.svg?v=../x',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses what is not an image, too large, or missing at the service', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect((await get('/media/experience/html.svg')).status).toBe(502);
    fetchMock.mockResolvedValueOnce(
      new Response('x', {
        headers: { 'Content-Type': 'image/png', 'Content-Length': String(6 * 1024 * 1024) },
      }),
    );
    expect((await get('/media/experience/big.png')).status).toBe(502);
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array(5 * 1024 * 1024 + 1), {
        headers: { 'Content-Type': 'image/png' },
      }),
    );
    expect((await get('/media/experience/big-unsized.png')).status).toBe(502);
    // A body with no length that never ends is cut off at the limit, not read whole first.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    fetchMock.mockResolvedValueOnce(
      new Response(endless, { headers: { 'Content-Type': 'image/png' } }),
    );
    expect((await get('/media/experience/endless.png')).status).toBe(502);
    expect(pulled).toBeLessThanOrEqual(5 * 16 + 2);
    fetchMock.mockResolvedValueOnce(
      new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );
    expect((await get('/media/experience/gone.svg')).status).toBe(404);
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect((await get('/media/experience/down.svg')).status).toBe(502);
  });
});
