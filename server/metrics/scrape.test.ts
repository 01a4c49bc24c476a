// The storefront's GET /metrics: who may scrape, the gauges read from the store database (payments by state, the
// sweeper's lag, the waiting rooms), one registry for every copy of the module, and nothing secret in a scrape.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPayment, transition } from '@/server/payments/ledger';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { recordPaymentSweep, storefrontMetrics } from './registry';
import { answerScrape, type ScrapeDeps } from './scrape';

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const TOKEN = 'metrics-token-0123456789';
const EMAIL = 'ada.secret@example.com';
let db: StoreDatabase;

const deps = (more: Partial<ScrapeDeps> = {}): ScrapeDeps => ({
  token: undefined,
  trustedProxies: 0,
  storeDatabase: async () => db,
  now: () => NOW,
  ...more,
});

/** A scrape as Next hands it to the route: X-Forwarded-For as proxy.ts and Next leave it. */
async function scrape(
  forwardedFor: string | null,
  more: Partial<ScrapeDeps> = {},
  headers: Record<string, string> = {},
) {
  const request = new Request('http://shop.test/metrics', {
    headers: { ...(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }), ...headers },
  });
  const response = await answerScrape(request, deps(more));
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function payment(
  reference: string,
  status: 'pending' | 'paid' | 'buying' | 'bought' | 'declined',
  paidAt: number | null = null,
) {
  await openPayment(
    db,
    {
      reference,
      provider: 'test',
      amountKobo: 500_000,
      email: EMAIL,
      checkout: { orderKey: reference },
      origin: 'http://shop.test',
    },
    NOW - 3_600_000,
  );
  if (status !== 'pending')
    await transition(
      db,
      reference,
      ['pending'],
      status,
      NOW - 60_000,
      paidAt === null ? {} : { paid_at: paidAt },
    );
}

async function room(id: string, enabled: number, admitted: number) {
  await db
    .insertInto('waiting_rooms')
    .values({
      id,
      enabled,
      opens_at: NOW - 7_200_000,
      on_sale_at: NOW - 3_600_000,
      admit_per_minute: 100,
      max_active: null,
      turn_seconds: 600,
      admitted,
      last_admit_at: NOW - 1_000,
      sold_out_at: null,
      updated_at: NOW,
      updated_by: 'staff-1',
    })
    .execute();
}

let placeNumber = 0;
async function place(
  roomId: string,
  state: { admittedAt?: number; turnEndsAt?: number; finishedAt?: number } = {},
) {
  placeNumber += 1;
  await db
    .insertInto('waiting_room_places')
    .values({
      id: `place-${placeNumber}`,
      room_id: roomId,
      address_key: '198.51.100.1',
      joined_at: NOW - 3_000_000,
      early: 0,
      sort_key: placeNumber,
      admitted_at: state.admittedAt ?? null,
      turn_ends_at: state.turnEndsAt ?? null,
      finished_at: state.finishedAt ?? null,
      email: EMAIL,
      notified_at: null,
    })
    .execute();
}

beforeAll(async () => {
  db = await testStoreDatabase();
  await payment('REF-pending-1', 'pending');
  await payment('REF-pending-2', 'pending');
  await payment('REF-paid-1', 'paid', NOW - 90_000);
  await payment('REF-paid-2', 'paid', NOW - 30_000);
  await payment('REF-bought-1', 'bought');
  await room('event:exp-1', 1, 12);
  await room('shop', 0, 0);
  for (let i = 0; i < 3; i += 1) await place('event:exp-1');
  await place('event:exp-1', { admittedAt: NOW - 20_000, turnEndsAt: NOW + 580_000 });
  await place('event:exp-1', {
    admittedAt: NOW - 30_000,
    turnEndsAt: NOW + 570_000,
    finishedAt: NOW - 5_000,
  });
  await place('event:exp-1', { admittedAt: NOW - 700_000, turnEndsAt: NOW - 100_000 });
  await place('event:exp-1', { finishedAt: NOW - 1_000 });
  await place('shop');
});
afterAll(() => db.destroy());

