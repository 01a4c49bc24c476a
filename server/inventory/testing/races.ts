// Firing requests at once and counting what came back, for the race tests; and what a race needs
// ready before it starts (its pools, open connections), so the racers overlap instead of queueing.
import { sql } from 'kysely';
import { ensurePool } from '../domain/core/inventory';
import { engineUnderTest, httpRequest, type ServedTestService } from './harness';

/** Connections a race may use at once (below the PostgreSQL pool's 20, which `warmUp` fills). */
const RACE_CONNECTIONS = 16;

/**
 * Whether an engine lets two write transactions interleave. SQLite has one writer: each
 * transaction runs alone (`BEGIN IMMEDIATE`, across processes too), so a guard against
 * interleaving (a conditional update, a status condition, a unique index behind a lookup) cannot
 * be shown to matter there; the same negative control on PostgreSQL is what catches its loss.
 */
export const interleavingEngine = engineUnderTest === 'postgres';

/** Starts every request in the same tick (the barrier: none is sent before all are made); resolves with every reply. */
export function raceAll<T>(count: number, request: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => request(i)));
}

/** Counts replies by status, e.g. `{ 201: 3, 409: 9 }`. */
export function statusCounts(replies: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

/**
 * Creates the pools a race claims from, empty, before it starts. A pool made by the race's first
 * claim serialises the racers: on PostgreSQL each waits on the first one's uncommitted insert.
 */
export async function createPools(
  s: ServedTestService,
  pools: { poolKey: string; capacity: number }[],
): Promise<void> {
  const { db } = s.service.deps.database;
  for (const p of pools) await ensurePool(db, 'staging', p.poolKey, p.capacity);
}

/**
 * Opens the connections a race will use before it starts: keep-alive HTTP connections to each
 * service URL, and (on PostgreSQL) the pool's database connections, all held at once so the pool
 * must open them. Otherwise the first racers run while the later ones still wait for a connection.
 */
export async function warmUp(s: ServedTestService, urls: string[] = [s.url]): Promise<void> {
  await Promise.all(
    urls.flatMap((url) =>
      Array.from({ length: RACE_CONNECTIONS }, () => httpRequest(url, 'GET', '/health')),
    ),
  );
  const { database } = s.service.deps;
  if (database.engine !== 'postgres') return;
  let arrived = 0;
  let allArrived!: () => void;
  const everyoneHere = new Promise<void>((resolve) => (allArrived = resolve));
  await Promise.all(
    Array.from({ length: RACE_CONNECTIONS }, () =>
      database.db.connection().execute(async (connection) => {
        await sql`select 1`.execute(connection);
        arrived += 1;
        if (arrived === RACE_CONNECTIONS) allArrived();
        await everyoneHere;
      }),
    ),
  );
}
