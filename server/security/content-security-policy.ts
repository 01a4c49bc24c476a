// The storefront's Content-Security-Policy (what pages may load), sent by proxy.ts; who may frame a page is framing.ts's.
const isDev = process.env.NODE_ENV !== 'production';

// Images of the local inventory service are served over plain HTTP from its own origin. A build outlives
// the port it was built against (the e2e build names :4100, and `npm start` reuses it with the service on
// :4000), so any local port is allowed.
const LOCAL_IMAGE_ORIGINS = 'http://127.0.0.1:* http://localhost:*';

function inventoryOrigin(): string {
  try {
    return new URL(process.env.TICKETING_BASE_URL ?? 'http://127.0.0.1:4000').origin;
  } catch {
    return '';
  }
}

export function contentSecurityPolicy(): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    // Next.js inlines its bootstrap scripts; 'unsafe-eval' only for dev's fast refresh.
    'script-src': `'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: https: ${LOCAL_IMAGE_ORIGINS} ${inventoryOrigin()}`.trim(),
    'font-src': "'self' data:",
    'connect-src': `'self'${isDev ? ' ws: wss:' : ''}`,
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
