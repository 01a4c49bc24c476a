// The forwarded headers the app may see: dropped unless a proxy is trusted, and set from the public origin when one is configured.
import 'server-only';
import type { ProxyTrust } from './proxy-trust';

const FORWARDED = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
] as const;

/**
 * The request headers to hand on from proxy.ts. Next.js keeps a client's own X-Forwarded-* as
 * they are and fills in only missing ones (the socket's address, Host, the scheme); so without a
 * trusted proxy they are removed here and Next fills them again from the connection. A configured
 * public origin is the host and scheme Next's own Origin check and every page see.
 */
export function trustedRequestHeaders(requestHeaders: Headers, trust: ProxyTrust): Headers {
  const result = new Headers(requestHeaders);
  if (trust.trustedProxies === 0) for (const name of FORWARDED) result.delete(name);
  if (trust.publicOrigin) {
    const url = new URL(trust.publicOrigin);
    const https = url.protocol === 'https:';
    result.set('x-forwarded-host', url.host);
    result.set('x-forwarded-proto', https ? 'https' : 'http');
    result.set('x-forwarded-port', url.port || (https ? '443' : '80'));
  }
  return result;
}
