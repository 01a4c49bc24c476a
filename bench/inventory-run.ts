// One engine's benchmark: a fresh database with a benchmark catalogue for the service (its own
// process, `tsx server/inventory/main.ts`) and another for its floor (bench/floor, a bare server
// on the same stack), then each scenario with autocannon from this process against both, in turn.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RawResult, type Result } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/inventory/db/connect';
import { migrateToLatest } from '../server/inventory/db/migrate';
import { ensureMerchant } from '../server/inventory/domain/core/merchants';
import { addDays, lagosDate, lagosDateTime } from '../server/inventory/domain/core/time';
import { seedBus } from '../server/inventory/seed/bus';
import { SEED_ROOM_IDS } from '../server/inventory/seed/hotels-data';
import { seedHotels } from '../server/inventory/seed/hotels';
import { DEMO_MERCHANT_ID } from '../server/inventory/service';
import { insertFixtures } from '../server/inventory/testing/fixtures';
import { freePort } from './free-port';
import type { ReportRow, Scenario, ServerKind } from './inventory-report';

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

interface BusSeat {
  scheduleId: number;
  /** `Y-m-d H:i` of the departure, as a hold names it */
  timestamp: string;
  seatId: number;
}

interface BenchDatabase {
  env: Record<string, string>;
  experienceId: string;
  categoryId: string;
  /** seats of timed schedules departing from tomorrow on, `n` at a time, never the same twice */
  takeSeats(n: number): BusSeat[];
  /** a room type of many rooms, and the first night a hotel cycle may hold */
  hotel: { roomId: number; firstNight: string };
  /** units taken in the benchmark's pool, and units of active holds: always equal */
  consistency(): Promise<{ used: number; held: number }>;
  drop(): Promise<void>;
}

async function prepareDatabase(engine: EngineName): Promise<BenchDatabase> {
  const name = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
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
  const now = Date.now();
  // The merchant the service makes at start-up, made here too for the floor (which makes nothing).
  await ensureMerchant(
    database.db,
    {
      id: DEMO_MERCHANT_ID,
      name: 'Bench',
      keys: { staging: KEY, live: 'bench-live-key' },
      openingBalanceKobo: 0,
    },
    now,
  );
  const f = await insertFixtures(database.db, now, { vipCapacity: 1_000_000 });
  // The demo buses and hotels, for the bus-seat and hotel cycles.
  await seedBus(database.db, { now, publicUrl: 'http://127.0.0.1' });
  await seedHotels(database.db, { now, publicUrl: 'http://127.0.0.1' });
  const seats = await database.db
    .selectFrom('schedules')
    .innerJoin('bus_seats', 'bus_seats.bus_id', 'schedules.bus_id')
    .select(['schedules.id', 'schedules.departure_at', 'bus_seats.id as seat_id'])
    .where('schedules.schedule_type', '=', 'timed')
    .where('schedules.departure_date', '>=', addDays(lagosDate(now), 1))
    .orderBy('schedules.id')
    .orderBy('bus_seats.id')
    .execute();
  let taken = 0;
  return {
    env,
    experienceId: f.regular.experienceId,
    categoryId: f.regular.vip.id,
    // A bench run's cycles cut short leave their seats held: each run takes seats never held.
    takeSeats: (n) =>
      seats.slice(taken, (taken += n)).map((s) => ({
        scheduleId: s.id,
        timestamp: lagosDateTime(Number(s.departure_at)),
        seatId: s.seat_id,
      })),
    hotel: { roomId: SEED_ROOM_IDS.standardVictoriaIsland, firstNight: addDays(lagosDate(now), 1) },
    consistency: async () => {
      const sum = (column: 'used' | 'quantity') =>
        sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('n');
      const pools = await database.db
        .selectFrom('inventory_pools')
        .select(sum('used'))
        .executeTakeFirstOrThrow();
      const held = await database.db
        .selectFrom('holds')
        .select(sum('quantity'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      return { used: Number(pools.n), held: Number(held.n) };
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

const ENTRY: Record<ServerKind, string> = {
  service: 'server/inventory/main.ts',
  floor: 'bench/floor/server.ts',
};

async function startServer(
  kind: ServerKind,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // For profiling, e.g. BENCH_SERVICE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs =
    kind === 'service'
      ? (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean)
      : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, join(ROOT, ENTRY[kind])], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      INVENTORY_HOST: '127.0.0.1',
      INVENTORY_PORT: String(port),
      INVENTORY_SEED: 'false',
      INVENTORY_STAGING_KEY: KEY,
      INVENTORY_LIVE_KEY: 'bench-live-key',
      FLOOR_MERCHANT_ID: DEMO_MERCHANT_ID,
      LOG_LEVEL: process.env.BENCH_SERVICE_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`${kind} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${kind} did not start`);
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
    skipAggregateResult: true,
    headers: HEADERS,
  });
}

// Across runs too: an identical hold (same email) still active from a cut-short cycle would be
// answered as the existing one.
let counter = 0;

type TicketItem = Record<string, unknown>;

/**
 * Hold and release cycles: `item` gives each hold's ticket; `done` is told when a cycle's hold is
 * over (refused, or released), so a scenario can reuse what it held.
 */
function cycles(
  url: string,
  connections: number,
  duration: number,
  item: () => TicketItem,
  done: (ticket: TicketItem) => void = () => {},
) {
  return autocannon({
    url,
    connections,
    duration,
    skipAggregateResult: true,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/svc/validate',
        headers: HEADERS,
        setupRequest: (request, context) => {
          counter += 1;
          context.email = `bench.${counter}@example.com`;
          context.ticket = item();
          return {
            ...request,
            body: JSON.stringify({
              tickets: [context.ticket],
              customer_info: { email: context.email },
            }),
          };
        },
        onResponse: (status, body, context) => {
          context.id =
            status === 201
              ? (JSON.parse(body) as { data: { reservations: { reservation_id: string }[] } }).data
                  .reservations[0]!.reservation_id
              : undefined;
          if (status !== 201) done(context.ticket as TicketItem);
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
        onResponse: (_status, _body, context) => done(context.ticket as TicketItem),
      },
    ],
  });
}

