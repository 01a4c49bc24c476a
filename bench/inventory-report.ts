// Prints the benchmark's results as a table, with the targets for this 2-core machine.
export interface Targets {
  cyclesPerSecond: number;
  readsPerSecond: number;
  p99Ms: number;
}

/** SQLite targets (load generator on the same machine); PostgreSQL has none, it is reported. */
export const SQLITE_TARGETS: Targets = { cyclesPerSecond: 2_000, readsPerSecond: 8_000, p99Ms: 25 };

export interface ReportRow {
  engine: string;
  scenario: 'hold+release cycles' | 'ticket-category reads';
  perSecond: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function verdict(row: ReportRow): string {
  if (row.engine !== 'sqlite') return '';
  const target =
    row.scenario === 'ticket-category reads'
      ? SQLITE_TARGETS.readsPerSecond
      : SQLITE_TARGETS.cyclesPerSecond;
  const ok = row.perSecond >= target && row.p99 < SQLITE_TARGETS.p99Ms && row.errors === 0;
  return `${ok ? 'meets' : 'MISSES'} ≥${target}/s, p99 <${SQLITE_TARGETS.p99Ms} ms`;
}

export function printTable(rows: ReportRow[], connections: number): void {
  const header = [
    'engine',
    'scenario',
    'per second',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'target',
  ];
  const body = rows.map((r) => [
    r.engine,
    r.scenario,
    Math.round(r.perSecond).toLocaleString('en-US'),
    Math.round(r.requestsPerSecond).toLocaleString('en-US'),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    verdict(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(
    `\nInventory service benchmark, ${connections} concurrent connections (a cycle is one hold and its release)\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of body) console.log(line(row));
  console.log('');
}
