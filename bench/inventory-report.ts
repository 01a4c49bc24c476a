// Prints the benchmark's results as a table: each scenario on the service beside its floor (a bare
// server on the same stack, bench/floor), their ratio, and the targets for this 2-core machine.
/** The service, or its floor: a bare server on the same stack (bench/floor). */
export type ServerKind = 'service' | 'floor';

export type Scenario =
  | 'hold+release cycles'
  | 'ticket-category reads'
  | 'hot category cycles'
  /** hold and release of one seat of a timed coach (the service alone: the floor has no buses) */
  | 'bus-seat cycles'
  /** hold and release of one hotel room for one night (the service alone) */
  | 'hotel room cycles';

export interface ReportRow {
  engine: string;
  server: ServerKind;
  scenario: Scenario;
  connections: number;
  perSecond: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** the server process's CPU time per operation (cycle or read), when the OS tells */
  cpuMsPerOp?: number | undefined;
}

/**
 * Hot-category cycles per second on PostgreSQL before the pools were split into counter shards
 * (one counter row per category), measured with this benchmark on this 2-core machine while it was
 * heavily loaded by other work (the same run's floor: 88/s). Throughput figures from such a run
 * vary severalfold: measure before and after on a quiet machine to judge the target.
 */
export const POSTGRES_HOT_BEFORE = 60;

/** The service's throughput as a share of its floor's, and the service's p99, per target. */
const TARGETS: Partial<Record<string, { ratio?: number; p99Ms?: number; perSecond?: number }>> = {
  'sqlite/hold+release cycles': { ratio: 0.5, p99Ms: 15 },
  'sqlite/ticket-category reads': { ratio: 0.5, p99Ms: 15 },
  'postgres/ticket-category reads': { ratio: 0.6 },
  'postgres/hot category cycles':
    POSTGRES_HOT_BEFORE > 0 ? { perSecond: 3 * POSTGRES_HOT_BEFORE } : {},
};

function verdict(row: ReportRow, ratio: number | undefined): string {
  if (row.server !== 'service') return '';
  const target = TARGETS[`${row.engine}/${row.scenario}`];
  if (!target) return '';
  const parts: string[] = [];
  let ok = row.errors === 0;
  if (target.ratio !== undefined) {
    parts.push(`≥${target.ratio}× floor`);
    ok &&= ratio !== undefined && ratio >= target.ratio;
  }
  if (target.perSecond !== undefined) {
    parts.push(`≥${Math.round(target.perSecond)}/s`);
    ok &&= row.perSecond >= target.perSecond;
  }
  if (target.p99Ms !== undefined) {
    parts.push(`p99 ≤${target.p99Ms} ms`);
    ok &&= row.p99 <= target.p99Ms;
  }
  return parts.length ? `${ok ? 'meets' : 'MISSES'} ${parts.join(', ')}` : '';
}

export function printTable(rows: ReportRow[]): void {
  const header = [
    'engine',
    'scenario',
    'conns',
    'server',
    'per second',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'CPU ms/op',
    '× floor',
    'CPU × floor',
    'target',
  ];
  const floorOf = (r: ReportRow) =>
    rows.find((f) => f.server === 'floor' && f.engine === r.engine && f.scenario === r.scenario);
  const body = rows.map((r) => {
    const floor = r.server === 'service' ? floorOf(r) : undefined;
    const ratio = floor && floor.perSecond > 0 ? r.perSecond / floor.perSecond : undefined;
    return [
      r.engine,
      r.scenario,
      String(r.connections),
      r.server,
      Math.round(r.perSecond).toLocaleString('en-US'),
      Math.round(r.requestsPerSecond).toLocaleString('en-US'),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.errors),
      r.cpuMsPerOp === undefined ? '' : r.cpuMsPerOp.toFixed(3),
      ratio === undefined ? '' : ratio.toFixed(2),
      floor?.cpuMsPerOp && r.cpuMsPerOp !== undefined
        ? (r.cpuMsPerOp / floor.cpuMsPerOp).toFixed(2)
        : '',
      verdict(r, ratio),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(
    '\nInventory service benchmark against its floor (a cycle is one hold and its release;' +
      ' × floor: throughput ratio; CPU × floor: CPU per operation ratio)\n',
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of body) console.log(line(row));
  console.log('');
}
