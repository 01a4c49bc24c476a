import type { NextConfig } from 'next';
import { NEXT_BODY_LIMIT_BYTES } from './server/security/request-limits';

const isDev = process.env.NODE_ENV !== 'production';

// Images of the local inventory service are served over plain HTTP from its own origin. These headers
// are fixed when the storefront is built, and a build outlives the port it was built against (the e2e
// build names :4100, and `npm start` reuses it with the service on :4000), so any local port is allowed.
const LOCAL_IMAGE_ORIGINS = 'http://127.0.0.1:* http://localhost:*';

function inventoryOrigin(): string {
  try {
    return new URL(process.env.TICKETING_BASE_URL ?? 'http://127.0.0.1:4000').origin;
  } catch {
    return '';
  }
}

function contentSecurityPolicy(frameAncestors: string): string {
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
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const baseHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` checks the whole repository (service included) as its own step of
  // `npm test`; checking again inside every `next build` would only slow the builds down.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: {
    // Catalogue reads are cached in memory only: an on-disk fetch cache would outlive the process and,
    // stale-while-revalidate, serve ids of a previous (re-seeded) service database after a restart.
    isrFlushToDisk: false,
    // proxy.ts answers bodies over MAX_BODY_BYTES with a plain 413; Next's own limits stay above it
    // (over the action limit Next throws a 500). Next reads a refused body to its end all the same,
    // keeping at most proxyClientMaxBodySize of it (and warning once it is exceeded).
    serverActions: { bodySizeLimit: NEXT_BODY_LIMIT_BYTES },
    proxyClientMaxBodySize: NEXT_BODY_LIMIT_BYTES,
    // forbidden(): a seller opening a supervisor's page of the box office gets a 403 page.
    authInterrupts: true,
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          ...baseHeaders,
          { key: 'Content-Security-Policy', value: contentSecurityPolicy("'self'") },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
