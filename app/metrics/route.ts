// Prometheus metrics of this storefront process (server/metrics): read-only, for a scraper on this machine or a
// private network, or anywhere with METRICS_TOKEN.
import { storefrontEnv } from '@/server/env';
import { answerScrape } from '@/server/metrics/scrape';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  const env = storefrontEnv();
  return answerScrape(request, {
    token: env.METRICS_TOKEN,
    trustedProxies: env.TRUST_PROXY,
    storeDatabase: storefrontDatabase,
    now: Date.now,
  });
}
