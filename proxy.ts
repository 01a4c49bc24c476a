// Runs in front of every page, action and route: refuses cross-site, oversized and unsized mutations with a plain answer, and hands on only forwarded headers that can be believed.
import { NextResponse, type NextRequest } from 'next/server';
import { trustedRequestHeaders } from '@/server/security/forwarded-headers';
import { proxyTrust } from '@/server/security/proxy-trust';
import { logRequestRefusal, refusalFor, refusalResponse } from '@/server/security/request-guard';

export function proxy(request: NextRequest): Response {
  const trust = proxyTrust();
  const guarded = { method: request.method, pathname: request.nextUrl.pathname, headers: request.headers };
  const refusal = refusalFor(guarded, trust);
  if (refusal) {
    logRequestRefusal(refusal, guarded);
    return refusalResponse(refusal);
  }
  return NextResponse.next({ request: { headers: trustedRequestHeaders(request.headers, trust) } });
}

export const config = {
  // Build output and optimised images take no posts and read no forwarded headers.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