function categoryCycles(url: string, categoryId: string, connections: number, duration: number) {
  return cycles(url, connections, duration, () => ({
    ticket_type: 'entertainment',
    resource_id: categoryId,
    quantity: 1,
  }));
}

/** Cycles on seats of timed coaches, each connection holding a seat no other cycle holds meanwhile. */
function busSeatCycles(
  url: string,
  database: BenchDatabase,
  connections: number,
  duration: number,
) {
  const free = database.takeSeats(connections * 2);
  if (free.length < connections) throw new Error('not enough bus seats left for this run');
  const seatOf = new WeakMap<TicketItem, BusSeat>();
  return cycles(
    url,
    connections,
    duration,
    () => {
      const seat = free.shift()!;
      const ticket = {
        ticket_type: 'bus',
        resource_id: seat.scheduleId,
        quantity: 1,
        metadata: {
          schedule_type: 'timed',
          schedule_timestamp: seat.timestamp,
          seat_ids: [seat.seatId],
        },
      };
      seatOf.set(ticket, seat);
      return ticket;
    },
    (ticket) => free.push(seatOf.get(ticket)!),
  );
}

/** One room for one night, the nights in turn over 60 days (a few cycles share a night's rooms). */
function hotelCycles(
  url: string,
  hotel: BenchDatabase['hotel'],
  connections: number,
  duration: number,
) {
  let next = 0;
  return cycles(url, connections, duration, () => {
    const checkin = addDays(hotel.firstNight, (next += 1) % 60);
    return {
      ticket_type: 'hotel',
      resource_id: hotel.roomId,
      quantity: 1,
      metadata: { checkin_date: checkin, checkout_date: addDays(checkin, 1), number_of_guests: 1 },
    };
  });
}

/**
 * CPU time the server process has used so far (Linux /proc; undefined elsewhere). Per operation it
 * measures the server's own cost, which other load on a shared machine does not change much.
 */
function cpuMs(child: ChildProcess): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

function row(
  engine: EngineName,
  server: ServerKind,
  scenario: Scenario,
  connections: number,
  result: Result,
  cpu: number | undefined,
): BenchRow {
  const requestsPerSecond = result.requests.total / result.duration;
  const perOperation = scenario === 'ticket-category reads' ? 1 : 2;
  const operations = result.requests.total / perOperation;
  return {
    engine,
    server,
    scenario,
    connections,
    perSecond: requestsPerSecond / perOperation,
    requestsPerSecond,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerOp: cpu === undefined || operations === 0 ? undefined : cpu / operations,
  };
}

export interface BenchOptions {
  duration: number;
  connections: number;
  /** connections of the hot-category scenario (PostgreSQL only) */
  hotConnections: number;
  only?: 'reads' | 'cycles' | 'hot' | 'bus' | 'hotel';
  /** turns the floor and the service take in each scenario's run */
  slices: number;
}

interface Running {
  url: string;
  child: ChildProcess;
  database: BenchDatabase;
}

