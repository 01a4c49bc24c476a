// GET /metrics of the storefront: who may scrape (METRICS_TOKEN, or an address of this machine or a private
// network, as far as the storefront can believe the client's address), then the registry with its gauges read.
import 'server-only';
import { SCRAPE_REFUSALS, scrapeAccess } from '@/lib/metrics/scrape-access';
import { clientAddress } from '@/server/security/client-address';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontMetrics } from './registry';
import { readStoreGauges } from './store-gauges';

export interface ScrapeDeps {
  token: string | undefined;
  trustedProxies: number;
  storeDatabase: () => Promise<StoreDatabase>;
  now: () => number;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function answerScrape(request: Request, deps: ScrapeDeps): Promise<Response> {
  const access = scrapeAccess({
    addresses: [clientAddress(request.headers, deps.trustedProxies)],
    authorization: request.headers.get('authorization'),
    token: deps.token,
  });
  if (access !== 'allowed') {
    const { status, message } = SCRAPE_REFUSALS[access];
    const headers =
      access === 'unauthorized' ? { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } : NO_STORE;
    return Response.json({ message }, { status, headers });
  }
  const metrics = storefrontMetrics();
  // The database away: the process's own figures are still worth having; the gauges read from it keep their last
  // values, and storefront_store_database_up says so.
  const read = await deps
    .storeDatabase()
    .then((db) => readStoreGauges(db, metrics, deps.now()))
    .then(
      () => 1,
      () => 0,
    );
  metrics.storeDatabaseUp.set(read);
  return new Response(await metrics.registry.metrics(), {
    headers: { ...NO_STORE, 'Content-Type': metrics.registry.contentType },
  });
}
