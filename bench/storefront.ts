// `npm run bench:storefront`: pages per second, p50 and p99 latency of the production storefront under a
// rush on the home page and on one event page, and how many service requests the rush costs.
//
//   npm run bench:storefront -- [--duration 20] [--connections 50] [--warmup 5] [--no-build]
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { scriptWeight } from './page-weight';
import { ensureBuild, firstEventId, startService, startStorefront, stop } from './storefront-processes';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

/**
 * What a browser's navigation sends: the page cache answers such requests, not Next's own flight fetches; and,
 * as browsers do, it takes the page compressed (Next and the page cache both gzip what they send).
 */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

interface Row {
  page: string;
  pagesPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  serviceRequests: number;
}

function printTable(rows: Row[]) {
  const header = ['page', 'pages/s', 'p50 ms', 'p99 ms', 'errors+non-2xx', 'service requests'];
  const lines = rows.map((r) => [
    r.page,
    r.pagesPerSecond.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.failed),
    String(r.serviceRequests),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${connections} connections, ${duration} s per page\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  ensureBuild(values['no-build']);
  const dbPath = join(tmpdir(), `bench-store-${Date.now().toString(36)}.sqlite`);
  const service = await startService(dbPath);
  let store: Awaited<ReturnType<typeof startStorefront>> | undefined;
  try {
    store = await startStorefront(service.url);
    const eventId = await firstEventId(service.url);
    const pages = [
      ['home', '/'],
      ['event', `/events/${eventId}`],
    ] as const;
    const rows: Row[] = [];
    for (const [page, path] of pages) {
      const url = `${store.url}${path}`;
      console.error(`[${page}] warming up ${path}, ${warmup} s`);
      await autocannon({ url, connections, duration: warmup, headers: BROWSER_HEADERS });
      service.resetCount();
      console.error(`[${page}] ${connections} connections, ${duration} s`);
      const result = await autocannon({ url, connections, duration, headers: BROWSER_HEADERS });
      rows.push({
        page,
        pagesPerSecond: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.errors + result.timeouts + result.non2xx,
        serviceRequests: service.count(),
      });
    }
    printTable(rows);
    console.log('\ncompressed JavaScript per page (every <script src>, gzip -9)\n');
    for (const path of ['/', '/events', `/events/${eventId}`, '/cinema', '/bus', '/hotels']) {
      const { scripts, gzipBytes } = await scriptWeight(`${store.url}${path}`);
      console.log(`${path.padEnd(48)} ${String(scripts).padStart(3)} scripts  ${(gzipBytes / 1024).toFixed(1)} kB`);
    }
  } finally {
    if (store) await stop(store.child);
    await stop(service.child);
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
