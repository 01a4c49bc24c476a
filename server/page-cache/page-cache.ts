// The storefront's page cache, asked before Next (front.ts): a rush on a catalogue page, opened or reached by a client-side navigation, costs one render every few seconds, not one per visitor.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { log } from '@/server/log';
import { storefrontMetrics } from '@/server/metrics/registry';
import { newNonce } from '@/server/security/content-security-policy';
import { gzipParts, gzipWithNonce, type GzipParts } from './gzip-parts';
import { pageCacheKey, type PageCacheKey, type PageRequest } from './page-request';
import { PageStore, type PageState, type RenderedPage } from './page-store';
import { renderForCache } from './render-for-cache';

/** A page that takes longer than this to render is rendered for its visitor instead. */
const RENDER_TIMEOUT_MS = 10_000;
/** After its fresh time, a page is served for up to a minute while its next render runs. */
const STALE_MS = 60_000;
/**
 * Pages and flight data are kept apart, each within its bounds: about 300 pages of 100 kB, and about 1,000 flight
 * answers of 15 kB (a page's navigations from a few other pages, and its prefetches), so that navigations from
 * many places never push the pages out.
 */
const BOUNDS: Record<PageCacheKey['kind'], { maxSize: number; maxEntries: number }> = {
  page: { maxSize: 32 * 1024 * 1024, maxEntries: 10_000 },
  flight: { maxSize: 16 * 1024 * 1024, maxEntries: 2_000 },
};

const stores = new Map<PageCacheKey['kind'], PageStore>();

function pageStore(kind: PageCacheKey['kind'], freshSeconds: number): PageStore {
  let store = stores.get(kind);
  if (!store) {
    store = new PageStore({ freshMs: freshSeconds * 1000, staleMs: STALE_MS, ...BOUNDS[kind] });
    stores.set(kind, store);
  }
  return store;
}

/** A cached page as sent to one visitor, with the nonce made for them (their policy must name it). */
export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  /** The body with the visitor's nonce. */
  body: () => Buffer;
  nonce: string;
  /** The body gzipped from the copy's parts compressed once (null when it has none: the caller compresses it). */
  gzipped: () => Promise<Buffer | null>;
}

/** Each kept copy's body as bytes, cut at each place of the nonce it was rendered with; they go with the copy. */
const pieces = new WeakMap<RenderedPage, Buffer[]>();
/** Each kept copy's compressed parts, made when it is first sent compressed. */
const compressed = new WeakMap<RenderedPage, Promise<GzipParts | null>>();

function piecesOf(page: RenderedPage): Buffer[] {
  let cut = pieces.get(page);
  if (!cut) {
    cut = (page.nonce ? page.body.split(page.nonce) : [page.body]).map((text) => Buffer.from(text));
    pieces.set(page, cut);
  }
  return cut;
}

function gzipPartsOf(page: RenderedPage): Promise<GzipParts | null> {
  let parts = compressed.get(page);
  if (!parts) {
    parts = gzipParts(page.body, page.nonce).catch(() => null);
    compressed.set(page, parts);
  }
  return parts;
}

/**
 * The page as given to one visitor: the nonce it was rendered with becomes the visitor's own (the policy sent
 * with it names that one), so a script injected into the page still finds no nonce it could carry. Flight data
 * names the nonce too, on the scripts of the page it brings (every nonce has one length, so the byte lengths
 * flight data gives its text rows stay right).
 */
function pageAnswer(page: RenderedPage, nonce: string, state: PageState): CachedAnswer {
  // Next names the nonce in its Link preload header too.
  const headers = page.headers.map(([name, value]): [string, string] => [
    name,
    page.nonce ? value.replaceAll(page.nonce, nonce) : value,
  ]);
  headers.push(['x-page-cache', state]);
  const own = Buffer.from(nonce);
  const body = () =>
    Buffer.concat(piecesOf(page).flatMap((piece, i) => (i === 0 ? [piece] : [own, piece])));
  const gzipped = async () => {
    const parts = await gzipPartsOf(page);
    return parts && gzipWithNonce(parts, nonce);
  };
  return { status: page.status, headers, body, nonce, gzipped };
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
    const found = await pageStore(key.kind, freshSeconds).page(key.key, () =>
      renderForCache(key, RENDER_TIMEOUT_MS),
    );
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
