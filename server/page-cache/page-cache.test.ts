// The page cache when a render for it fails: the visitor's page is rendered for them instead, and the failure is
// logged once, not on every request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/server/test-support/log-lines';
import { fromPageCache } from './page-cache';

vi.mock('./render-for-cache', () => ({
  renderForCache: () => Promise.reject(new Error('render refused')),
}));
vi.mock('@/server/env', () => ({ storefrontEnv: () => ({ PAGE_CACHE_SECONDS: 10 }) }));

afterEach(() => vi.restoreAllMocks());

const firstLook = (pathname: string) => ({
  method: 'GET',
  pathname,
  search: '',
  headers: new Headers({ accept: 'text/html' }),
});

describe('fromPageCache', () => {
  it('leaves a page it could not render to Next and logs the first failure only', async () => {
    const captured = captureLog();
    expect(await fromPageCache(firstLook('/events'))).toBeNull();
    expect(await fromPageCache(firstLook('/cinema'))).toBeNull();
    expect(captured.entries()).toEqual([
      {
        level: 'warn',
        time: expect.any(String),
        msg: 'page cache render failed',
        error: 'Error: render refused',
      },
    ]);
  });
});
