// The door API's route handlers in-process, for a signed-in door account: a scan with its counts, a sync sent twice,
// the offline bundle, the search and the lists, and the spec's error envelope for bad input.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertStaff, type StaffAccount } from '@/server/staff/staff-accounts';
import { startStaffSession } from '@/server/staff/staff-session';
import { insertTickets, TEST_NOW, testKeys, ticketRow } from '@/server/check-in/testing/tickets';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { clearCookies, request, startRequest } from '@/server/ticketing/test-support/next-request';
import { GET as bundleRoute } from './bundle/route';
import { GET as countsRoute } from './counts/route';
import { GET as listsRoute } from './lists/route';
import { POST as scanRoute } from './scan/route';
import { GET as searchRoute } from './search/route';
import { POST as syncRoute } from './sync/route';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({
    SESSION_SECRET: 's'.repeat(32),
    STAFF_SESSION_SECRET: undefined,
    CHECK_IN_REENTRY: false,
  }),
}));
vi.mock('@/server/security/proxy-trust', () => ({
  proxyTrust: () => ({ publicOrigin: undefined, trustedProxies: 0 }),
}));
vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: () => Promise.resolve(db),
}));
vi.mock('@/server/tickets/signing-key', () => ({ ticketPublicKey: async () => keys.publicKey }));
vi.mock('@/server/tickets/ledger', () => ({ ensureOrderTickets: async () => null }));

type Handler = (request: Request, context: unknown) => Promise<Response>;
/** A route handler called as Next calls one without dynamic segments. */
const bound = (route: Handler) => (request: Request) => route(request, undefined);
const bundle = bound(bundleRoute);
const counts = bound(countsRoute);
const lists = bound(listsRoute);
const scan = bound(scanRoute);
const search = bound(searchRoute);
const sync = bound(syncRoute);

const keys = testKeys();
let db: StoreDatabase;
let door: StaffAccount;
const LIST = 'event:e1:2026-12-05';
const A = ticketRow(keys);
const B = ticketRow(keys, { holder_name: 'Bayo Obi', seat: 'B7' });
const API = 'https://shop.example/box-office/check-in/api';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
  db = await testStoreDatabase();
  door = await insertStaff(
    db,
    { email: 'gate@example.com', name: 'Gate One', role: 'door', passwordHash: 'x' },
    TEST_NOW - 1000,
  );
  await insertTickets(db, [A, B]);
  clearCookies();
  startRequest();
  await startStaffSession(door);
  startRequest();
  request.headers.set('referer', 'https://shop.example/box-office/check-in');
});
afterEach(async () => {
  vi.useRealTimers();
  await db.destroy();
});

const get = (path: string) => new Request(`${API}/${path}`, { headers: request.headers });
const post = (path: string, body: unknown) =>
  new Request(`${API}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: request.headers,
  });
const reply = async (response: Response | Promise<Response>) => {
  const answered = await response;
  return { status: answered.status, body: (await answered.json()) as Record<string, unknown> };
};

describe('the door API', () => {
  it('checks a scanned code in and answers with the verdict and the counts per gate', async () => {
    const scanned = await reply(
      scan(
        post('scan', {
          code: A.signed_code,
          listKey: LIST,
          gate: 'North',
          deviceId: 'device-0001',
        }),
      ),
    );
    expect(scanned).toMatchObject({
      status: 200,
      body: {
        verdict: { status: 'valid', entry: 1, leftOnOrder: 1 },
        counts: { sold: 2, checkedIn: 1, byGate: [{ gate: 'North', checkedIn: 1 }] },
      },
    });
    const again = await reply(
      scan(
        post('scan', {
          code: A.signed_code,
          listKey: LIST,
          gate: 'South',
          deviceId: 'device-0002',
        }),
      ),
    );
    expect(again.body).toMatchObject({
      verdict: { status: 'already', gate: 'North', by: 'Gate One' },
    });
  });

  it('answers bad input in the spec’s envelope', async () => {
    expect(
      await reply(
        scan(
          post('scan', {
            code: A.signed_code,
            listKey: 'nothing',
            gate: 'North',
            deviceId: 'device-0001',
          }),
        ),
      ),
    ).toEqual({
      status: 400,
      body: { success: false, status: 400, message: 'Choose a list to check in.' },
    });
    expect((await reply(bundle(get('bundle?list=event%3Anone%3A2026-12-05')))).status).toBe(404);
  });

  it('records a queued scan once when the sync is sent twice', async () => {
    const body = {
      deviceId: 'device-0001',
      scans: [
        {
          id: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
          ticketId: B.id,
          listKey: LIST,
          gate: 'East',
          direction: 'in',
          scannedAt: TEST_NOW - 60_000,
        },
      ],
    };
    expect((await reply(sync(post('sync', body)))).body).toMatchObject({
      results: [{ outcome: 'recorded' }],
      counts: { checkedIn: 1 },
    });
    expect((await reply(sync(post('sync', body)))).body).toMatchObject({
      results: [{ outcome: 'duplicate' }],
      counts: { checkedIn: 1 },
    });
    expect(await db.selectFrom('check_ins').selectAll().execute()).toHaveLength(1);
  });

  it('gives a device the list offline, a search with each ticket’s state and code, the counts and the lists', async () => {
    await scan(
      post('scan', { code: B.signed_code, listKey: LIST, gate: 'North', deviceId: 'device-0001' }),
    );
    const offline = await reply(bundle(get(`bundle?list=${encodeURIComponent(LIST)}`)));
    expect(offline.body).toMatchObject({
      publicKey: Buffer.from(keys.publicKey).toString('base64url'),
      reentry: false,
      serverTime: TEST_NOW,
      list: { key: LIST, sold: 2, checkedIn: 1 },
    });
    expect(offline.body.tickets).toHaveLength(2);
    const found = await reply(search(get(`search?list=${encodeURIComponent(LIST)}&q=b7`)));
    expect(found.body).toEqual({
      tickets: [
        expect.objectContaining({
          inside: true,
          state: 'inside',
          code: B.signed_code,
          ticket: expect.objectContaining({ id: B.id }),
        }),
      ],
    });
    expect((await reply(counts(get(`counts?list=${encodeURIComponent(LIST)}`)))).body).toEqual({
      sold: 2,
      checkedIn: 1,
      inside: 1,
      byGate: [{ gate: 'North', checkedIn: 1 }],
    });
    expect((await reply(lists(get('lists')))).body).toMatchObject({
      lists: [{ key: LIST, sold: 2, checkedIn: 1 }],
    });
  });
});
