// `npm run bench:pages`: Lighthouse (mobile, simulated throttling) on every page type a customer meets, on the
// production storefront and the real service: the median of `--runs` runs per page of performance, TBT and LCP,
// accessibility and best practices (SEO too, but for the box office, which is `noindex` on purpose), and the
// compressed JavaScript each page loads, split into the framework's (React and the App Router runtime: the
// build's root main files, loaded by every page) and ours (everything else: our components and the libraries
// they bring, and the few kB of Next's own client components that share a chunk with our root layout: counted
// as ours, so the figure errs high), each script's body gzipped. First it measures the framework floor: a bare App
// Router page (bench/framework-floor) on the same Next.js and React, built the same way, whose figures are what any
// page of the framework scores on this machine at that moment (`--no-floor` leaves it out).
//
//   npm run bench:pages -- [--runs 3] [--only event,film] [--save DIR] [--block PATTERN] [--paint-holding] [--no-build] [--no-floor]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium as playwrightChromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { addDays, lagosDay } from '../lib/format/lagos-day';
import { markStartupScripts, rootMainFiles } from '../scripts/lib/compile-hints.mjs';
import { needsBuild } from '../scripts/lib/build-state.mjs';
import { bin } from '../scripts/lib/processes.mjs';
import { freePort } from './free-port';
import {
  ensureBuild,
  firstEventId,
  startService,
  startStorefront,
  stop,
  waitFor,
} from './storefront-processes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FLOOR = join(ROOT, 'bench/framework-floor');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * Paint holding keeps a navigation's first frame back while the page it leaves is same-origin with it. Lighthouse
 * opens each page from its own blank page, and here Chromium then held the first paint in most runs until about
 * 1.2 s (observed, unthrottled) with the main thread idle and every resource loaded, against 0.3 s in the others;
 * the simulated FCP and LCP carry that wait. A customer arriving from another site (a search, a shared link) is
 * never held, so the benchmark turns it off; `--paint-holding` measures with it.
 */
const NO_PAINT_HOLDING = ['--disable-features=PaintHolding'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    /** A folder to keep each run's Lighthouse report (JSON) in, to see where the time goes. */
    save: { type: 'string' },
    /** URL patterns Lighthouse blocks (Chrome's wildcards), to see what a request costs: `--block '*_rsc=*'`. */
    block: { type: 'string', multiple: true },
    'paint-holding': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-floor': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const only = values.only?.split(',');

/** The targets of the page-speed work: every page's performance and TBT, catalogue and booking pages' own JS. */
const TARGET = { performance: 95, tbtMs: 200, lcpMs: 2500, catalogueKb: 15, bookingKb: 40 };

interface MeasuredPage {
  name: string;
  path: string;
  /** Catalogue pages may load 15 kB of our JavaScript, booking pages 40 kB; others have no weight target; the floor has no target. */
  group: 'catalogue' | 'booking' | 'other' | 'floor';
  /** A cookie the page needs (the checkout's session). */
  cookie?: string;
  /** Made right before the page is measured: the cookie of a session it needs (a hold lapses in minutes). */
  session?: () => Promise<string>;
  /** Whether SEO counts: the box office is `noindex` on purpose, so its SEO score says nothing. */
  seo: boolean;
}

/** The first link of `html` whose address matches `pattern`, with `&amp;` read back. */
function firstLink(html: string, pattern: RegExp, what: string): string {
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&');
    if (pattern.test(href)) return href;
  }
  throw new Error(`no ${what} link found`);
}

