// Whether a request to a box-office route handler comes from the box office's own pages.
import 'server-only';
import type { ProxyTrust } from '@/server/security/proxy-trust';
import { isSameOrigin } from '@/server/security/same-origin';

/**
 * Mutations must carry this site's Origin. Browsers send no Origin on a same-origin GET, so a read
 * is refused only when the browser says it was asked for by another site (Sec-Fetch-Site).
 */
export function fromOwnPages(
  request: Pick<Request, 'method' | 'headers'>,
  trust: ProxyTrust,
): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  return isSameOrigin(request.headers, trust);
}
