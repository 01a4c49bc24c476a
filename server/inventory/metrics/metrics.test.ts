// The service's GET /metrics and GET /health: who may scrape, what a scrape says (route patterns, holds, purchases,
// the sweeper), that it says nothing secret, and whether the database answers.
import { describe, expect, it } from 'vitest';
import { startSweeper } from '../domain/core/holds/sweeper';
import { loadInventoryEnv } from '../env';
import { createTestService, TEST_KEYS, type TestService } from '../testing/harness';
import { setUpFixtureService } from '../testing/per-file';
import { experienceCalls, oneVipBody, experienceItem } from '../testing/requests';
import { databaseAnswers } from './health';
import { recordSweep } from '../domain/core/service-metrics';

const { service, fx } = setUpFixtureService();
const TOKEN = 'a-metrics-token-of-some-length';

/** A scrape as if from `address` (the socket's peer, as @hono/node-server hands it to the app). */
async function scrape(
  app: TestService['app'],
  address: string,
  headers: Record<string, string> = {},
) {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const incoming = { headers: lower, socket: { remoteAddress: address } };
  const res = await app.request(
    new Request('http://inventory.test/metrics', { headers }),
    undefined,
    { incoming },
  );
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

/** The value of one series in Prometheus text (`name{labels} value`), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics of the service', () => {
  it('answers this machine and private networks, in the Prometheus text format, without a key', async () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '172.16.4.4',
      'fd00::1',
    ]) {
      const res = await scrape(service.app, address);
      expect(res.status, address).toBe(200);
      expect(res.type).toContain('text/plain');
      expect(res.text).toContain('# TYPE inventory_http_request_duration_seconds histogram');
      expect(res.text).toContain('inventory_process_cpu_seconds_total');
    }
  });

  it('refuses a public address, and a public client forwarded by a proxy on this machine', async () => {
    for (const address of ['203.0.113.7', '8.8.8.8', '2001:db8::1', '::ffff:203.0.113.7', '']) {
      const res = await scrape(service.app, address);
      expect(res.status, address).toBe(403);
      expect(res.text).not.toContain('inventory_');
    }
    const forwarded = await scrape(service.app, '127.0.0.1', { 'X-Forwarded-For': '203.0.113.7' });
    expect(forwarded.status).toBe(403);
    // In-process requests with no socket at all are refused too.
    expect((await service.request('GET', '/metrics', { key: null })).status).toBe(403);
  });

  it('with METRICS_TOKEN, answers only the Bearer token, from any address', async () => {
    const guarded = await createTestService({ seed: false, config: { metricsToken: TOKEN } });
    try {
      expect((await scrape(guarded.app, '127.0.0.1')).status).toBe(401);
      expect(
        (
          await scrape(guarded.app, '127.0.0.1', {
            Authorization: 'Bearer wrong-token-of-some-length',
          })
        ).status,
      ).toBe(401);
      expect(
        (await scrape(guarded.app, '127.0.0.1', { Authorization: `Bearer ${TOKEN}x` })).status,
      ).toBe(401);
      expect(
        (await scrape(guarded.app, '127.0.0.1', { 'X-API-KEY': TEST_KEYS.staging })).status,
      ).toBe(401);
      const res = await scrape(guarded.app, '203.0.113.7', { Authorization: `Bearer ${TOKEN}` });
      expect(res.status).toBe(200);
      expect(res.text).toContain('inventory_holds_active');
    } finally {
      await guarded.close();
    }
  });

  it('times requests by route pattern, never by the ids in the path', async () => {
    const { ids, customer } = await experienceCalls(service).holdFor([
      experienceItem(fx.regular.vip.id),
    ]);
    const id = ids[0]!;
    expect(
      (
        await service.request('DELETE', `/api/v1/svc/validate/${id}`, {
          body: { customer_info: customer },
        })
      ).status,
    ).toBe(200);
    await service.request('GET', '/no/such/path/123');
    const { text } = await scrape(service.app, '127.0.0.1');
    expect(text).not.toContain(id);
    expect(text).toContain(
      'method="DELETE",route="/api/v1/svc/validate/:reservation_id",status="200"',
    );
    expect(text).toContain('route="/api/v1/svc/validate",status="201"');
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('/no/such/path');
  });

  it('counts holds taken and purchases, and reads the active holds from the database', async () => {
    const calls = experienceCalls(service);
    const before = await scrape(service.app, '127.0.0.1');
    const created =
      valueOf(before.text, 'inventory_holds_created_total{kind="entertainment"}') ?? 0;
    const purchases = valueOf(before.text, 'inventory_purchases_total{kind="entertainment"}') ?? 0;
    const active = valueOf(before.text, 'inventory_holds_active')!;
    const { ids, customer } = await calls.holdFor([experienceItem(fx.regular.vip.id)]);
    const held = await scrape(service.app, '127.0.0.1');
    expect(valueOf(held.text, 'inventory_holds_created_total{kind="entertainment"}')).toBe(
      created + 1,
    );
    expect(valueOf(held.text, 'inventory_holds_active')).toBe(active + 1);
    expect((await calls.buy(oneVipBody(fx, ids, customer))).status).toBe(201);
    const bought = await scrape(service.app, '127.0.0.1');
    expect(valueOf(bought.text, 'inventory_purchases_total{kind="entertainment"}')).toBe(
      purchases + 1,
    );
    expect(valueOf(bought.text, 'inventory_holds_active')).toBe(active);
    // A hold whose time is up is not active, swept or not.
    await calls.holdFor([experienceItem(fx.regular.vip.id)]);
    service.clock.advance(181_000);
    expect(valueOf((await scrape(service.app, '127.0.0.1')).text, 'inventory_holds_active')).toBe(
      0,
    );
  });

  it('says how long ago the expiry sweeper last swept, and counts what it expired', async () => {
    recordSweep(service.clock.now() - 7_000, 3);
    const { text } = await scrape(service.app, '127.0.0.1');
    expect(valueOf(text, 'inventory_hold_sweep_age_seconds')).toBe(7);
    expect(valueOf(text, 'inventory_holds_expired_total')).toBeGreaterThanOrEqual(3);
  });

  it('the running sweeper records its sweeps', async () => {
    recordSweep(0, 0);
    const sweeper = startSweeper(service.deps, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sweeper.stop();
    const { text } = await scrape(service.app, '127.0.0.1');
    expect(valueOf(text, 'inventory_hold_sweep_age_seconds')).toBeLessThan(60);
  });

  it('still answers when the database does not, and says so', async () => {
    const other = await createTestService({ seed: false });
    await other.deps.database.close();
    try {
      const res = await scrape(other.app, '127.0.0.1');
      expect(res.status).toBe(200);
      expect(valueOf(res.text, 'inventory_database_up')).toBe(0);
      expect(res.text).toContain('inventory_process_cpu_seconds_total');
    } finally {
      await other.close().catch(() => undefined);
    }
    expect(valueOf((await scrape(service.app, '127.0.0.1')).text, 'inventory_database_up')).toBe(1);
  });

  it('says nothing secret: no key, token, customer or database address', async () => {
    const { text } = await scrape(service.app, '127.0.0.1');
    for (const secret of [
      TEST_KEYS.staging,
      TEST_KEYS.live,
      '@example.com',
      'postgres://',
      'password',
      TOKEN,
    ])
      expect(text).not.toContain(secret);
    if (process.env.DATABASE_URL) expect(text).not.toContain(process.env.DATABASE_URL);
  });
});

describe('GET /health', () => {
  it('says the process is up and its database answers', async () => {
    const res = await service.request('GET', '/health', { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { database: service.deps.database.engine, databaseAnswers: true },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const other = await createTestService({ seed: false });
    await other.deps.database.close();
    try {
      const res = await other.request('GET', '/health', { key: null });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        status: 503,
        data: { databaseAnswers: false },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/postgres:\/\/|sqlite:|\.sqlite/);
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('counts a database that does not answer in time as not answering', async () => {
    const hanging = {
      db: {
        getExecutor: () => ({
          transformQuery: (q: unknown) => q,
          compileQuery: () => ({}),
          executeQuery: () => new Promise(() => undefined),
        }),
      },
    };
    expect(await databaseAnswers(hanging as never, 20)).toBe(false);
  });
});

describe("the service's METRICS_TOKEN", () => {
  it('is unset by default and refused when short', () => {
    expect(loadInventoryEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadInventoryEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(() => loadInventoryEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
