// Readiness of this storefront instance for a load balancer: 200 when its database and the inventory service
// answer, 503 when either does not; JSON naming the checks only.
import { storefrontEnv } from '@/server/env';
import { readiness } from '@/server/metrics/readiness';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const state = await readiness({
    storeDatabase: storefrontDatabase,
    serviceUrl: storefrontEnv().TICKETING_BASE_URL,
  });
  return Response.json(state, {
    status: state.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
