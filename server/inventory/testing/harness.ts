// Test harness: a fresh database per call (SQLite temp file, or a new PostgreSQL database when
// DATABASE_URL is set), the app in-process, and a real HTTP listener when a test needs one.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp, type App } from '../app';
import { ManualClock } from '../clock';
import { openDatabase, type Database } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { ensureMerchant } from '../domain/core/merchants';
import type { AppDeps, ServiceConfig } from '../domain/core/context';
import { GUARD_INDEXES, type RaceGuard } from '../domain/core/race-guards';
import { createLogger, type Logger } from '../logger';
import { seedDemoData } from '../seed';

export const TEST_KEYS = {
  staging: 'test-staging-key',
  live: 'test-live-key',
  otherStaging: 'other-staging-key',
  otherLive: 'other-live-key',
} as const;
export const TEST_MERCHANT_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_MERCHANT_ID = '22222222-2222-4222-8222-222222222222';
export const TEST_BALANCE_KOBO = 10_000_000_00;

export const engineUnderTest = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDatabase {
  database: Database;
  /** connection settings, for a second process sharing the same database */
  location: { databaseUrl?: string; sqlitePath: string };
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const database = openDatabase({ databaseUrl, sqlitePath: '' });
    return {
      database,
      location: { databaseUrl, sqlitePath: '' },
      drop: async () => {
        await database.close();
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        // pool.end() resolves before its sockets finish closing; a forced drop right away would
        // kill those backends and their FATAL reaches a client with no error listener (an
        // unhandled error in the test run). Give them a moment to go on their own first.
        for (let i = 0; i < 40; i += 1) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const sqlitePath = join(tmpdir(), `inventory-${name}.sqlite`);
  const database = openDatabase({ sqlitePath });
  return {
    database,
    location: { sqlitePath },
    drop: async () => {
      await database.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(sqlitePath + suffix, { force: true });
    },
  };
}

export interface TestServiceOptions {
  /** seed the demo catalogue (default true) */
  seed?: boolean;
  config?: Partial<ServiceConfig>;
  clock?: ManualClock;
  /** default: silent (or TEST_LOG_LEVEL) to stdout */
  logger?: Logger;
}

export interface TestService {
  app: App;
  deps: AppDeps;
  clock: ManualClock;
  testDatabase: TestDatabase;
  request(method: string, path: string, init?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  /** API key; `null` sends none */
  key?: string | null;
  /** TransactionMedium header; `null` sends none */
  medium?: string | null;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary reply shapes
  body: any;
  headers: Headers;
}

export function buildRequest(
  base: string,
  method: string,
  path: string,
  init: RequestOptions = {},
): Request {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const key = init.key === undefined ? TEST_KEYS.staging : init.key;
  if (key !== null) headers['X-API-KEY'] = key;
  const medium = init.medium === undefined ? 'Web' : init.medium;
  if (medium !== null) headers['TransactionMedium'] = medium;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  return new Request(new URL(path, base), { method, headers, body });
}

export async function readResponse(response: Response): Promise<TestResponse> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

export async function createTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const testDatabase = await createTestDatabase();
  const { database } = testDatabase;
  await migrateToLatest(database);
  // An index guard switched off is the index itself gone (race-guards.ts).
  const droppedIndex = options.config?.disabledGuard && GUARD_INDEXES[options.config.disabledGuard];
  if (droppedIndex) await database.db.schema.dropIndex(droppedIndex).execute();
  const clock = options.clock ?? new ManualClock(Date.now());
  const now = clock.now();
  await ensureMerchant(
    database.db,
    {
      id: TEST_MERCHANT_ID,
      name: 'Test Merchant',
      keys: { staging: TEST_KEYS.staging, live: TEST_KEYS.live },
      openingBalanceKobo: TEST_BALANCE_KOBO,
    },
    now,
  );
  await ensureMerchant(
    database.db,
    {
      id: OTHER_MERCHANT_ID,
      name: 'Other Merchant',
      keys: { staging: TEST_KEYS.otherStaging, live: TEST_KEYS.otherLive },
      openingBalanceKobo: TEST_BALANCE_KOBO,
    },
    now,
  );
  const publicUrl = 'http://inventory.test';
  if (options.seed !== false) await seedDemoData(database.db, { now, publicUrl });
  const deps: AppDeps = {
    database,
    clock,
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    config: { holdTtlSeconds: 180, publicUrl, ...options.config },
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    clock,
    testDatabase,
    request: async (method, path, init) =>
      readResponse(await app.request(buildRequest('http://inventory.test', method, path, init))),
    close: () => testDatabase.drop(),
  };
}

/** Serves an app on a random loopback port, for tests that need real concurrent connections. */
export async function listen(app: App): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function httpRequest(
  base: string,
  method: string,
  path: string,
  init?: RequestOptions,
): Promise<TestResponse> {
  return readResponse(await fetch(buildRequest(base, method, path, init)));
}

/** A test service served over real HTTP (for concurrent requests), optionally without its locks. */
export interface ServedTestService {
  service: TestService;
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** the negative control: the one guard turned off (race-guards.ts) */
  withoutGuard?: RaceGuard;
  /** seed the demo catalogue (default false: tests insert their fixtures) */
  seed?: boolean;
  /** the service's clock starts here (default: now) */
  start?: number;
  logger?: Logger;
}

export async function serveTestService(options: ServeOptions = {}): Promise<ServedTestService> {
  const service = await createTestService({
    seed: options.seed ?? false,
    ...(options.start === undefined ? {} : { clock: new ManualClock(options.start) }),
    ...(options.logger ? { logger: options.logger } : {}),
    config: { disabledGuard: options.withoutGuard },
  });
  const server = await listen(service.app);
  return {
    service,
    url: server.url,
    close: async () => {
      await server.close();
      await service.close();
    },
  };
}
