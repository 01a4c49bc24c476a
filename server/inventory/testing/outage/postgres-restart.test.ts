// PostgreSQL restarted under load: the service process (a separate OS process, as in production)
// keeps running, answers 503 in the envelope while the database is away, serves again within a
// second of its return, and the books stay exact (every purchase a client was told of is in the
// database once, and the database holds no other). Runs only on the throwaway cluster of
// scripts/with-postgres.sh, and only when TEST_PG_RESTART=1 (npm run test:pg sets it in a run of
// its own: a restart would break the other test files running beside it).
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../fixtures';
import { TEST_MERCHANT_ID } from '../harness';
import { setUpTestService } from '../per-file';
import { throwawayCluster } from '@/scripts/lib/pg-cluster';
import { walletKobo } from '../reads';
import { startSecondService } from '../second-service';
import { startBuyers, type Call } from './buyers';

const cluster = process.env.TEST_PG_RESTART === '1' ? throwawayCluster() : undefined;
const BUYERS = 16;
const VIP_PRICE_KOBO = 1_050_000;
const DOWN_MS = 2_500;
/** After the cluster is back, how long until every request must succeed again */
const RECOVERY_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isEnvelope503 = (c: Call) =>
  c.status === 503 &&
  c.body?.success === false &&
  c.body?.status === 503 &&
  typeof c.body?.message === 'string';

describe.runIf(cluster)('PostgreSQL restarted while customers buy', () => {
  const service = setUpTestService({ seed: false });

  it(
    'the service survives, answers 503 meanwhile, serves again within a second, and the books are exact',
    { timeout: 90_000 },
    async () => {
      const { db } = service.deps.database;
      const f = await insertFixtures(db, service.clock.now(), { vipCapacity: 1_000_000 });
      await db
        .updateTable('wallets')
        .set({ balance_kobo: 1e14 })
        .where('merchant_id', '=', TEST_MERCHANT_ID)
        .execute();
      const before = await walletKobo(db, TEST_MERCHANT_ID, 'staging');
      const served = await startSecondService(service.testDatabase.location);
      try {
        const buyers = startBuyers(served.url, f, BUYERS, 'outage');
        await sleep(1_500);
        const stopping = Date.now();
        await cluster!.stopFast();
        const stopped = Date.now();
        await sleep(DOWN_MS);
        // pg_ctl polls for the server to accept connections: it may have for a moment when start() resolves.
        const starting = Date.now();
        await cluster!.start();
        const back = Date.now();
        await sleep(2_500);
        await buyers.stop();
        const { calls, told } = buyers;

        expect(served.alive()).toBe(true);
        expect(calls.filter((c) => c.status === 'dropped')).toEqual([]);
        expect(
          calls
            .filter((c) => ![201, 409, 503].includes(c.status as number))
            .map((c) => [c.what, c.status, c.body]),
        ).toEqual([]);
        expect(calls.some((c) => c.status === 503)).toBe(true);

        const whileAway = calls.filter((c) => c.sentAt >= stopped && c.endedAt <= starting);
        expect(whileAway.length).toBeGreaterThan(BUYERS);
        expect(whileAway.filter((c) => !isEnvelope503(c) || c.retryAfter === null)).toEqual([]);
        expect(
          calls.filter((c) => c.sentAt < stopping && c.endedAt < stopping && c.status !== 201),
        ).toEqual([]);

        const afterReturn = calls.filter((c) => c.sentAt >= back + RECOVERY_MS);
        expect(afterReturn.length).toBeGreaterThan(BUYERS);
        expect(
          afterReturn
            .filter((c) => c.status !== 201 && c.status !== 409)
            .map((c) => [c.status, c.sentAt - back]),
        ).toEqual([]);

        const rows = await db
          .selectFrom('transactions')
          .select(['reference', 'merchant_reference'])
          .where('merchant_reference', 'like', 'outage-%')
          .execute();
        const held = new Map(rows.map((r) => [r.merchant_reference!, r.reference]));
        expect(rows.length).toBe(held.size);
        expect(held).toEqual(told);
        expect(told.size).toBeGreaterThan(BUYERS);
        expect(before - (await walletKobo(db, TEST_MERCHANT_ID, 'staging'))).toBe(
          told.size * VIP_PRICE_KOBO,
        );
      } finally {
        await served.stop();
      }
    },
  );
});
