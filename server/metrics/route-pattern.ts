// The route a storefront request went to, as its pattern (`/orders/[reference]`), read from the build's routes
// manifest: request timings are labelled by it, never by the path (a path with ids would make a series per id).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const routeSchema = z.object({ page: z.string(), regex: z.string() });
const manifestSchema = z.object({
  staticRoutes: z.array(routeSchema),
  dynamicRoutes: z.array(routeSchema),
});
export type RoutesManifest = z.input<typeof manifestSchema>;

/** The label of requests no route of the build answers (the not-found page, probes, public files). */
export const UNMATCHED = 'unmatched';

/** Paths Next serves itself, outside the app's routes. */
const BUILD_PREFIXES = ['/_next/static/', '/_next/image'];

/** A function from a request's path (query allowed) to its route pattern, for the build `manifest` describes. */
export function routePatterns(manifest: RoutesManifest): (url: string) => string {
  const parsed = manifestSchema.parse(manifest);
  const statics = new Map(parsed.staticRoutes.map((route) => [route.page, route.page]));
  const dynamics = parsed.dynamicRoutes.map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  return (url) => {
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const exact = statics.get(
      pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname,
    );
    if (exact !== undefined) return exact;
    for (const prefix of BUILD_PREFIXES)
      if (pathname.startsWith(prefix)) return prefix.replace(/\/$/, '');
    return dynamics.find((route) => route.regex.test(pathname))?.page ?? UNMATCHED;
  };
}

/** The patterns of the build in `distDir` (Next's `.next`); without a readable manifest every request is unmatched. */
export function buildRoutePatterns(
  distDir = join(process.cwd(), '.next'),
): (url: string) => string {
  try {
    return routePatterns(
      JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest,
    );
  } catch {
    return () => UNMATCHED;
  }
}