async function html(storeUrl: string, path: string): Promise<string> {
  const response = await fetch(`${storeUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** A customer's browser session on the storefront, as a customer makes one, for pages behind a session. */
async function customer(storeUrl: string) {
  const browser = await playwrightChromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.slice(1),
  });
  const context = await browser.newContext({ baseURL: storeUrl });
  const page = await context.newPage();
  const cookie = async () =>
    (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return { page, cookie, close: () => browser.close() };
}

/** Two tickets reserved on the event's page: the checkout, with its session cookie. */
async function reserveTwo(storeUrl: string, eventId: string, email: string) {
  const session = await customer(storeUrl);
  const { page } = session;
  await page.goto(`/events/${eventId}`);
  await page
    .getByLabel(/^Quantity of /)
    .first()
    .selectOption('2');
  await page.getByLabel('Full name').fill('Ada Obi');
  await page.getByRole('group', { name: 'Your details' }).getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Reserve tickets' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  return session;
}

/** The checkout of a hold made just now (a hold lapses in minutes): its cookie. */
async function heldCheckout(storeUrl: string, eventId: string): Promise<string> {
  const session = await reserveTwo(storeUrl, eventId, `bench.held.${Date.now()}@example.com`);
  try {
    return await session.cookie();
  } finally {
    await session.close();
  }
}

/** A paid order (reserved, then paid on the test provider): its page and cookie. */
async function paidOrder(
  storeUrl: string,
  eventId: string,
): Promise<{ path: string; cookie: string }> {
  const session = await reserveTwo(storeUrl, eventId, 'bench.paid@example.com');
  try {
    const { page } = session;
    await page.getByRole('button', { name: /^(Confirm purchase|Pay ₦)/ }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByText('Purchase confirmed').waitFor();
    return { path: new URL(page.url()).pathname, cookie: await session.cookie() };
  } finally {
    await session.close();
  }
}

async function pagesToMeasure(storeUrl: string, serviceUrl: string): Promise<MeasuredPage[]> {
  const eventId = await firstEventId(serviceUrl);
  const tomorrow = addDays(lagosDay(), 1);
  const film = firstLink(await html(storeUrl, '/cinema'), /^\/cinema\/[^/?]+/, 'film');
  const busResults = `/bus?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=1`;
  const seatMap = firstLink(await html(storeUrl, busResults), /^\/bus\/[^/]+\/[^/?]+/, 'departure');
  const hotelResults = `/hotels?city=Lagos&checkin=${addDays(lagosDay(), 7)}&checkout=${addDays(lagosDay(), 9)}&guests=2&rooms=1`;
  const hotel = firstLink(await html(storeUrl, hotelResults), /^\/hotels\/[^/?]+\?/, 'hotel');
  const order = await paidOrder(storeUrl, eventId);
  const pages: MeasuredPage[] = [
    { name: 'home', path: '/', group: 'catalogue', seo: true },
    { name: 'events', path: '/events', group: 'catalogue', seo: true },
    { name: 'event', path: `/events/${eventId}`, group: 'catalogue', seo: true },
    { name: 'cinema', path: '/cinema', group: 'catalogue', seo: true },
    { name: 'film', path: film, group: 'catalogue', seo: true },
    { name: 'bus results', path: busResults, group: 'catalogue', seo: true },
    { name: 'bus seat map', path: seatMap, group: 'booking', seo: true },
    { name: 'hotel results', path: hotelResults, group: 'catalogue', seo: true },
    { name: 'hotel', path: hotel, group: 'booking', seo: true },
    {
      name: 'checkout',
      path: '/checkout',
      group: 'booking',
      session: () => heldCheckout(storeUrl, eventId),
      seo: false,
    },
    { name: 'order', path: order.path, group: 'other', cookie: order.cookie, seo: false },
    { name: 'box-office sign-in', path: '/box-office/sign-in', group: 'other', seo: false },
  ];
  return only ? pages.filter((page) => only.includes(page.name)) : pages;
}

/** A build's framework chunks: React and the App Router runtime, which every page loads. */
function frameworkChunks(root: string): Set<string> {
  return new Set(rootMainFiles(root).map((file) => `/_next/${file}`));
}

/** Builds the framework floor as the storefront is built (`next build`, then the compile hints) when its build is older than its pages or the lock file (a new Next.js). */
function ensureFloorBuild(skip: boolean): void {
  const built = existsSync(join(FLOOR, '.next/BUILD_ID'));
  if (
    !(skip && built) &&
    needsBuild(FLOOR, ['app', 'next.config.mjs', '../../package-lock.json'])
  ) {
    console.error('Building the framework floor…');
    const result = spawnSync(bin('next'), ['build'], {
      cwd: FLOOR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0)
      throw new Error(`the framework floor's build failed (exit ${result.status})`);
  }
  // As `npm run build` does for the storefront; a file already marked is left as it is.
  markStartupScripts(FLOOR);
}

/** The framework floor's production server (`next start`) on a free port. */
async function startFloor() {
  const port = await freePort();
  const child = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: FLOOR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, 'the framework floor');
  return { url, child };
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  frameworkKb: number;
  oursKb: number;
}

const compressed = new Map<string, Promise<number>>();

