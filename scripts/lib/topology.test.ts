// The two-instance topology (npm run topology), started for real: PostgreSQL, two services, two storefronts and
// HAProxy sending each request to the next instance in turn. Through the storefront's load balancer, in browsers
// without JavaScript: a purchase (reserve, the test provider, the order); a session's reserves counted by both
// instances together; a race of customers across both for a few tickets, none sold twice; then a clean stop.
// Run by npm run test:pg (TEST_TOPOLOGY=1, after the build); needs HAProxy (.ci/run installs Debian's).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, formsOf, textOf, type Page } from '@/bench/onsale-browser';
import { runCustomer, type CustomerPlan } from '@/bench/onsale-customer';
import { openReader, readRecords, unsettledPayments, type Reader } from '@/bench/onsale-records';
import { addEvent } from '@/server/inventory/admin/commands';
import { openDatabase } from '@/server/inventory/db/connect';
import { createStoreDatabase } from '@/server/store-db/connect';
import { PLACE_COOKIE } from '@/server/waiting-room/place-cookie';
import { joinRoom } from '@/server/waiting-room/places';
import { eventRoomId, roomSettings, saveRoomSettings } from '@/server/waiting-room/settings';
import { startTopology, type Topology } from './topology';

const enabled = process.env.TEST_TOPOLOGY === '1';
const RACE_TICKETS = 3;
const RACERS = 8;
const SESSION_LIMIT = 5;
const WAITING = 6;
/** Polls of one visitor at the same moment (tabs, retries). */
const TABS = 4;

let topology: Topology;
let store: Reader;
let service: Reader;
let readersClosed: Promise<unknown> | undefined;
/** The test's own connections, ended (once) before the cluster stops with the topology. */
const closeReaders = () =>
  (readersClosed ??= Promise.allSettled([store?.close(), service?.close()]));

async function putOnSale(title: string, tickets: number) {
  const database = openDatabase({
    databaseUrl: topology.databaseUrl,
    sqlitePath: ':memory:',
    poolSize: 1,
  });
  try {
    return await addEvent(database, {
      title,
      tickets,
      priceNaira: 15_000,
      startAt: Date.now() + 30 * 86_400_000,
      now: Date.now(),
    });
  } finally {
    await database.close();
  }
}

const plan = (eventId: string, index: number): CustomerPlan => ({
  storeUrl: topology.storefrontUrl,
  eventId,
  index,
  started: performance.now(),
  pollMs: 1_000,
  thinkMs: 0,
  patienceMs: 30_000,
});

const servedBy = (pages: Page[], method?: string) =>
  new Set(
    pages.flatMap((page) =>
      page.requests.filter((r) => !method || r.method === method).map((r) => r.servedBy),
    ),
  );

