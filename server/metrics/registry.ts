// The storefront's Prometheus metrics. The custom server (server/storefront/main.ts) and Next's bundles each load
// their own copy of this module, so the one registry of the process is kept on globalThis: the request timings
// main.ts records, the counts the pages and actions make and the gauges GET /metrics reads all meet there.
import 'server-only';
import { Counter, Gauge } from 'prom-client';
import { processRegistry } from '@/lib/metrics/process-registry';

const KEY = Symbol.for('storefront.metrics');

function createStorefrontMetrics() {
  const { registry, requestSeconds } = processRegistry('storefront');
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    requestSeconds,
    purchases: new Counter({
      name: 'storefront_purchases_total',
      help: 'Orders bought by this process: online payments bought, box-office sales settled.',
      labelNames: ['channel'] as const,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'storefront_page_cache_requests_total',
      help: 'Catalogue page requests the page cache may answer, by result: hit, stale (served while rendered again), miss (rendered and kept), uncached (its render was not for sharing), error (its render failed).',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    payments: gauge(
      'storefront_payments',
      'Payments by state, read from the store database when scraped.',
      ['state'],
    ),
    oldestUnsettled: gauge(
      'storefront_payment_oldest_unsettled_seconds',
      'Age of the oldest payment paid but not yet bought (paid or buying), since it was paid; 0 when none.',
    ),
    storeDatabaseUp: gauge(
      'storefront_store_database_up',
      'Whether the store database answered the last scrape (1) or not (0: the gauges read from it are stale).',
    ),
    sweepAge: gauge(
      'storefront_payment_sweep_age_seconds',
      "Seconds since this process's payment sweeper last finished a sweep (absent before its first).",
    ),
    roomWaiting: gauge(
      'storefront_waiting_room_waiting',
      'Places waiting in each enabled waiting room (not let in, not gone).',
      ['room'],
    ),
    roomAdmittedLastMinute: gauge(
      'storefront_waiting_room_admitted_last_minute',
      'Places each enabled waiting room let in during the last minute.',
      ['room'],
    ),
    roomActive: gauge(
      'storefront_waiting_room_active',
      'Shoppers let in whose turn is not over and who have not finished.',
      ['room'],
    ),
    roomAdmitted: gauge(
      'storefront_waiting_room_admitted',
      'Places each enabled waiting room has let in since it was set up.',
      ['room'],
    ),
    /** When the payment sweeper last finished (ms since the epoch), or null */
    lastSweepAt: null as number | null,
  };
}

export type StorefrontMetrics = ReturnType<typeof createStorefrontMetrics>;

/** The process's metrics, made by whichever copy of this module asks first. */
export function storefrontMetrics(): StorefrontMetrics {
  const holder = globalThis as typeof globalThis & { [KEY]?: StorefrontMetrics };
  holder[KEY] ??= createStorefrontMetrics();
  return holder[KEY];
}

/** The payment sweeper finished a sweep at `now`. */
export function recordPaymentSweep(now: number): void {
  storefrontMetrics().lastSweepAt = now;
}
