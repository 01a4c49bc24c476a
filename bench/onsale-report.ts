// Prints the on-sale benchmark's figures: each step's throughput and p50/p99, the time customers waited for their
// next page, purchases per second, time to sell out, and what the records say (oversell, double charges, money
// taken for nothing), each against its target.
import type { Timed } from './onsale-browser';
import type { Journey } from './onsale-customer';
import type { Records } from './onsale-records';

/** The p99 a customer may wait for the waiting page or the next page. */
export const PAGE_P99_TARGET_MS = 1_000;

export interface RunFacts {
  where: string;
  customers: number;
  tickets: number;
  arrivalSeconds: number;
  room: string | undefined;
  journeys: Journey[];
  records: Records;
  /** ms from the first arrival to the last customer's end */
  runMs: number;
  /** CPU seconds the storefront processes and the service processes used during the run */
  cpu: {
    storefronts: number;
    services: number;
    /** the benchmark's own process (every customer's browser), and how late its event loop ran (p99) */
    customers: number;
    customersLoopDelayP99Ms: number;
    /** the machine's 1-minute load average before and after (other work on the machine counts) */
    machineLoad: [number, number];
  };
}

const STEPS: [name: string, method: string, path: RegExp][] = [
  ['join queue (action)', 'JOIN', /./],
  ['waiting page', 'GET', /^\/waiting-room\/[^/]+$/],
  ['enter turn (action)', 'ENTER', /./],
  ['event page', 'GET', /^\/events\/[^/]+$/],
  ['reserve (action)', 'POST', /^\/events\/[^/]+$/],
  ['checkout page', 'GET', /^\/checkout$/],
  ['pay (action)', 'POST', /^\/checkout$/],
  ['payment page', 'GET', /^\/pay\/test\/[^/]+$/],
  ['approve', 'POST', /^\/pay\/test\/[^/]+\/answer$/],
  ['return (settle)', 'GET', /^\/checkout\/return$/],
  ['order page', 'GET', /^\/orders\/[^/]+$/],
];

const stepOf = (t: Timed) =>
  STEPS.find(([, method, path]) => (t.step ?? t.method) === method && path.test(t.path))?.[0] ??
  `${t.method} other`;

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

