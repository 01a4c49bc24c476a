// What both processes' metrics start from (server-side only): a registry with Node's process metrics and the
// request-latency histogram, under the process's prefix (`storefront`, `inventory`).
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** From 5 ms to 10 s: a cached page, a read, a hold under load, a request that timed out. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function processRegistry(prefix: 'storefront' | 'inventory') {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: `${prefix}_` });
  const requestSeconds = new Histogram({
    name: `${prefix}_http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route pattern (never a raw id or reference) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return { registry, requestSeconds };
}
