// The storefront's page cache, asked before Next (front.ts): a rush on a catalogue page costs one render every few seconds, not one per visitor.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { log } from '@/server/log';
import { storefrontMetrics } from '@/server/metrics/registry';
import { newNonce } from '@/server/security/content-security-policy';
import { pageCacheKey, type PageRequest } from './page-request';
import { PageStore, type PageState, type RenderedPage } from './page-store';
import { renderForCache } from './render-for-cache';

/** A page that takes longer than this to render is rendered for its visitor instead. */
const RENDER_TIMEOUT_MS = 10_000;
/** After its fresh time, a page is served for up to a minute while its next render runs. */
const STALE_MS = 60_000;
/** About 300 pages of 100 kB. */
const MAX_SIZE = 32 * 1024 * 1024;

let store: PageStore | undefined;

function pageStore(freshSeconds: number): PageStore {
  store ??= new PageStore({ freshMs: freshSeconds * 1000, staleMs: STALE_MS, maxSize: MAX_SIZE });
  return store;
}

/** A cached page as sent to one visitor, with the nonce made for them (their policy must name it). */
export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
}

/**
 * The page as given to one visitor: the nonce it was rendered with becomes the visitor's own (the policy sent
 * with it names that one), so a script injected into the page still finds no nonce it could carry.
 */
function pageAnswer(page: RenderedPage, nonce: string, state: PageState): CachedAnswer {
  const own = (text: string) => (page.nonce ? text.replaceAll(page.nonce, nonce) : text);
  // Next names the nonce in its Link preload header too.
  const headers = page.headers.map(([name, value]): [string, string] => [name, own(value)]);
  headers.push(['x-page-cache', state]);
  return { status: page.status, headers, body: own(page.body), nonce };
}

let warned = false;

/**
 * The cached answer to `request`, with a nonce of its own; null when the request is not the cache's, or the cache
 * cannot help. (The nonce is made only for a page answered: most requests, the build's files among them, are not.)
 */
export async function fromPageCache(request: PageRequest): Promise<CachedAnswer | null> {
  const freshSeconds = storefrontEnv().PAGE_CACHE_SECONDS;
  if (freshSeconds === 0) return null;
  const key = pageCacheKey(request);
  if (key === null) return null;
  try {
    const found = await pageStore(freshSeconds).page(key, () => renderForCache(key, RENDER_TIMEOUT_MS));
    storefrontMetrics().pageCache.inc({ result: found ? found.state : 'uncached' });
    return found && pageAnswer(found.page, newNonce(), found.state);
  } catch (error) {
    storefrontMetrics().pageCache.inc({ result: 'error' });
    // The page is rendered for its visitor as if there were no cache; said once, not on every request.
    if (!warned) {
      warned = true;
      log.warn({ error: String(error) }, 'page cache render failed');
    }
    return null;
  }
}
