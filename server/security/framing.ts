// Who may show a page in a frame: the embeds (and the checkout reached from one) the allowed sites, everything else only the storefront itself.
import { z } from 'zod';

/** The pages made to be framed by other sites. */
const EMBED_ROUTE = /^\/embed\/(events|organisers)\/[^/]+\/?$/;
/**
 * The checkout a framed embed continues into: the same pages the web shop uses. Payment is not among them: a
 * provider's page refuses frames (Paystack's does), so an embed opens it in a window of its own, and the built-in
 * test provider's page refuses them too.
 */
const SHARED_CHECKOUT_ROUTE = /^\/(checkout|orders)(\/|$)/;

export const isEmbedRoute = (pathname: string) => EMBED_ROUTE.test(pathname);

export interface FramingRequest {
  pathname: string;
  /** The request's `Sec-Fetch-Dest`: `iframe` when a browser loads the page into a frame. */
  fetchDest: string | null;
  /** The embedding site this browser's frame was opened for, read from the frame's cookie; null without one. */
  frameParent: string | null;
}

export interface Framing {
  /** A Content-Security-Policy of its own, sent beside the main one: browsers enforce both. */
  contentSecurityPolicy: string;
  /** `SAMEORIGIN` where only the storefront may frame the page; null where `frame-ancestors` decides alone. */
  xFrameOptions: 'SAMEORIGIN' | null;
}

const SELF_ONLY: Framing = {
  contentSecurityPolicy: "frame-ancestors 'self'",
  xFrameOptions: 'SAMEORIGIN',
};

/** Framing of one response. An empty allow-list leaves the embeds framable by the storefront only (its preview page). */
export function framingFor(request: FramingRequest, allowedOrigins: readonly string[]): Framing {
  const framedCheckout =
    SHARED_CHECKOUT_ROUTE.test(request.pathname) &&
    (request.fetchDest === 'iframe' || request.frameParent !== null);
  if (!isEmbedRoute(request.pathname) && !framedCheckout) return SELF_ONLY;
  // X-Frame-Options knows no list of origins; left out, browsers follow frame-ancestors.
  return {
    contentSecurityPolicy: ["frame-ancestors 'self'", ...allowedOrigins].join(' '),
    xFrameOptions: null,
  };
}

/** A claimed embedding origin, kept only when it is exactly one of the allowed origins. */
export function allowedParent(
  value: string | null | undefined,
  allowedOrigins: readonly string[],
): string | null {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value ?? '');
  if (!parsed.success) return null;
  const origin = new URL(parsed.data).origin;
  return allowedOrigins.includes(origin) && value === origin ? origin : null;
}