function table(header: string[], rows: string[][], alignRight = true): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || !alignRight ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const ms = (n: number) =>
  Number.isNaN(n) ? '-' : n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)}`;

function stepRows(journeys: Journey[]): string[][] {
  const byStep = new Map<string, Timed[]>();
  for (const j of journeys)
    for (const page of j.pages)
      for (const t of page.requests) byStep.set(stepOf(t), [...(byStep.get(stepOf(t)) ?? []), t]);
  const order = [
    ...STEPS.map(([name]) => name),
    ...[...byStep.keys()].filter((k) => !STEPS.some(([name]) => name === k)),
  ];
  return order
    .filter((name) => byStep.has(name))
    .map((name) => {
      const all = byStep.get(name)!;
      const times = all.map((t) => t.ms).sort((a, b) => a - b);
      const first = Math.min(...all.map((t) => t.at));
      const last = Math.max(...all.map((t) => t.at + t.ms));
      const span = Math.max(last - first, 1) / 1000;
      const failed = all.filter((t) => t.status >= 500).length;
      return [
        name,
        String(all.length),
        (all.length / span).toFixed(1),
        ms(percentile(times, 50)),
        ms(percentile(times, 99)),
        ms(times.at(-1)!),
        String(failed),
      ];
    });
}

/** Every page a customer waited for (a click to its page, redirects included), slowest first. */
function pageWaits(journeys: Journey[]): number[] {
  return journeys.flatMap((j) => j.pages.map((p) => p.ms)).sort((a, b) => a - b);
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSES');

export function printReport(facts: RunFacts): boolean {
  const { journeys, records, tickets } = facts;
  const bought = journeys.filter((j) => j.outcome === 'bought');
  const soldOut = journeys.filter((j) => j.outcome === 'sold-out');
  const errors = journeys.filter((j) => j.outcome === 'error');
  const boughtTimes = bought.map((j) => j.boughtAt!).sort((a, b) => a - b);
  const soldOutAt = records.sold >= tickets && boughtTimes.length ? boughtTimes.at(-1)! : undefined;
  const purchaseSpan =
    boughtTimes.length > 1 ? (boughtTimes.at(-1)! - boughtTimes[0]!) / 1000 : Number.NaN;
  const waits = pageWaits(journeys);
  const pageP99 = percentile(waits, 99);
  const oversell = Math.max(0, records.sold - tickets);

  console.log(
    `\nOn-sale: ${facts.customers} customers arriving over ${facts.arrivalSeconds} s for ${tickets} tickets, ${facts.where}` +
      `${facts.room ? `, through the waiting room ${facts.room}` : ', no waiting room'}\n`,
  );
  table(['step', 'requests', 'per s', 'p50 ms', 'p99 ms', 'max ms', '5xx'], stepRows(journeys));
  console.log('');
  const over = waits.filter((w) => w > PAGE_P99_TARGET_MS).length;
  const summary: [string, string, string][] = [
    [
      'customers: bought / told sold out / error shown',
      `${bought.length} / ${soldOut.length} / ${errors.length}`,
      verdict(errors.length === 0),
    ],
    [
      'tickets sold (service records) of those on sale',
      `${records.sold} of ${tickets}`,
      verdict(records.sold === tickets),
    ],
    ['oversell', String(oversell), verdict(oversell === 0)],
    ['customers charged twice', String(records.chargedTwice), verdict(records.chargedTwice === 0)],
    [
      'payments neither bought nor refunded',
      String(records.paidNotSettled),
      verdict(records.paidNotSettled === 0),
    ],
    [
      'payments by state',
      Object.entries(records.paymentsByStatus)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ') || 'none',
      '',
    ],
    [
      'time to sell out (from the first arrival)',
      soldOutAt === undefined ? 'not sold out' : `${(soldOutAt / 1000).toFixed(1)} s`,
      '',
    ],
    [
      'purchases per second (first to last purchase)',
      Number.isNaN(purchaseSpan) ? '-' : (bought.length / purchaseSpan).toFixed(1),
      '',
    ],
    [
      'time to the waiting page or next page: p50 / p99 / max ms',
      `${ms(percentile(waits, 50))} / ${ms(pageP99)} / ${ms(waits.at(-1) ?? Number.NaN)}  (${over} of ${waits.length} pages over 1 s)`,
      verdict(pageP99 <= PAGE_P99_TARGET_MS),
    ],
    ['run (first arrival to last customer done)', `${(facts.runMs / 1000).toFixed(1)} s`, ''],
    [
      'CPU s used: storefronts / services (per purchase)',
      `${facts.cpu.storefronts.toFixed(1)} / ${facts.cpu.services.toFixed(1)}` +
        (bought.length
          ? `  (${((facts.cpu.storefronts / bought.length) * 1000).toFixed(0)} ms / ${((facts.cpu.services / bought.length) * 1000).toFixed(0)} ms)`
          : ''),
      '',
    ],
    [
      "customers' own process: CPU s / event-loop delay p99; machine load before / after",
      `${facts.cpu.customers.toFixed(1)} s / ${Math.round(facts.cpu.customersLoopDelayP99Ms)} ms; ${facts.cpu.machineLoad.map((l) => l.toFixed(1)).join(' / ')}`,
      '',
    ],
  ];
  table(['', 'figure', 'target'], summary, false);
  if (errors.length) {
    const reasons = new Map<string, number>();
    for (const j of errors)
      reasons.set(j.reason?.trim() ?? '?', (reasons.get(j.reason?.trim() ?? '?') ?? 0) + 1);
    console.log('\nerrors shown, by what the customer saw:');
    for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  ${String(n).padStart(5)}  ${reason}`);
  }
  return (
    errors.length === 0 &&
    oversell === 0 &&
    records.sold === tickets &&
    records.chargedTwice === 0 &&
    records.paidNotSettled === 0 &&
    pageP99 <= PAGE_P99_TARGET_MS
  );
}
