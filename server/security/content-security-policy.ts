// The storefront's Content-Security-Policy (what pages may load), sent with a fresh nonce per request by proxy.ts, and by the
// page cache's front with a cached page (server/page-cache/front.ts); who may frame a page is framing.ts's.

/**
 * Why a nonce and no 'unsafe-inline' (checked in Chromium by e2e/headers.spec.ts): Next reads the nonce from the
 * request's policy (set by proxy.ts) and puts it on every script and style it writes, and a page served from the
 * page cache gets the nonce of the request it answers in place of the one it was rendered with. 'strict-dynamic' lets those scripts load the page's chunks; a script an attacker
 * manages to inject carries no nonce and does not run. style-src also governs style attributes, and allows none:
 * the storefront styles with classes, and app/global-error.tsx stands in for Next's page that uses them.
 */
export interface PolicyOptions {
  nonce: string;
  /** `next dev` needs eval for its error overlay and fast refresh, and a websocket. */
  dev: boolean;
  /** The merchant's logo (MERCHANT_LOGO_URL): on another https host, that host may serve pictures too. */
  logoUrl?: string | undefined;
}

/** The origin of a logo on another host, or nothing for one on the site itself. */
const logoOrigin = (logoUrl: string | undefined) =>
  logoUrl?.startsWith('https://') ? ` ${new URL(logoUrl).origin}` : '';

export function contentSecurityPolicy({ nonce, dev, logoUrl }: PolicyOptions): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    'style-src': dev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`,
    // Pictures come through the storefront's own /media route; nothing else may be loaded as an image but the logo.
    'img-src': `'self' data: blob:${logoOrigin(logoUrl)}`,
    'font-src': "'self'",
    'connect-src': `'self'${dev ? ' ws: wss:' : ''}`,
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** 128 random bits, fresh for every request. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
