// Whether this storefront instance can serve: its own database answers and the inventory service's /health does.
// A load balancer sends visitors only to a ready instance. The answer names the checks, never an address or error.
import 'server-only';
import { sql } from 'kysely';
import { answersWithin } from '@/lib/metrics/answers-within';
import type { StoreDatabase } from '@/server/store-db/connect';

/** Each check's time limit (a PostgreSQL connection alone may wait 5 s). */
export const READY_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  storeDatabase: () => Promise<StoreDatabase>;
  /** The inventory service's base URL (TICKETING_BASE_URL) */
  serviceUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface Readiness {
  ready: boolean;
  checks: { storeDatabase: 'ok' | 'failing'; inventoryService: 'ok' | 'failing' };
}

async function serviceHealthy(deps: ReadinessDeps, timeoutMs: number): Promise<boolean> {
  const ask = deps.fetch ?? fetch;
  const url = `${deps.serviceUrl.replace(/\/+$/, '')}/health`;
  return answersWithin(async () => {
    const response = await ask(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    await response.body?.cancel();
    if (!response.ok) throw new Error('not healthy');
  }, timeoutMs);
}

export async function readiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READY_TIMEOUT_MS;
  const [database, service] = await Promise.all([
    answersWithin(async () => sql`select 1`.execute(await deps.storeDatabase()), timeoutMs),
    serviceHealthy(deps, timeoutMs),
  ]);
  const state = (ok: boolean) => (ok ? ('ok' as const) : ('failing' as const));
  return {
    ready: database && service,
    checks: { storeDatabase: state(database), inventoryService: state(service) },
  };
}