describe('GET /metrics of the storefront', () => {
  it('answers this machine and private networks in the Prometheus text format', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.5', '192.168.1.20']) {
      const res = await scrape(address);
      expect(res.status, address).toBe(200);
      expect(res.type).toContain('text/plain');
      expect(res.text).toContain('# TYPE storefront_http_request_duration_seconds histogram');
      expect(res.text).toContain('storefront_process_resident_memory_bytes');
    }
  });

  it('refuses a public address, or one it cannot know, and says nothing of the metrics', async () => {
    for (const address of ['203.0.113.9', '2001:db8::5', null]) {
      const res = await scrape(address);
      expect(res.status, String(address)).toBe(403);
      expect(res.text).not.toContain('storefront_');
    }
  });

  it("behind a trusted proxy, judges the client the proxy saw, not the client's own claim", async () => {
    // A public client writing X-Forwarded-For: 127.0.0.1; the proxy appends the address it saw.
    expect((await scrape('127.0.0.1, 203.0.113.9', { trustedProxies: 1 })).status).toBe(403);
    expect((await scrape('203.0.113.9, 10.0.0.7', { trustedProxies: 1 })).status).toBe(200);
  });

  it('with METRICS_TOKEN, answers the Bearer token alone, from any address', async () => {
    expect((await scrape('127.0.0.1', { token: TOKEN })).status).toBe(401);
    expect(
      (
        await scrape(
          '127.0.0.1',
          { token: TOKEN },
          { authorization: 'Bearer not-the-token-at-all' },
        )
      ).status,
    ).toBe(401);
    const res = await scrape('203.0.113.9', { token: TOKEN }, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.text).toContain('storefront_payments');
  });

  it('reads payments by state and the oldest payment paid but not bought', async () => {
    const { text } = await scrape('127.0.0.1');
    expect(valueOf(text, 'storefront_payments{state="pending"}')).toBe(2);
    expect(valueOf(text, 'storefront_payments{state="paid"}')).toBe(2);
    expect(valueOf(text, 'storefront_payments{state="bought"}')).toBe(1);
    expect(valueOf(text, 'storefront_payments{state="refunding"}')).toBe(0);
    expect(valueOf(text, 'storefront_payment_oldest_unsettled_seconds')).toBe(90);
    expect(valueOf(text, 'storefront_store_database_up')).toBe(1);
  });

  it("reads the waiting rooms' queues: waiting, let in during the last minute, shopping now", async () => {
    const { text } = await scrape('127.0.0.1');
    expect(valueOf(text, 'storefront_waiting_room_waiting{room="event:exp-1"}')).toBe(3);
    expect(valueOf(text, 'storefront_waiting_room_admitted_last_minute{room="event:exp-1"}')).toBe(
      2,
    );
    expect(valueOf(text, 'storefront_waiting_room_active{room="event:exp-1"}')).toBe(1);
    expect(valueOf(text, 'storefront_waiting_room_admitted{room="event:exp-1"}')).toBe(12);
    // A room turned off has no figures.
    expect(text).not.toContain('room="shop"');
  });

  it("says how long ago this process's payment sweeper last swept", async () => {
    recordPaymentSweep(NOW - 4_000);
    expect(valueOf((await scrape('127.0.0.1')).text, 'storefront_payment_sweep_age_seconds')).toBe(
      4,
    );
  });

  it('still answers when the store database does not, and says so', async () => {
    const res = await scrape('127.0.0.1', {
      storeDatabase: () => Promise.reject(new Error('postgres://user:pw@db/store refused')),
    });
    expect(res.status).toBe(200);
    expect(valueOf(res.text, 'storefront_store_database_up')).toBe(0);
    expect(res.text).not.toContain('postgres://');
  });

  it('says nothing secret: no customer, payment reference, token or setting', async () => {
    storefrontMetrics().purchases.inc({ channel: 'online' });
    const { text } = await scrape(
      '127.0.0.1',
      { token: TOKEN },
      { authorization: `Bearer ${TOKEN}` },
    );
    for (const secret of [EMAIL, 'REF-', '198.51.100.1', TOKEN, 'place-', 'staff-1'])
      expect(text).not.toContain(secret);
    for (const name of [
      'SESSION_SECRET',
      'PAYSTACK_SECRET_KEY',
      'STOREFRONT_DATABASE_URL',
      'TICKETING_API_KEY',
    ]) {
      const value = process.env[name];
      if (value) expect(text).not.toContain(value);
    }
  });
});

describe('the registry', () => {
  it('is one per process, whichever copy of the module counts (the custom server and Next each load their own)', async () => {
    storefrontMetrics().pageCache.inc({ result: 'hit' });
    vi.resetModules();
    const other = await import('./registry');
    expect(other.storefrontMetrics()).toBe(storefrontMetrics());
    const { text } = await scrape('127.0.0.1');
    expect(
      valueOf(text, 'storefront_page_cache_requests_total{result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});
