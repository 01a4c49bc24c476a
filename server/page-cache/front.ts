// The page cache's place in front of Next: a catalogue page or its flight data it holds is sent from Node's request
// handler, before Next's router, proxy and renderer run (on this hardware each of those took longer than the page).
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { storefrontEnv } from '@/server/env';
import { contentSecurityPolicy } from '@/server/security/content-security-policy';
import { responsePolicy } from '@/server/security/response-policy';
import { fromPageCache } from './page-cache';
import type { HeaderReader } from './page-request';
import { isCacheFill } from './render-for-cache';

const gzipped = promisify(gzip);

/** The policy headers of a page answered before Next, with the nonce its scripts carry; framed by the shop's own pages alone. */
export function pagePolicy(
  pathname: string,
  fetchDest: string | null,
  nonce: string,
): [string, string][] {
  const policy = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV !== 'production',
    logoUrl: storefrontEnv().MERCHANT_LOGO_URL,
  });
  return responsePolicy({ pathname, fetchDest, frameParent: null }, policy);
}

/** Node's request headers as the cache's rules read them (Node keeps their names in lower case). */
export function nodeHeaders(request: IncomingMessage): HeaderReader {
  return {
    get: (name) => {
      const value = request.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    has: (name) => request.headers[name.toLowerCase()] !== undefined,
  };
}

/**
 * Answers `request` from the page cache when the cache may (page-request.ts says which), and says whether it
 * did; otherwise the request goes on to Next untouched. The page cache's own renders go on to Next.
 */
export async function answerFromPageCache(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (request.method !== 'GET') return false;
  const headers = nodeHeaders(request);
  if (isCacheFill(headers)) return false;
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? '' : url.slice(query);
  const answer = await fromPageCache({ method: 'GET', pathname, search, headers });
  if (!answer) return false;
  // A catalogue page is never an embed: framed by the shop's own pages alone, like Next would answer it.
  const sent = [
    ...answer.headers,
    ...pagePolicy(pathname, headers.get('sec-fetch-dest'), answer.nonce),
  ];
  let body: Buffer;
  // Compressed as `next start` compresses what it renders (each visitor's copy differs by its nonce, so the
  // copy's text around it is compressed once, and the visitor's nonce put between).
  if (/\bgzip\b/.test(headers.get('accept-encoding') ?? '')) {
    body = (await answer.gzipped()) ?? (await gzipped(answer.body()));
    sent.push(['content-encoding', 'gzip']);
  } else body = answer.body();
  sent.push(['content-length', String(body.length)]);
  response.writeHead(answer.status, sent.flat());
  response.end(body);
  return true;
}
