// The storefront's database (PostgreSQL) restarted while the provider delivers webhooks: the process keeps running
// (no unhandled pool error), each delivery meanwhile is answered 503 in the envelope (so the provider delivers it
// again), and deliveries succeed again within a second of the database's return. Runs only on the throwaway cluster
// of scripts/with-postgres.sh, with TEST_PG_RESTART=1 (npm run test:pg runs it in a step of its own).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { throwawayCluster } from '@/scripts/lib/pg-cluster';
import { signBody } from '@/server/payments/signature';
import { testProvider } from '@/server/payments/test-provider';
import {
  createStoreDatabase,
  migrateStoreDatabase,
  type StoreDatabase,
} from '@/server/store-db/connect';
import { captureLog } from '@/server/test-support/log-lines';

const url = process.env.STOREFRONT_DATABASE_URL;
const cluster =
  process.env.TEST_PG_RESTART === '1' && url
    ? throwawayCluster({ ...process.env, DATABASE_URL: url })
    : undefined;
const SECRET = 'restart-test-secret-0123456789';
const state = vi.hoisted(() => ({ db: undefined as unknown as StoreDatabase }));

vi.mock('@/server/payments/service', () => ({
  paymentsDatabase: async () => state.db,
  paymentProvider: () => testProvider(async () => state.db, SECRET),
  settle: async () => 'pending',
  settleDeps: async () => ({ db: state.db, now: Date.now }),
}));

const { POST } = await import('./route');

const DELIVERERS = 8;
const DOWN_MS = 2_500;
const RECOVERY_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Delivery = {
  sentAt: number;
  endedAt: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
};

/** A provider delivering signed events of payments the shop never started, as fast as it is answered. */
function deliverUntilStopped(): { stop: () => Promise<Delivery[]> } {
  const deliveries: Delivery[] = [];
  let running = true;
  const loops = Array.from({ length: DELIVERERS }, async (_, n) => {
    for (let i = 0; running; i += 1) {
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          id: `${n}-${i}`,
          reference: `web-restart-${n}-${i}`,
          status: 'success',
          amount: 100,
        },
      });
      const sentAt = Date.now();
      const response = await POST(
        new Request('http://shop.test/api/webhooks/payments', {
          method: 'POST',
          body,
          headers: { 'x-paystack-signature': signBody(body, SECRET) },
        }),
      );
      deliveries.push({
        sentAt,
        endedAt: Date.now(),
        status: response.status,
        body: await response.json().catch(() => null),
        retryAfter: response.headers.get('retry-after'),
      });
      await sleep(20);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return deliveries;
    },
  };
}

describe.runIf(cluster)('the storefront’s PostgreSQL restarted while webhooks arrive', () => {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => void uncaught.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    captureLog();
    state.db = createStoreDatabase({ url, sqlitePath: ':memory:' });
    await migrateStoreDatabase(state.db);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
    await state.db.destroy();
  });

  it(
    'keeps running, answers 503 meanwhile, and serves again within a second',
    { timeout: 60_000 },
    async () => {
      const provider = deliverUntilStopped();
      await sleep(1_000);
      await cluster!.stopFast();
      const stopped = Date.now();
      await sleep(DOWN_MS);
      // pg_ctl polls for the server to accept connections: it may have for a moment when start() resolves.
      const starting = Date.now();
      await cluster!.start();
      const back = Date.now();
      await sleep(2_000);
      const deliveries = await provider.stop();

      expect(uncaught).toEqual([]);
      expect(
        deliveries.filter((d) => ![200, 503].includes(d.status)).map((d) => [d.status, d.body]),
      ).toEqual([]);
      const whileAway = deliveries.filter((d) => d.sentAt >= stopped && d.endedAt <= starting);
      expect(whileAway.length).toBeGreaterThan(DELIVERERS);
      expect(
        whileAway.filter(
          (d) =>
            d.status !== 503 ||
            d.retryAfter !== '1' ||
            (d.body as { status?: number })?.status !== 503,
        ),
      ).toEqual([]);
      const afterReturn = deliveries.filter((d) => d.sentAt >= back + RECOVERY_MS);
      expect(afterReturn.length).toBeGreaterThan(DELIVERERS);
      expect(
        afterReturn.filter((d) => d.status !== 200).map((d) => [d.status, d.sentAt - back]),
      ).toEqual([]);
    },
  );
});
