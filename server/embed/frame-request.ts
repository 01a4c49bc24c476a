// Which embedding site a request comes from: the `parent` an embed page was opened with, or the frame's cookie after that.
import { allowedParent, isEmbedRoute } from '@/server/security/framing';

export interface FrameRequest {
  method: string;
  pathname: string;
  /** The `parent` query parameter (embed.js names the host page's origin there). */
  parentParam: string | null;
  /** The frame cookie's value, if the browser sent it. */
  cookie: string | null;
  /** The storefront's own origin: its preview page frames the embeds too. */
  ownOrigin: string;
}

export interface FrameParent {
  /** The checked embedding origin; null when the request is not from an embed's frame. */
  parent: string | null;
  /**
   * Whether to (re)write the frame cookie: when an embed page is loaded into a frame. Never on a post: Next.js
   * shows a cookie the proxy sets to the same request, and the reserve action must see only what the browser kept.
   */
  remember: boolean;
}

export function frameParentOf(
  request: FrameRequest,
  allowedOrigins: readonly string[],
): FrameParent {
  const allowed = [...allowedOrigins, request.ownOrigin];
  if (isEmbedRoute(request.pathname) && request.parentParam !== null) {
    const parent = allowedParent(request.parentParam, allowed);
    return { parent, remember: parent !== null && request.method === 'GET' };
  }
  return { parent: allowedParent(request.cookie, allowedOrigins), remember: false };
}
