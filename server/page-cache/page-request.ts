// Which requests the page cache may answer: a first look at a catalogue page by a visitor the storefront knows nothing about.
import { KIND_PAGES } from '@/lib/sellables/pages';
import { FRAME_COOKIE } from '@/server/embed/frame-cookie';
import { SESSION_COOKIE } from '@/server/session/session-cookie';
import { LINK_PREVIEWERS } from './link-previewers';

/**
 * Catalogue pages, the home page and each kind's: the same for every visitor without a session, their
 * availability a few seconds old at most (the browser refreshes it). Checkout, orders, payments, the box office
 * and the embeds stay per request.
 */
const CATALOGUE_PAGES = [/^\/$/, ...Object.values(KIND_PAGES).flatMap((pages) => pages.cachedPaths)];

/**
 * Either cookie makes a page the visitor's own: the choice they keep and their hold, or the embed frame they
 * browse in. (The staff cookie is sent to the box office's paths alone.)
 */
const VISITOR_COOKIES = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${FRAME_COOKIE})=`);

/** Headers of Next's client-side navigations and prefetches: they ask for flight data, not a page. */
const FLIGHT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'];

/** What the rules read of a request's headers (a web `Headers`, or Node's headers behind `nodeHeaders`). */
export interface HeaderReader {
  get(name: string): string | null;
  has(name: string): boolean;
}

export interface PageRequest {
  method: string;
  pathname: string;
  /** The query, with its `?`, or '' */
  search: string;
  headers: HeaderReader;
}

/** The page's cache key (path and query), or null when this request must be rendered for itself. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET') return null;
  if (!CATALOGUE_PAGES.some((page) => page.test(request.pathname))) return null;
  // A long query is a search nobody repeats: not worth a place in the cache.
  if (request.search.length > 256 || request.search.includes('_rsc=')) return null;
  // A page is known by the browser asking for HTML (a fetch of flight data asks for text/x-component).
  if (!/\btext\/html\b/.test(request.headers.get('accept') ?? '')) return null;
  if (FLIGHT_HEADERS.some((name) => request.headers.has(name))) return null;
  if (VISITOR_COOKIES.test(request.headers.get('cookie') ?? '')) return null;
  if (LINK_PREVIEWERS.test(request.headers.get('user-agent') ?? '')) return null;
  return `${request.pathname}${request.search}`;
}
