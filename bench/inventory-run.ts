// One engine's benchmark: a fresh database with a benchmark catalogue, the service as its own
// process (`tsx server/inventory/main.ts`), then autocannon from this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/inventory/db/connect';
import { migrateToLatest } from '../server/inventory/db/migrate';
import { insertFixtures } from '../server/inventory/testing/fixtures';
import type { ReportRow } from './inventory-report';

export type EngineName = 'sqlite' | 'postgres';
export type BenchRow = ReportRow;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KEY = 'bench-staging-key';
const HEADERS = {
  'X-API-KEY': KEY,
  TransactionMedium: 'Web',
  'Content-Type': 'application/json',
  Accept: 'application/json',
};

interface BenchDatabase {
  env: Record<string, string>;
  experienceId: string;
  categoryId: string;
  /** units taken in the benchmark's pool, and units of active holds: always equal */
  consistency(): Promise<{ used: number; held: number }>;
  drop(): Promise<void>;
}

async function prepareDatabase(engine: EngineName): Promise<BenchDatabase> {
  const name = `bench_${Date.now().toString(36)}`;
  let env: Record<string, string>;
  let databaseUrl: string | undefined;
  let sqlitePath = '';
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env = { DATABASE_URL: databaseUrl };
  } else {
    sqlitePath = join(tmpdir(), `${name}.sqlite`);
    env = { DATABASE_URL: '', INVENTORY_DB_PATH: sqlitePath };
  }
  const database = openDatabase({ databaseUrl, sqlitePath });
  await migrateToLatest(database);
  const f = await insertFixtures(database.db, Date.now(), { vipCapacity: 1_000_000 });
  return {
    env,
    experienceId: f.regular.experienceId,
    categoryId: f.regular.vip.id,
    consistency: async () => {
      const pool = await database.db
        .selectFrom('inventory_pools')
        .select('used')
        .executeTakeFirst();
      const held = await database.db
        .selectFrom('holds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      return { used: Number(pool?.used ?? 0), held: Number(held.n) };
    },
    drop: async () => {
      await database.close();
      if (engine === 'postgres') {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      } else {
        for (const suffix of ['', '-wal', '-shm']) rmSync(sqlitePath + suffix, { force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startService(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // For profiling, e.g. BENCH_SERVICE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...nodeArgs, join(ROOT, 'server/inventory/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        INVENTORY_HOST: '127.0.0.1',
        INVENTORY_PORT: String(port),
        INVENTORY_SEED: 'false',
        INVENTORY_STAGING_KEY: KEY,
        INVENTORY_LIVE_KEY: 'bench-live-key',
        LOG_LEVEL: process.env.BENCH_SERVICE_LOG_LEVEL ?? 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('service did not start');
}

function stopService(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function reads(url: string, experienceId: string, connections: number, duration: number) {
  return autocannon({
    url: `${url}/api/v1/svc/experience/tickets/${experienceId}`,
    connections,
    duration,
    headers: HEADERS,
  });
}

function cycles(url: string, categoryId: string, connections: number, duration: number) {
  let counter = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/svc/validate',
        headers: HEADERS,
        setupRequest: (request, context) => {
          counter += 1;
          context.email = `bench.${counter}@example.com`;
          const tickets = [{ ticket_type: 'entertainment', resource_id: categoryId, quantity: 1 }];
          return {
            ...request,
            body: JSON.stringify({ tickets, customer_info: { email: context.email } }),
          };
        },
        onResponse: (status, body, context) => {
          context.id =
            status === 201
              ? (JSON.parse(body) as { data: { reservations: { reservation_id: string }[] } }).data
                  .reservations[0]!.reservation_id
              : undefined;
        },
      },
      {
        method: 'DELETE',
        headers: HEADERS,
        setupRequest: (request, context) =>
          context.id
            ? {
                ...request,
                path: `/api/v1/svc/validate/${String(context.id)}`,
                body: JSON.stringify({ customer_info: { email: context.email } }),
              }
            : null,
      },
    ],
  });
}

function row(
  engine: EngineName,
  scenario: ReportRow['scenario'],
  result: Result,
  perRequest: number,
): BenchRow {
  const requestsPerSecond = result.requests.total / result.duration;
  return {
    engine,
    scenario,
    perSecond: requestsPerSecond / perRequest,
    requestsPerSecond,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function benchEngine(
  engine: EngineName,
  options: { duration: number; connections: number; only?: 'reads' | 'cycles' },
): Promise<BenchRow[]> {
  const { duration, connections, only } = options;
  const database = await prepareDatabase(engine);
  const { url, child } = await startService(database.env);
  const rows: BenchRow[] = [];
  try {
    console.error(`[${engine}] warming up`);
    await reads(url, database.experienceId, connections, 2);
    await cycles(url, database.categoryId, connections, 2);
    if (only !== 'reads') {
      console.error(`[${engine}] hold+release cycles, ${duration} s`);
      rows.push(
        row(
          engine,
          'hold+release cycles',
          await cycles(url, database.categoryId, connections, duration),
          2,
        ),
      );
    }
    if (only !== 'cycles') {
      console.error(`[${engine}] ticket-category reads, ${duration} s`);
      rows.push(
        row(
          engine,
          'ticket-category reads',
          await reads(url, database.experienceId, connections, duration),
          1,
        ),
      );
    }
    await stopService(child);
    // Cycles cut short by the end of a run leave holds active; the pool must account for each.
    const { used, held } = await database.consistency();
    const verdict = used === held ? 'consistent' : 'MISMATCH';
    console.error(
      `[${engine}] after the runs: pool used ${used}, units in active holds ${held} (${verdict})`,
    );
    if (used !== held) throw new Error('inventory pool and active holds disagree');
    return rows;
  } finally {
    await stopService(child);
    await database.drop();
  }
}
