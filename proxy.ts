// Runs in front of every page, action and route: refuses cross-site, oversized and unsized mutations with a plain answer, hands on only forwarded headers that can be believed, and sets the headers that depend on the request (CSP, framing, the embed frame's cookie, a campaign link's promo code).
import { NextResponse, type NextRequest } from 'next/server';
import { FRAME_COOKIE, FRAME_COOKIE_OPTIONS } from '@/server/session/frame-cookie';
import { frameParentOf } from '@/server/embed/frame-request';
import { storefrontEnv } from '@/server/env';
import { FILL_HEADER, isCacheFill } from '@/server/page-cache/render-for-cache';
import { contentSecurityPolicy, newNonce } from '@/server/security/content-security-policy';
import { trustedRequestHeaders } from '@/server/security/forwarded-headers';
import { proxyTrust } from '@/server/security/proxy-trust';
import { responsePolicy } from '@/server/security/response-policy';
import { logRequestRefusal, refusalFor, refusalResponse } from '@/server/security/request-guard';
import { EMBED_PARENT_HEADER } from '@/server/session/embed-parent-header';
import { PROMO_COOKIE, promoCodeOf, promoCookieOptions } from '@/server/session/promo-cookie';
import { TEMPLATE_HEADER } from '@/server/waiting-room/template';

function withPolicy(
  response: Response,
  request: NextRequest,
  frameParent: string | null,
  policy: string,
): Response {
  const framing = {
    pathname: request.nextUrl.pathname,
    fetchDest: request.headers.get('sec-fetch-dest'),
    frameParent,
  };
  response.headers.delete('Content-Security-Policy');
  for (const [name, value] of responsePolicy(framing, policy)) response.headers.append(name, value);
  return response;
}

export function proxy(request: NextRequest): Response {
  const trust = proxyTrust();
  const guarded = {
    method: request.method,
    pathname: request.nextUrl.pathname,
    headers: request.headers,
  };
  const nonce = newNonce();
  const policy = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV !== 'production',
    logoUrl: storefrontEnv().MERCHANT_LOGO_URL,
  });
  const refusal = refusalFor(guarded, trust);
  if (refusal) {
    logRequestRefusal(refusal, guarded);
    return withPolicy(refusalResponse(refusal), request, null, policy);
  }
  const frame = frameParentOf(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      parentParam: request.nextUrl.searchParams.get('parent'),
      cookie: request.cookies.get(FRAME_COOKIE)?.value ?? null,
      ownOrigin: trust.publicOrigin ?? request.nextUrl.origin,
    },
    storefrontEnv().EMBED_ALLOWED_ORIGINS,
  );
  const headers = trustedRequestHeaders(request.headers, trust);
  headers.delete(EMBED_PARENT_HEADER);
  // The waiting room's template is drawn for the storefront's own requests alone.
  if (!isCacheFill(request.headers)) headers.delete(TEMPLATE_HEADER);
  headers.delete(FILL_HEADER);
  if (frame.parent) headers.set(EMBED_PARENT_HEADER, frame.parent);
  // Next reads the nonce from the request's policy and puts it on every script and style it writes.
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  if (frame.remember && frame.parent)
    response.cookies.set(FRAME_COOKIE, frame.parent, FRAME_COOKIE_OPTIONS);
  // A campaign link's `?code=` on any page is remembered for the checkout; set on a page's GET alone, never a post.
  const code =
    request.method === 'GET' ? promoCodeOf(request.nextUrl.searchParams.get('code')) : null;
  if (code) response.cookies.set(PROMO_COOKIE, code, promoCookieOptions(frame.parent !== null));
  return withPolicy(response, request, frame.parent, policy);
}

export const config = {
  // Build output and pictures take no posts, read no forwarded headers and set their own headers.
  matcher: ['/((?!_next/static|_next/image|media/).*)'],
};
