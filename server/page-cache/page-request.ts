// Which requests the page cache may answer: a catalogue page, as a page or as the flight data of a client-side
// navigation, asked for by a visitor the storefront knows nothing about; and the key each answer is kept under.
import { KIND_PAGES } from '@/lib/sellables/pages';
import { FRAME_COOKIE } from '@/server/session/frame-cookie';
import { SESSION_COOKIE } from '@/server/session/session-cookie';
import { LINK_PREVIEWERS } from './link-previewers';

/**
 * Catalogue pages, the home page and each kind's: the same for every visitor without a session, their
 * availability a few seconds old at most (the browser refreshes it). Checkout, orders, payments, the box office
 * and the embeds stay per request.
 */
const CATALOGUE_PAGES = [
  /^\/$/,
  ...Object.values(KIND_PAGES).flatMap((pages) => pages.cachedPaths),
];

/**
 * Either cookie makes a page the visitor's own: the choice they keep and their hold, or the embed frame they
 * browse in. (The staff cookie is sent to the box office's paths alone.)
 */
export const VISITOR_COOKIES = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${FRAME_COOKIE})=`);

/**
 * The request headers Next's answer for a page depends on: those its `vary` names (`rsc` says flight data, not
 * HTML; the router's state tree says which segments the browser already has; the prefetch headers ask for a part
 * of the page) and `next-url`, which Next's `_rsc` query hashes with them (and which an intercepting route
 * would vary on). A flight answer is kept under all of them; a page only for a request that sends none.
 */
export const FLIGHT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const;

/** A server action's post (or a stray header on a get): never the cache's. */
const ACTION_HEADER = 'next-action';

/** Next's query that carries the hash of the flight headers (it redirects a request whose hash is wrong). */
const FLIGHT_QUERY = /[?&]_rsc=/;

/** A long query is a search nobody repeats: not worth a place in the cache. */
const MAX_SEARCH_LENGTH = 256;

/** The router's state tree of a catalogue page is a few hundred characters; longer ones are rendered per request. */
const MAX_FLIGHT_HEADERS_LENGTH = 2048;

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

/** What the cache keeps for a request, and how it renders it. */
export interface PageCacheKey {
  /** A page (HTML, whatever the request accepts: Next answers every request without `rsc: 1` with the page), or flight data. */
  kind: 'page' | 'flight';
  /** The path and query the render asks for. */
  path: string;
  /** The flight headers the render sends, as the visitor sent them (none for a page). */
  headers: [string, string][];
  /** The store's key: the kind, the path and those headers (no header value holds a line break). */
  key: string;
}

/** Whether the request is for a catalogue page, by a visitor without a page of their own. */
function isSharedPage(request: PageRequest): boolean {
  if (request.method !== 'GET') return false;
  if (!CATALOGUE_PAGES.some((page) => page.test(request.pathname))) return false;
  if (request.search.length > MAX_SEARCH_LENGTH) return false;
  if (request.headers.has(ACTION_HEADER)) return false;
  if (VISITOR_COOKIES.test(request.headers.get('cookie') ?? '')) return false;
  // Next puts the metadata in the head for these, in the page and in its flight data alike.
  return !LINK_PREVIEWERS.test(request.headers.get('user-agent') ?? '');
}

/** The flight headers the request sends, in a fixed order; null when they are too long to keep. */
function flightHeaders(request: PageRequest): [string, string][] | null {
  const sent = FLIGHT_HEADERS.flatMap((name): [string, string][] => {
    const value = request.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  const length = sent.reduce((total, [name, value]) => total + name.length + value.length, 0);
  return length > MAX_FLIGHT_HEADERS_LENGTH ? null : sent;
}

/** The key of the cached answer to this request, or null when it must be rendered for itself. */
export function pageCacheKey(request: PageRequest): PageCacheKey | null {
  if (!isSharedPage(request)) return null;
  const path = `${request.pathname}${request.search}`;
  const rsc = request.headers.get('rsc');
  if (rsc === null) {
    // A page: neither flight headers (that Next would read without `rsc`) nor flight data's query.
    if (
      FLIGHT_HEADERS.some((name) => request.headers.has(name)) ||
      FLIGHT_QUERY.test(request.search)
    )
      return null;
    return { kind: 'page', path, headers: [], key: `page\n${path}` };
  }
  // Next serves flight data for `rsc: 1` alone, and redirects a request without the hash of its headers first.
  if (rsc !== '1' || !FLIGHT_QUERY.test(request.search)) return null;
  const headers = flightHeaders(request);
  if (headers === null) return null;
  return {
    kind: 'flight',
    path,
    headers,
    key: ['flight', path, ...headers.map(([name, value]) => `${name}: ${value}`)].join('\n'),
  };
}

/** What a response may vary on for the cache to share it: the flight headers (in every key) and the encoding (the cache encodes itself). */
const SHARED_VARY = new Set<string>([...FLIGHT_HEADERS, 'accept-encoding']);

/**
 * Whether Next's answer to a render is what the key's kind promises (HTML for a page, flight data for flight
 * data) and varies on no request header outside the key: else it answers that one request alone.
 */
export function answersKey(kind: PageCacheKey['kind'], headers: HeaderReader): boolean {
  const type = headers.get('content-type') ?? '';
  if (!(kind === 'flight' ? /^text\/x-component\b/ : /^text\/html\b/).test(type)) return false;
  const vary = (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  return vary.every((name) => name === '' || SHARED_VARY.has(name));
}
