// The page cache counts what it did for each catalogue page request: rendered and kept (miss), then served (hit).
import { describe, expect, it, vi } from 'vitest';
import { storefrontMetrics } from '@/server/metrics/registry';
import { fromPageCache } from './page-cache';
import type { PageCacheKey } from './page-request';

vi.mock('./render-for-cache', () => ({
  renderForCache: async (key: PageCacheKey) => ({
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: `<script nonce="n0">${key.path}</script>`,
    nonce: 'n0',
    private: false,
  }),
}));
vi.mock('@/server/env', () => ({ storefrontEnv: () => ({ PAGE_CACHE_SECONDS: 10 }) }));

const firstLook = (pathname: string) => ({
  method: 'GET',
  pathname,
  search: '',
  headers: new Headers({ accept: 'text/html' }),
});

async function counted(result: string): Promise<number> {
  const metric = await storefrontMetrics().pageCache.get();
  return metric.values.find((value) => value.labels.result === result)?.value ?? 0;
}

describe('page cache metrics', () => {
  it('counts a miss, then hits, and nothing for a request the cache does not take', async () => {
    const [miss, hit] = [await counted('miss'), await counted('hit')];
    expect(await fromPageCache(firstLook('/events'))).not.toBeNull();
    expect(await fromPageCache(firstLook('/events'))).not.toBeNull();
    expect(await fromPageCache(firstLook('/events'))).not.toBeNull();
    expect(await fromPageCache({ ...firstLook('/events'), method: 'POST' })).toBeNull();
    expect([await counted('miss'), await counted('hit')]).toEqual([miss + 1, hit + 2]);
  });
});