async function start(engine: EngineName, kind: ServerKind): Promise<Running> {
  const database = await prepareDatabase(engine);
  try {
    return { ...(await startServer(kind, database.env)), database };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

function runScenario(target: Running, scenario: Scenario, connections: number, duration: number) {
  const { url, database } = target;
  switch (scenario) {
    case 'ticket-category reads':
      return reads(url, database.experienceId, connections, duration);
    case 'bus-seat cycles':
      return busSeatCycles(url, database, connections, duration);
    case 'hotel room cycles':
      return hotelCycles(url, database.hotel, connections, duration);
    default:
      return categoryCycles(url, database.categoryId, connections, duration);
  }
}

/** Scenarios the floor has no statements for (it knows ticket categories only): service alone. */
const SERVICE_ONLY: readonly Scenario[] = ['bus-seat cycles', 'hotel room cycles'];

/** Each scenario against the floor and the service in turns (see `slices`), while both are up. */
export async function benchEngine(engine: EngineName, options: BenchOptions): Promise<BenchRow[]> {
  const { duration, only } = options;
  const scenarios: [Scenario, number][] = [];
  if (!only || only === 'cycles') scenarios.push(['hold+release cycles', options.connections]);
  if (!only || only === 'reads') scenarios.push(['ticket-category reads', options.connections]);
  if (engine === 'postgres' && (!only || only === 'hot'))
    scenarios.push(['hot category cycles', options.hotConnections]);
  if (!only || only === 'bus') scenarios.push(['bus-seat cycles', options.connections]);
  if (!only || only === 'hotel') scenarios.push(['hotel room cycles', options.connections]);
  const servers: Running[] = [];
  const rows: BenchRow[] = [];
  try {
    for (const kind of ['floor', 'service'] as const) servers.push(await start(engine, kind));
    console.error(`[${engine}] warming up`);
    for (const [i, target] of servers.entries()) {
      await runScenario(target, 'ticket-category reads', options.connections, 2);
      await runScenario(target, 'hold+release cycles', options.connections, 2);
      if (i === 0) continue;
      for (const [scenario] of scenarios)
        if (SERVICE_ONLY.includes(scenario))
          await runScenario(target, scenario, options.connections, 2);
    }
    for (const [scenario, connections] of scenarios) {
      const alone = SERVICE_ONLY.includes(scenario);
      const turns = (['floor', 'service'] as const)
        .map((kind, i) => ({
          kind,
          target: servers[i]!,
          raws: [] as RawResult[],
          cpu: 0 as number | undefined,
        }))
        .filter(({ kind }) => !(alone && kind === 'floor'));
      // The floor and the service take turns in slices of the run, so that both meet the same
      // machine: on a shared virtual machine the speed drifts by a third within a minute, and a
      // floor run in a fast minute then a service run in a slow one skewed the ratio.
      const slices = alone ? 1 : options.slices;
      console.error(
        `[${engine}] ${scenario}, ${connections} connections, ${duration} s each: ${turns.map((t) => t.kind).join(' and ')}` +
          (slices > 1 ? ` in turns of ${duration / slices} s` : ''),
      );
      for (let slice = 0; slice < slices; slice += 1) {
        for (const turn of turns) {
          const before = cpuMs(turn.target.child);
          turn.raws.push(await runScenario(turn.target, scenario, connections, duration / slices));
          const after = cpuMs(turn.target.child);
          turn.cpu =
            turn.cpu === undefined || before === undefined || after === undefined
              ? undefined
              : turn.cpu + after - before;
        }
      }
      for (const turn of turns) {
        const result = autocannon.aggregateResult(turn.raws, { url: turn.target.url, connections });
        const seconds = turn.raws.reduce((sum, raw) => sum + raw.duration, 0);
        rows.push(
          row(engine, turn.kind, scenario, connections, { ...result, duration: seconds }, turn.cpu),
        );
      }
    }
    for (const [i, target] of servers.entries()) {
      await stopService(target.child);
      // Cycles cut short by the end of a run leave holds active; the pool must account for each.
      const { used, held } = await target.database.consistency();
      const verdict = used === held ? 'consistent' : 'MISMATCH';
      console.error(
        `[${engine}] ${i === 0 ? 'floor' : 'service'} after the runs: pool used ${used}, units in active holds ${held} (${verdict})`,
      );
      if (used !== held) throw new Error('inventory pool and active holds disagree');
    }
    return rows;
  } finally {
    for (const target of servers) {
      await stopService(target.child);
      await target.database.drop();
    }
  }
}
