// `npm run bench:storefront`: pages per second, p50 and p99 latency of the production storefront under a
// rush on the home page and on one event page, asked for each way a page is asked for (a browser opening it, a
// client-side navigation's flight data, a prefetch, a client that does not ask for HTML), and how many service
// requests the rush costs.
//
//   npm run bench:storefront -- [--duration 20] [--connections 50] [--warmup 5] [--no-build]
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';
import { scriptWeight } from './page-weight';
import {
  ensureBuild,
  firstEventId,
  startService,
  startStorefront,
  stop,
} from './storefront-processes';

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
 * What a browser's navigation sends: as browsers do, it takes the page compressed (Next and the page cache both
 * gzip what they send).
 */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/** A page as the benchmark rushes it: its path, and the client-side navigation that reaches it. */
interface RushedPage {
  name: string;
  path: string;
  /** The router's state tree Chromium sends when a click leads to the page (the segments it must fetch). */
  tree: string;
  /** The page the click and the prefetch come from (`next-url`). */
  from: string;
}

/** The route tree of a page, as Next's router states it: the root layout, the shop's layout, then `segments`. */
function stateTree(segments: unknown): string {
  return encodeURIComponent(
    JSON.stringify([
      '',
      { children: ['(store)', { children: segments }, null, null, 0] },
      null,
      null,
      16,
    ]),
  );
}

function rushedPages(eventId: string): RushedPage[] {
  const page = ['__PAGE__', {}, null, null, 0];
  return [
    {
      name: 'home',
      path: '/',
      tree: stateTree(['(lists)', { children: page }, null, 'refetch', 0]),
      from: `/events/${eventId}`,
    },
    {
      name: 'event',
      path: `/events/${eventId}`,
      tree: stateTree([
        'events',
        { children: [['id', eventId, 'd', null], { children: page }, null, null, 0] },
        null,
        'refetch',
        0,
      ]),
      from: '/',
    },
  ];
}

/** One way of asking for a page: its request headers, and the content type that answers it. */
interface RequestKind {
  name: string;
  headers: (page: RushedPage) => Record<string, string>;
  /** What the answer must be: a page or flight data. */
  contentType: RegExp;
}

const FLIGHT = { rsc: '1', accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

const REQUEST_KINDS: RequestKind[] = [
  { name: 'HTML', headers: () => BROWSER_HEADERS, contentType: /^text\/html/ },
  {
    name: 'RSC navigation',
    headers: (page) => ({ ...FLIGHT, 'next-router-state-tree': page.tree, 'next-url': page.from }),
    contentType: /^text\/x-component/,
  },
  {
    name: 'prefetch',
    headers: (page) => ({
      ...FLIGHT,
      'next-router-prefetch': '1',
      'next-router-segment-prefetch': '/_tree',
      'next-url': page.from,
    }),
    contentType: /^text\/x-component/,
  },
  // A client that sends no Accept at all (a script, a bot): the page, uncompressed.
  { name: 'no Accept', headers: () => ({}), contentType: /^text\/html/ },
];

/** The address a request of `kind` asks for: flight data carries the hash of its headers, as Next's client sends it. */
async function requestPath(page: RushedPage, headers: Record<string, string>): Promise<string> {
  if (headers.rsc !== '1') return page.path;
  const hash = await computeCacheBustingSearchParam(
    headers['next-router-prefetch'] as '1' | undefined,
    headers['next-router-segment-prefetch'],
    headers['next-router-state-tree'],
    headers['next-url'],
  );
  return `${page.path}?_rsc=${hash}`;
}

interface Row {
  page: string;
  kind: string;
  /** What the cache said of a request made after the run, and what it answered. */
  answer: string;
  pagesPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  serviceRequests: number;
}

function printTable(rows: Row[]) {
  const header = [
    'page',
    'request',
    'pages/s',
    'p50 ms',
    'p99 ms',
    'errors+non-2xx',
    'service requests',
    'answer',
  ];
  const lines = rows.map((r) => [
    r.page,
    r.kind,
    r.pagesPerSecond.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.failed),
    String(r.serviceRequests),
    r.answer,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${connections} connections, ${duration} s per page and request kind\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

/** `connections` clients asking for `page` the `kind` way for `duration` seconds, after a warm-up. */
async function rush(
  storeUrl: string,
  page: RushedPage,
  kind: RequestKind,
  service: { resetCount: () => void; count: () => number },
): Promise<Row> {
  const headers = kind.headers(page);
  const url = `${storeUrl}${await requestPath(page, headers)}`;
  const label = `[${page.name}, ${kind.name}]`;
  console.error(`${label} warming up ${page.path}, ${warmup} s`);
  await autocannon({ url, connections, duration: warmup, headers });
  service.resetCount();
  console.error(`${label} ${connections} connections, ${duration} s`);
  const result = await autocannon({ url, connections, duration, headers });
  const serviceRequests = service.count();
  // One more request, read whole: what answered it, and whether it was what the request asked for.
  const sample = await fetch(url, { headers });
  await sample.arrayBuffer();
  const type = sample.headers.get('content-type') ?? '';
  if (!kind.contentType.test(type)) throw new Error(`${label} was answered ${type}`);
  return {
    page: page.name,
    kind: kind.name,
    answer: `${sample.status} ${type.split(';')[0]}, cache ${sample.headers.get('x-page-cache') ?? 'none'}`,
    pagesPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    serviceRequests,
  };
}

async function main() {
  ensureBuild(values['no-build']);
  const dbPath = join(tmpdir(), `bench-store-${Date.now().toString(36)}.sqlite`);
  const service = await startService(dbPath);
  let store: Awaited<ReturnType<typeof startStorefront>> | undefined;
  try {
    store = await startStorefront(service.url);
    const eventId = await firstEventId(service.url);
    const rows: Row[] = [];
    for (const page of rushedPages(eventId))
      for (const kind of REQUEST_KINDS) rows.push(await rush(store.url, page, kind, service));
    printTable(rows);
    console.log('\ncompressed JavaScript per page (every <script src>, gzip -9)\n');
    for (const path of ['/', '/events', `/events/${eventId}`, '/cinema', '/bus', '/hotels']) {
      const { scripts, gzipBytes } = await scriptWeight(`${store.url}${path}`);
      console.log(
        `${path.padEnd(48)} ${String(scripts).padStart(3)} scripts  ${(gzipBytes / 1024).toFixed(1)} kB`,
      );
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
