// GET /metrics of the service (Prometheus text) and the timing of every request by its route pattern.
import type { IncomingMessage } from 'node:http';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { SCRAPE_REFUSALS, scrapeAccess } from '@/lib/metrics/scrape-access';
import type { AppDeps } from '../domain/core/context';
import type { AppEnv } from '../http/context';
import { serviceMetrics } from '../domain/core/service-metrics';

/**
 * The pattern of the route that answered (`/api/v1/svc/holds/:id`), never the path itself: a path with ids would
 * make a new series per id. Requests no route matched (404s, and refusals before routing) share one label.
 */
export function routeLabel(c: Context): string {
  const pattern = routePath(c, -1);
  return pattern === '' || pattern.includes('*') ? 'unmatched' : pattern;
}

/** Records the time of a request since `started`, once the app's first middleware has awaited the rest of it. */
export function observeRequest(c: Context, started: number): void {
  const seconds = (performance.now() - started) / 1000;
  serviceMetrics.requestSeconds.observe(
    { method: c.req.method, route: routeLabel(c), status: String(c.res.status) },
    seconds,
  );
}

/** Every address the request came through: the socket's peer and, when proxies forwarded it, theirs. */
function addressesOf(c: Context): (string | undefined)[] {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [incoming?.socket.remoteAddress, ...forwarded];
}

/** Holds active and not lapsed: one count on the (status, expires_at) index. */
async function countActiveHolds(deps: AppDeps): Promise<number> {
  const row = await deps.database.db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where('expires_at', '>', deps.clock.now())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the gauges read at scrape time. */
async function readGauges(deps: AppDeps): Promise<void> {
  // The database away: the process's own figures are still worth having, and inventory_database_up says so.
  const active = await countActiveHolds(deps).catch(() => null);
  serviceMetrics.databaseUp.set(active === null ? 0 : 1);
  if (active !== null) serviceMetrics.holdsActive.set(active);
  const last = serviceMetrics.lastSweepAt;
  if (last === null) serviceMetrics.sweepAge.reset();
  else serviceMetrics.sweepAge.set(Math.max(0, (deps.clock.now() - last) / 1000));
}

const metricsHandler =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c) => {
    const access = scrapeAccess({
      addresses: addressesOf(c),
      authorization: c.req.header('authorization') ?? null,
      token: deps.config.metricsToken,
    });
    if (access !== 'allowed') {
      const refusal = SCRAPE_REFUSALS[access];
      if (access === 'unauthorized') c.header('WWW-Authenticate', 'Bearer');
      return c.json(
        { success: false, status: refusal.status, message: refusal.message },
        refusal.status,
      );
    }
    await readGauges(deps);
    const { registry } = serviceMetrics;
    c.header('Content-Type', registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await registry.metrics());
  };

/** GET /metrics, outside the merchant API (no key; METRICS_TOKEN or a near address instead). */
export function registerMetrics(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/metrics', metricsHandler(deps));
}
