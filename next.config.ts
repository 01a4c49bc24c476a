import type { NextConfig } from 'next';
import { LINK_PREVIEWERS } from './server/page-cache/link-previewers';
import { NEXT_BODY_LIMIT_BYTES } from './server/security/request-limits';

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
  // The page cache serves browsers a page rendered once for all of them; these are rendered per request.
  htmlLimitedBots: LINK_PREVIEWERS,
  // pdfkit reads its built-in fonts' metrics from its own folder at run time: loaded from node_modules, not bundled;
  // prom-client: one copy for the custom server and Next's bundles (the metrics registry they share, server/metrics).
  serverExternalPackages: ['pdfkit', 'prom-client'],
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
        // Content-Security-Policy and X-Frame-Options depend on the request (embeds may be framed): proxy.ts sets them.
        headers: baseHeaders,
      },
      {
        // The door's check-in page reads tickets with the device camera; every page outside the box office keeps
        // it off. The whole box office allows it: staff reach check-in by in-app navigation, which keeps the
        // policy of the document first loaded (the sign-in page, the sale screen).
        source: '/box-office/:path*',
        headers: [
          { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
