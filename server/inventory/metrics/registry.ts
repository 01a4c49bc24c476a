// The service's Prometheus metrics: one registry per process, counted where things happen (holds, purchases, sweeps,
// requests) and read from the database when scraped (active holds). Served by ./route.ts at GET /metrics.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

function createServiceMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'inventory_' });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'inventory_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern (never a raw id) and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    holdsActive: new Gauge({
      name: 'inventory_holds_active',
      help: 'Holds active and not lapsed, read from the database when scraped.',
      registers: [registry],
    }),
    holdsCreated: new Counter({
      name: 'inventory_holds_created_total',
      help: 'Holds answered to hold requests by this process, by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    purchases: new Counter({
      name: 'inventory_purchases_total',
      help: 'Purchases committed by this process, by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    holdsExpired: new Counter({
      name: 'inventory_holds_expired_total',
      help: 'Lapsed holds the expiry sweeper of this process marked expired.',
      registers: [registry],
    }),
    sweepAge: new Gauge({
      name: 'inventory_hold_sweep_age_seconds',
      help: "Seconds since this process's expiry sweeper last finished a sweep (absent before its first).",
      registers: [registry],
    }),
    /** When the sweeper last finished (ms since the epoch), or null */
    lastSweepAt: null as number | null,
  };
}

export type ServiceMetrics = ReturnType<typeof createServiceMetrics>;

/** The process's metrics (every app of the process counts into them). */
export const serviceMetrics: ServiceMetrics = createServiceMetrics();

/** The sweeper finished a sweep at `now` that expired `expired` holds. */
export function recordSweep(now: number, expired: number): void {
  serviceMetrics.lastSweepAt = now;
  if (expired > 0) serviceMetrics.holdsExpired.inc(expired);
}
