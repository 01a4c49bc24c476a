// Rejects cross-site requests: a mutation must come from a page of this storefront, by the rules of proxy-trust.ts.
import 'server-only';
import { firstEntry, proxyTrust, type ProxyTrust } from './proxy-trust';

function parseOrigin(value: string | null): URL | undefined {
  // `null` is what a sandboxed frame or a privacy-sensitive redirect sends: never this shop.
  if (!value || value === 'null') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The host the client addressed, in the form URL.host gives for `protocol`; undefined when unknown. */
function addressedHost(
  requestHeaders: Headers,
  trust: ProxyTrust,
  protocol: string,
): string | undefined {
  // Without a trusted proxy, X-Forwarded-Host is whatever the client chose to write.
  const forwarded =
    trust.trustedProxies > 0 ? firstEntry(requestHeaders.get('x-forwarded-host')) : undefined;
  const host = forwarded ?? requestHeaders.get('host')?.trim();
  if (!host) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * True when the request's Origin is this storefront: the configured public origin when there is
 * one (scheme, host and port), else the host the request addressed. A missing Origin is refused:
 * browsers send it on every POST.
 */
export function isSameOrigin(requestHeaders: Headers, trust: ProxyTrust): boolean {
  const origin = parseOrigin(requestHeaders.get('origin'));
  if (!origin) return false;
  if (trust.publicOrigin) return origin.origin === trust.publicOrigin;
  return origin.host === addressedHost(requestHeaders, trust, origin.protocol);
}

/**
 * For server actions, as defence in depth behind the proxy (which refuses cross-site posts first). Next's request
 * headers are imported when asked for: the custom server loads this module (for `isSameOrigin`) before Next is ready.
 */
export async function requestIsSameOrigin(): Promise<boolean> {
  const { headers } = await import('next/headers');
  return isSameOrigin(await headers(), proxyTrust());
}