/** A script's body gzipped (-9), as bench/page-weight.ts weighs it: the bytes alone, without the reply's headers. */
function compressedSize(url: string): Promise<number> {
  let size = compressed.get(url);
  if (!size) {
    size = fetch(url).then(
      async (reply) => gzipSync(Buffer.from(await reply.arrayBuffer()), { level: 9 }).length,
    );
    compressed.set(url, size);
  }
  return size;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function lighthouseRun(
  chrome: LaunchedChrome,
  url: string,
  page: MeasuredPage,
  framework: Set<string>,
): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    ...(values.block ? { blockedUrlPatterns: values.block } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    writeFileSync(
      join(values.save, `${page.name.replaceAll(' ', '-')}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items = (
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => item.resourceType === 'Script');
  let frameworkBytes = 0;
  let oursBytes = 0;
  for (const item of items) {
    const bytes = await compressedSize(item.url);
    if (framework.has(new URL(item.url).pathname)) frameworkBytes += bytes;
    else oursBytes += bytes;
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    frameworkKb: frameworkBytes / 1024,
    oursKb: oursBytes / 1024,
  };
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Row {
  page: MeasuredPage;
  median: Run;
  performances: number[];
}

function misses(row: Row): string[] {
  if (row.page.group === 'floor') return ['(reference: no targets)'];
  const out: string[] = [];
  const m = row.median;
  if (m.performance < TARGET.performance) out.push(`performance < ${TARGET.performance}`);
  if (m.tbtMs > TARGET.tbtMs) out.push(`TBT > ${TARGET.tbtMs} ms`);
  if (m.lcpMs > TARGET.lcpMs) out.push(`LCP > ${TARGET.lcpMs / 1000} s`);
  if (m.accessibility < 100) out.push('accessibility < 100');
  if (row.page.group === 'catalogue' && m.oursKb > TARGET.catalogueKb)
    out.push(`our JS > ${TARGET.catalogueKb} kB`);
  if (row.page.group === 'booking' && m.oursKb > TARGET.bookingKb)
    out.push(`our JS > ${TARGET.bookingKb} kB`);
  return out;
}

function printTable(rows: Row[]) {
  const header = [
    'page',
    'perf (runs)',
    'TBT ms',
    'FCP s',
    'LCP s',
    'a11y',
    'best pr.',
    'SEO',
    'JS framework kB',
    'JS ours kB',
    'misses',
  ];
  const lines = rows.map((row) => [
    row.page.name,
    `${row.median.performance} (${row.performances.join(' ')})`,
    row.median.tbtMs.toFixed(0),
    (row.median.fcpMs / 1000).toFixed(2),
    (row.median.lcpMs / 1000).toFixed(2),
    String(row.median.accessibility),
    String(row.median.bestPractices),
    row.page.seo ? String(row.median.seo) : 'noindex',
    row.median.frameworkKb.toFixed(1),
    row.median.oursKb.toFixed(1),
    misses(row).join(', ') || 'none',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\nLighthouse mobile (simulated throttling), median of ${runs} run(s) per page; JS is what the page loads, compressed`,
  );
  console.log(
    `targets: performance ≥ ${TARGET.performance}, TBT ≤ ${TARGET.tbtMs} ms, LCP ≤ ${TARGET.lcpMs / 1000} s, our JS ≤ ${TARGET.catalogueKb} kB (catalogue) / ${TARGET.bookingKb} kB (booking)\n`,
  );
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  if (rows.some((row) => row.page.group === 'floor')) {
    console.log(
      '\nframework floor: bench/framework-floor, a bare App Router page (a heading, a paragraph, a link) on the same Next.js and',
    );
    console.log(
      'React, built the same way and measured in the same browser just before the pages: what any page of the framework scores here now.',
    );
  }
}

/** `runs` Lighthouse runs of `page` at `origin` (after a warm-up request: the page cache and the service's reads, as a live shop has them), and their medians. */
async function measure(
  chrome: LaunchedChrome,
  origin: string,
  page: MeasuredPage,
  framework: Set<string>,
): Promise<Row> {
  const url = `${origin}${page.path}`;
  await fetch(url, { headers: page.cookie ? { cookie: page.cookie } : {} }).then((r) =>
    r.arrayBuffer(),
  );
  const measured: Run[] = [];
  for (let i = 0; i < runs; i += 1) {
    console.error(`[${page.name}] run ${i + 1} of ${runs}: ${page.path}`);
    measured.push(await lighthouseRun(chrome, url, page, framework));
  }
  const pick = (key: keyof Run) => median(measured.map((run) => run[key]));
  return {
    page,
    performances: measured.map((run) => run.performance),
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      tbtMs: pick('tbtMs'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      frameworkKb: pick('frameworkKb'),
      oursKb: pick('oursKb'),
    },
  };
}

/** The framework floor's row, measured in the same browser as the pages, before them. */
async function measureFloor(chrome: LaunchedChrome): Promise<Row> {
  const floor = await startFloor();
  try {
    return await measure(
      chrome,
      floor.url,
      { name: 'framework floor', path: '/', group: 'floor', seo: false },
      frameworkChunks(FLOOR),
    );
  } finally {
    await stop(floor.child);
  }
}

async function main() {
  ensureBuild(values['no-build']);
  if (!values['no-floor']) ensureFloorBuild(values['no-build']);
  const framework = frameworkChunks(ROOT);
  const suffix = Date.now().toString(36);
  const dbPath = join(tmpdir(), `bench-pages-${suffix}.sqlite`);
  const storeDbPath = join(tmpdir(), `bench-pages-store-${suffix}.sqlite`);
  const service = await startService(dbPath);
  let store: Awaited<ReturnType<typeof startStorefront>> | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    store = await startStorefront(service.url, {
      STOREFRONT_DB_PATH: storeDbPath,
      PAYMENT_PROVIDER: 'test',
    });
    const pages = await pagesToMeasure(store.url, service.url);
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROME_FLAGS, ...(values['paint-holding'] ? [] : NO_PAINT_HOLDING)],
    });
    const rows: Row[] = values['no-floor'] ? [] : [await measureFloor(chrome)];
    for (const listed of pages) {
      const page = listed.session ? { ...listed, cookie: await listed.session() } : listed;
      rows.push(await measure(chrome, store.url, page, framework));
    }
    printTable(rows);
  } finally {
    chrome?.kill();
    if (store) await stop(store.child);
    await stop(service.child);
    for (const path of [dbPath, storeDbPath])
      for (const end of ['', '-wal', '-shm']) rmSync(path + end, { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
