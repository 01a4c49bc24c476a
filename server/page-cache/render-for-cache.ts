// Renders a catalogue page, or its flight data, for the page cache: the storefront asks itself for it over loopback, as a visitor without cookies.
import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { answersKey, type HeaderReader, type PageCacheKey } from './page-request';
import type { RenderedPage } from './page-store';

export const FILL_HEADER = 'x-page-cache-fill';

/**
 * Known to this process alone: a request that names it is the storefront's own, and is rendered afresh. Kept on
 * globalThis: the custom server and Next's bundles (proxy.ts) load their own copies of this module.
 */
const holder = globalThis as typeof globalThis & { storefrontFillToken?: Buffer };
const FILL_TOKEN = (holder.storefrontFillToken ??= Buffer.from(
  randomBytes(24).toString('base64url'),
));

export function isCacheFill(headers: HeaderReader): boolean {
  const given = headers.get(FILL_HEADER);
  if (given === null) return false;
  const bytes = Buffer.from(given);
  return bytes.length === FILL_TOKEN.length && timingSafeEqual(bytes, FILL_TOKEN);
}

/** The storefront's process (server/storefront/main.ts) puts the port it listens on in PORT. */
const port = z.coerce.number().int().min(1).max(65_535).default(3000);

/** Headers that describe one connection or one visitor: the cached page is sent with its own. */
const NOT_KEPT = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'x-frame-options',
]);

const NONCE = /'nonce-([^']+)'/;

/** The headers of a render that go with every copy sent (none of one connection's or one visitor's). */
export const keptHeaders = (headers: Headers): [string, string][] =>
  [...headers].filter(([name]) => !NOT_KEPT.has(name));

/** The nonce a render's policy names ('' for none). */
export const nonceOf = (headers: Headers): string =>
  NONCE.exec(headers.get('content-security-policy') ?? '')?.[1] ?? '';

/** A request of this storefront to itself (over loopback, marked as its own), for `path`. */
export function askSelf(
  path: string,
  headers: [string, string][],
  timeoutMs: number,
): Promise<Response> {
  return fetch(`http://127.0.0.1:${port.parse(process.env.PORT)}${path}`, {
    headers: [[FILL_HEADER, FILL_TOKEN.toString()], ...headers],
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The answer for `key` (a page, or its flight data with the headers the visitor sent), rendered by this storefront for the cache. */
export async function renderForCache(key: PageCacheKey, timeoutMs: number): Promise<RenderedPage> {
  const response = await askSelf(
    key.path,
    [
      ['accept', key.kind === 'flight' ? '*/*' : 'text/html'],
      ['accept-encoding', 'identity'],
      ...key.headers,
    ],
    timeoutMs,
  );
  const body = await response.text();
  const headers = keptHeaders(response.headers);
  const nonce = nonceOf(response.headers);
  return {
    status: response.status,
    headers,
    body,
    nonce,
    // Without its nonce an answer could not be given a visitor's own; one of another kind, or varying on
    // headers outside the key, could be given to a request it does not answer.
    private:
      response.headers.has('set-cookie') || nonce === '' || !answersKey(key.kind, response.headers),
  };
}
