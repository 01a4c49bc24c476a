// The headers of a page's answer that depend on the request: its Content-Security-Policy (with the request's
// nonce) and who may frame it. Sent by proxy.ts with what Next renders, and by the page cache's front with a cached page.
import { storefrontEnv } from '@/server/env';
import { framingFor, type FramingRequest } from './framing';

export function responsePolicy(request: FramingRequest, policy: string): [string, string][] {
  const framing = framingFor(request, storefrontEnv().EMBED_ALLOWED_ORIGINS);
  // Two policies: browsers enforce every policy they are sent.
  const headers: [string, string][] = [
    ['Content-Security-Policy', policy],
    ['Content-Security-Policy', framing.contentSecurityPolicy],
  ];
  if (framing.xFrameOptions) headers.push(['X-Frame-Options', framing.xFrameOptions]);
  return headers;
}
