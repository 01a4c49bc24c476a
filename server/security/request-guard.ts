// Decides which requests the proxy refuses before Next.js reads them: cross-site mutations, oversized bodies, bodies of unknown size.
import 'server-only';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { ProxyTrust } from './proxy-trust';
import { MAX_BODY_BYTES } from './request-limits';
import { isSameOrigin } from './same-origin';
import { clip, logRefusal } from './security-log';

/** Paths that other sites may post to (a payment provider's webhooks); their own handlers authenticate them. */
export const CROSS_ORIGIN_PATHS = ['/api/webhooks/'];

export interface Refusal {
  status: 403 | 411 | 413;
  reason: 'cross-site' | 'length-required' | 'too-large';
  message: string;
}

const TOO_LARGE = 'This request is too large for the shop to accept. Please go back and try again.';
const LENGTH_REQUIRED = 'This shop accepts a request body only with a Content-Length.';

interface GuardedRequest {
  method: string;
  pathname: string;
  headers: Headers;
}

/** Why the proxy refuses this request, or undefined to let it through. GET and HEAD always pass. */
export function refusalFor(request: GuardedRequest, trust: ProxyTrust): Refusal | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const otherOriginsAllowed = CROSS_ORIGIN_PATHS.some((prefix) =>
    request.pathname.startsWith(prefix),
  );
  if (!otherOriginsAllowed && !isSameOrigin(request.headers, trust)) {
    return { status: 403, reason: 'cross-site', message: CHECKOUT_MESSAGES.crossSite };
  }
  const length = request.headers.get('content-length');
  if (length === null) {
    // A chunked body's size is known only once it is read, which Next does before any route can
    // count it; so it must say its length. Browsers always do for forms and server actions.
    return request.headers.has('transfer-encoding')
      ? { status: 411, reason: 'length-required', message: LENGTH_REQUIRED }
      : undefined;
  }
  return /^\d+$/.test(length.trim()) && Number(length) <= MAX_BODY_BYTES
    ? undefined
    : { status: 413, reason: 'too-large', message: TOO_LARGE };
}

/**
 * The plain answer to a refused request. `text/plain` exactly: for a server action, Next's client
 * shows the body of a text/plain error as the error's message.
 */
export function refusalResponse(refusal: Refusal): Response {
  return new Response(refusal.message, {
    status: refusal.status,
    headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' },
  });
}

export function logRequestRefusal(refusal: Refusal, request: GuardedRequest): void {
  logRefusal('request refused', {
    reason: refusal.reason,
    status: refusal.status,
    method: clip(request.method, 16),
    path: clip(request.pathname),
    serverAction: request.headers.has('next-action'),
    origin: clip(request.headers.get('origin')),
    contentLength: clip(request.headers.get('content-length'), 20),
  });
}
