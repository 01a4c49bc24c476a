// Runs in front of every page, action and route: refuses cross-site, oversized and unsized mutations with a plain answer, hands on only forwarded headers that can be believed, and sets the headers that depend on the request (CSP, framing, the embed frame's cookie).
import { NextResponse, type NextRequest } from 'next/server';
import { EMBED_PARENT_HEADER, FRAME_COOKIE, FRAME_COOKIE_OPTIONS } from '@/server/embed/frame-cookie';
import { frameParentOf } from '@/server/embed/frame-request';
import { storefrontEnv } from '@/server/env';
import { contentSecurityPolicy } from '@/server/security/content-security-policy';
import { trustedRequestHeaders } from '@/server/security/forwarded-headers';
import { framingFor } from '@/server/security/framing';
import { proxyTrust } from '@/server/security/proxy-trust';
import { logRequestRefusal, refusalFor, refusalResponse } from '@/server/security/request-guard';

function withPolicy(response: Response, request: NextRequest, frameParent: string | null): Response {
  const framing = framingFor(
    { pathname: request.nextUrl.pathname, fetchDest: request.headers.get('sec-fetch-dest'), frameParent },
    storefrontEnv().EMBED_ALLOWED_ORIGINS,
  );
  response.headers.set('Content-Security-Policy', contentSecurityPolicy());
  // A second policy: browsers enforce every policy they are sent.
  response.headers.append('Content-Security-Policy', framing.contentSecurityPolicy);
  if (framing.xFrameOptions) response.headers.set('X-Frame-Options', framing.xFrameOptions);
  return response;
}

export function proxy(request: NextRequest): Response {
  const trust = proxyTrust();
  const guarded = { method: request.method, pathname: request.nextUrl.pathname, headers: request.headers };
  const refusal = refusalFor(guarded, trust);
  if (refusal) {
    logRequestRefusal(refusal, guarded);
    return withPolicy(refusalResponse(refusal), request, null);
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
  if (frame.parent) headers.set(EMBED_PARENT_HEADER, frame.parent);
  const response = NextResponse.next({ request: { headers } });
  if (frame.remember && frame.parent) response.cookies.set(FRAME_COOKIE, frame.parent, FRAME_COOKIE_OPTIONS);
  return withPolicy(response, request, frame.parent);
}

export const config = {
  // Build output and optimised images take no posts and read no forwarded headers.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
