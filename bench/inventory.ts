// `npm run bench:inventory`: hold+release cycles and ticket-category reads per second, with p50
// and p99 latency, against the real service running as its own process and against its floor (a
// bare server on the same stack, bench/floor), on SQLite and then on PostgreSQL (DATABASE_URL if
// set, else a throwaway cluster via scripts/with-postgres.sh). PostgreSQL adds hold+release cycles
// of many connections on one ticket category (a hot on-sale). Bus-seat and hotel-room cycles run
// against the service alone (the floor only knows ticket categories).
//
//   npm run bench:inventory -- [--engine sqlite|postgres|both] [--duration 10] [--connections 32]
//                              [--hot-connections 128] [--only reads|cycles|hot|bus|hotel]
//                              [--slices 5]  (the floor and the service take turns, duration/slices s each)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { benchEngine, type BenchRow, type EngineName } from './inventory-run';
import { printTable } from './inventory-report';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    slices: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    'hot-connections': { type: 'string', default: '128' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});
const engine = values.engine as EngineName | 'both';
const duration = Number(values.duration);
const connections = Number(values.connections);
const hotConnections = Number(values['hot-connections']);
const only = values.only as 'reads' | 'cycles' | 'hot' | 'bus' | 'hotel' | undefined;
const slices = Number(values.slices);
if (!Number.isInteger(slices) || slices < 1 || duration / slices < 1)
  throw new Error(
    '--slices must be a whole number that leaves each turn at least 1 s of --duration',
  );
const options = { duration, connections, hotConnections, only, slices };

/** Runs the PostgreSQL half inside scripts/with-postgres.sh, which provides a throwaway cluster. */
function postgresViaWrapper(): BenchRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const out = join(dir, 'postgres.json');
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const args = [join(ROOT, 'scripts/with-postgres.sh'), tsx, join(ROOT, 'bench/inventory.ts')];
  args.push(
    '--engine',
    'postgres',
    '--duration',
    String(duration),
    '--connections',
    String(connections),
    '--hot-connections',
    String(hotConnections),
    '--slices',
    String(slices),
    '--json',
    out,
  );
  if (only) args.push('--only', only);
  const run = spawnSync('bash', args, { stdio: 'inherit', cwd: ROOT });
  try {
    if (run.status !== 0) throw new Error(`PostgreSQL bench failed (exit ${run.status})`);
    return JSON.parse(readFileSync(out, 'utf8')) as BenchRow[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rows: BenchRow[] = [];
  if (engine === 'sqlite' || engine === 'both')
    rows.push(...(await benchEngine('sqlite', options)));
  if (engine === 'postgres' || engine === 'both') {
    if (process.env.DATABASE_URL) rows.push(...(await benchEngine('postgres', options)));
    else rows.push(...postgresViaWrapper());
  }
  if (values.json) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(values.json, JSON.stringify(rows));
    return;
  }
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
