// A request's headers as Next's handlers would see them, for the parts of the storefront that answer before Next (the
// waiting room's front door): the forwarded headers kept only from trusted proxies (as proxy.ts does), then the
// missing ones filled from the connection (as Next does).
import 'server-only';
import type { IncomingMessage } from 'node:http';
import { trustedRequestHeaders } from './forwarded-headers';
import type { ProxyTrust } from './proxy-trust';

/** Node's request headers as a web `Headers`, as the client sent them (what proxy.ts's checks read). */
export function nodeRequestHeaders(request: IncomingMessage): Headers {
  const given = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) given.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return given;
}

export function frontRequestHeaders(
  request: IncomingMessage,
  given: Headers,
  trust: ProxyTrust,
): Headers {
  const headers = trustedRequestHeaders(given, trust);
  const address = request.socket.remoteAddress;
  if (!headers.has('x-forwarded-for') && address) headers.set('x-forwarded-for', address);
  if (!headers.has('x-forwarded-host') && headers.has('host'))
    headers.set('x-forwarded-host', headers.get('host')!);
  if (!headers.has('x-forwarded-proto'))
    headers.set('x-forwarded-proto', 'encrypted' in request.socket ? 'https' : 'http');
  return headers;
}