describe.runIf(enabled)('two storefronts and two services on one PostgreSQL behind HAProxy', () => {
  beforeAll(async () => {
    expect(
      existsSync('.next/BUILD_ID'),
      'the storefront is built (node scripts/build-if-needed.mjs)',
    ).toBe(true);
    // Every customer comes from this machine: the limit per session is the one under test.
    topology = await startTopology({
      storefrontEnv: {
        RESERVE_LIMIT_PER_ADDRESS: '10000',
        RESERVE_LIMIT_PER_SESSION: String(SESSION_LIMIT),
      },
    });
    store = openReader({ url: topology.storefrontDatabaseUrl });
    service = openReader({ url: topology.databaseUrl });
  }, 180_000);
  // After a failure before the last test; stop() is done once.
  afterAll(async () => {
    await closeReaders();
    await topology?.stop();
  }, 60_000);

  it('has HAProxy find every instance healthy, and both storefronts answer in turn', async () => {
    expect(await topology.serverStates()).toEqual({
      'storefront-1': 'UP',
      'storefront-2': 'UP',
      'service-1': 'UP',
      'service-2': 'UP',
    });
    const answers = [];
    for (let i = 0; i < 2; i += 1)
      answers.push(
        (await fetch(`${topology.storefrontUrl}/favicon.ico`)).headers.get('x-served-by'),
      );
    expect(answers.sort()).toEqual(['storefront-1', 'storefront-2']);
  });

  it('sells a ticket end to end: reserve, pay with the test provider, the order page', async () => {
    const event = await putOnSale('Topology Purchase', 10);
    const journey = await runCustomer(plan(event.experienceId, 1));
    expect(journey, journey.reason).toMatchObject({
      outcome: 'bought',
      reference: expect.stringMatching(/^web-/),
    });
    expect(servedBy(journey.pages)).toEqual(new Set(['storefront-1', 'storefront-2']));
    const [payment] = await store.rows<{ status: string }>(
      'select status from payments where reference = ?',
      [journey.reference],
    );
    expect(payment?.status).toBe('bought');
    expect((await readRecords(store, service, event.ticketCategoryId)).sold).toBe(1);
  }, 60_000);

  it(`refuses a session's reserve number ${SESSION_LIMIT + 1}, though each instance saw only some of the ones before`, async () => {
    const event = await putOnSale('Topology Limits', 50);
    const browser = new Browser(topology.storefrontUrl, '10.0.0.7', performance.now());
    const reserves: Page[] = [];
    for (let n = 1; n <= SESSION_LIMIT + 1; n += 1) {
      const page = await browser.go('GET', `/events/${event.experienceId}`);
      const form = formsOf(page.html).find((f) =>
        f.fields.some(([name]) => name === 'selection.eventId'),
      )!;
      const quantity = /name="(quantity\.[^"]+)"/.exec(page.html)![1]!;
      reserves.push(
        await browser.submit(page, form, {
          [quantity]: '1',
          name: 'Limit Tester',
          email: 'limits@topology.example',
          phone: '08030000007',
        }),
      );
    }
    const accepted = reserves.slice(0, SESSION_LIMIT);
    for (const page of accepted) expect(page.url.pathname).toBe('/checkout');
    // The reserves accepted were answered by both instances: neither alone counted up to the limit.
    expect(servedBy(accepted, 'POST')).toEqual(new Set(['storefront-1', 'storefront-2']));
    const refused = reserves.at(-1)!;
    expect(refused.url.pathname).toBe(`/events/${event.experienceId}`);
    expect(textOf(refused.html)).toMatch(
      /Too many reservations from this connection\. Try again in \d+ seconds?\./,
    );
  }, 60_000);

  it(`sells ${RACE_TICKETS} tickets to ${RACE_TICKETS} of ${RACERS} customers racing across both storefronts, none twice`, async () => {
    const event = await putOnSale('Topology Race', RACE_TICKETS);
    const journeys = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => runCustomer(plan(event.experienceId, 100 + i))),
    );
    const outcomes = journeys.map((journey) => journey.outcome);
    expect(
      outcomes.filter((outcome) => outcome === 'error'),
      JSON.stringify(journeys.map((j) => j.reason).filter(Boolean)),
    ).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 'bought')).toHaveLength(RACE_TICKETS);
    expect(
      servedBy(
        journeys.flatMap((journey) => journey.pages),
        'POST',
      ),
    ).toEqual(new Set(['storefront-1', 'storefront-2']));
    await expect.poll(() => unsettledPayments(store), { timeout: 20_000 }).toBe(0);
    const records = await readRecords(store, service, event.ticketCategoryId);
    expect(records).toMatchObject({ sold: RACE_TICKETS, chargedTwice: 0, paidNotSettled: 0 });
    expect(records.poolUsed).toBeLessThanOrEqual(RACE_TICKETS);
  }, 90_000);

  it(`lets one of ${WAITING} waiting visitors in when the sale starts, however their polls are shared between the storefronts`, async () => {
    const event = await putOnSale('Topology Waiting Room', 10);
    const roomId = eventRoomId(event.experienceId);
    const onSaleAt = Date.now() + 2_000;
    const db = createStoreDatabase({ url: topology.storefrontDatabaseUrl, sqlitePath: ':memory:' });
    const places: string[] = [];
    try {
      await saveRoomSettings(
        db,
        {
          id: roomId,
          enabled: true,
          opensAt: Date.now() - 60_000,
          onSaleAt,
          maxActive: 1,
          turnSeconds: 600,
        },
        'topology-test',
        Date.now(),
      );
      for (let i = 0; i < WAITING; i += 1) {
        const joined = await joinRoom(
          db,
          roomId,
          { address: undefined, placesPerAddress: WAITING },
          Date.now(),
        );
        if (!joined.ok) throw new Error(joined.message);
        places.push(joined.place.id);
      }
      // Every visitor's waiting page polls, several tabs each, before the sale and all at once as it starts: each
      // poll runs the admission step, on either instance.
      const inTurn = new Set<string>();
      const answeredBy = new Set<string>();
      const states = new Set<string>();
      const poll = async (placeId: string) => {
        const response = await fetch(
          `${topology.storefrontUrl}/waiting-room/${encodeURIComponent(roomId)}/status`,
          {
            headers: {
              cookie: `${PLACE_COOKIE}=${encodeURIComponent(new URLSearchParams([[roomId, placeId]]).toString())}`,
            },
          },
        );
        answeredBy.add(response.headers.get('x-served-by') ?? '');
        const status = (await response.json()) as { state: string };
        states.add(status.state);
        if (status.state === 'your-turn') inTurn.add(placeId);
      };
      const burst = (tabs: number) =>
        Promise.all(places.flatMap((placeId) => Array.from({ length: tabs }, () => poll(placeId))));
      await burst(1);
      expect(states).toEqual(new Set(['before-sale']));
      await new Promise((resolve) => setTimeout(resolve, onSaleAt - Date.now() + 20));
      for (let round = 0; round < 3; round += 1) await burst(TABS);
      expect(answeredBy).toEqual(new Set(['storefront-1', 'storefront-2']));
      expect(inTurn.size).toBe(1);
      expect((await roomSettings(db, roomId))?.admitted).toBe(1);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('stops every process and removes its temp folder', async () => {
    const pids = topology.pids();
    await closeReaders();
    await topology.stop();
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
    expect(existsSync(topology.folder)).toBe(false);
  }, 60_000);
});
