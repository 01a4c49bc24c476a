// The service's Prometheus metrics: one registry per process, counted where things happen (holds, purchases, sweeps,
// requests) and read from the database when scraped (active holds). Served at GET /metrics (server/inventory/metrics/route.ts).
import { Counter, Gauge } from 'prom-client';
import { processRegistry } from '@/lib/metrics/process-registry';

function createServiceMetrics() {
  const { registry, requestSeconds } = processRegistry('inventory');
  return {
    registry,
    requestSeconds,
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
    databaseUp: new Gauge({
      name: 'inventory_database_up',
      help: 'Whether the database answered the last scrape (1) or not (0: inventory_holds_active keeps its last value).',
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
