// Requests are labelled by the route pattern of the build, never by their path, so ids make no new series.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { storefrontMetrics } from './registry';
import { timeRequest } from './request-timing';
import { buildRoutePatterns, routePatterns, UNMATCHED, type RoutesManifest } from './route-pattern';

// As Next writes them in .next/routes-manifest.json (route groups already taken out of `page`).
const MANIFEST: RoutesManifest = {
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/events', regex: '^/events(?:/)?$' },
    { page: '/metrics', regex: '^/metrics(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/events/[id]', regex: '^/events/([^/]+?)(?:/)?$' },
    { page: '/orders/[reference]', regex: '^/orders/([^/]+?)(?:/)?$' },
    {
      page: '/orders/[reference]/wallet/[ticket]',
      regex: '^/orders/([^/]+?)/wallet/([^/]+?)(?:/)?$',
    },
    { page: '/media/[...path]', regex: '^/media/(.+?)(?:/)?$' },
  ],
};

describe('routePatterns', () => {
  const routeOf = routePatterns(MANIFEST);

  it('names static pages as they are, with or without a trailing slash or a query', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/events')).toBe('/events');
    expect(routeOf('/events/?when=today')).toBe('/events');
    expect(routeOf('/metrics')).toBe('/metrics');
  });

  it('names dynamic routes by their pattern, never by the ids in the path', () => {
    expect(routeOf('/events/6f1c2d3e-aaaa-bbbb-cccc-1234567890ab')).toBe('/events/[id]');
    expect(routeOf('/orders/ORD-12345?token=secret')).toBe('/orders/[reference]');
    expect(routeOf('/orders/ORD-12345/wallet/TKT-9')).toBe('/orders/[reference]/wallet/[ticket]');
    expect(routeOf('/media/a/b/c.svg')).toBe('/media/[...path]');
  });

  it("groups the build's own files, and puts everything else under one label", () => {
    expect(routeOf('/_next/static/chunks/abc123.js')).toBe('/_next/static');
    expect(routeOf('/_next/image?url=%2Fx.png&w=64&q=75')).toBe('/_next/image');
    for (const path of ['/wp-admin/setup.php', '/events/1/2/3', '/favicon-123.ico'])
      expect(routeOf(path)).toBe(UNMATCHED);
  });

  it('without a readable manifest, every request is unmatched (the process still starts)', () => {
    expect(buildRoutePatterns('/nonexistent-folder')('/events/1')).toBe(UNMATCHED);
  });
});

describe('timeRequest', () => {
  it('observes each answered request under its method, route pattern and status', async () => {
    const server = createServer((request, response) => {
      timeRequest(request, response, routePatterns(MANIFEST));
      response.writeHead(request.url?.startsWith('/orders/') ? 404 : 200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/events/EVT-777`).then((r) => r.text());
      await fetch(`${base}/orders/ORD-31337`).then((r) => r.text());
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const text = await storefrontMetrics().registry.metrics();
    expect(text).toMatch(
      /storefront_http_request_duration_seconds_count\{method="GET",route="\/events\/\[id\]",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /storefront_http_request_duration_seconds_count\{method="GET",route="\/orders\/\[reference\]",status="404"\} [1-9]/,
    );
    expect(text).not.toContain('EVT-777');
    expect(text).not.toContain('ORD-31337');
  });
});
