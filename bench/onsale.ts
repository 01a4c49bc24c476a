// `npm run bench:onsale`: an on-sale rehearsed. A fresh service and storefront, an event with M tickets put on sale
// with the service's admin command, then N customers arriving over the first minute, each in a browser without
// JavaScript: (the waiting room: join, wait, enter →) event page → reserve → checkout → pay → the test provider's
// page → approve → order. Prints each
// step's throughput and p50/p99, purchases per second, time to sell out, and from the records: oversell,
// customers charged twice, payments neither bought nor refunded.
//
//   npm run bench:onsale -- [--customers 3000] [--tickets 1000] [--arrival-seconds 60] [--think-ms 0] [--no-build]
//                           [--no-room | --max-active 8 --admit-per-minute 72 --turn-seconds 120 --poll-ms 0]
//                           [--patience-seconds 1200]
//                           [--profile DIR]  (the storefront's CPU profile, for where the time goes; SQLite only)
//                           [--topology [--base-port 8710]]  (two storefronts and two services on PostgreSQL behind HAProxy)
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { runCustomer, type CustomerPlan, type Journey } from './onsale-customer';
import { readRecords, unsettledPayments, type Reader } from './onsale-records';
import { printReport } from './onsale-report';
import { cpuSeconds, sqliteStage, topologyStage } from './onsale-stage';
import { ensureBuild } from './storefront-processes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '3000' },
    tickets: { type: 'string', default: '1000' },
    'arrival-seconds': { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '0' },
    /** how often a waiting customer reloads the waiting page; 0: as its meta refresh says (20 s) */
    'poll-ms': { type: 'string', default: '0' },
    'no-build': { type: 'boolean', default: false },
    /** a directory for the storefront's CPU profile (node --cpu-prof), written when it stops */
    profile: { type: 'string' },
    topology: { type: 'boolean', default: false },
    /** without the waiting room in front of the event */
    'no-room': { type: 'boolean', default: false },
    /** the room's limits: shoppers in their turn at once, and/or admissions a minute; how long a turn lasts */
    // The room a merchant would set for this machine: 72 a minute, 8 at once (3,000 for 1,000 tickets: all sold, p99 < 1 s).
    'max-active': { type: 'string', default: '8' },
    'admit-per-minute': { type: 'string', default: '72' },
    'turn-seconds': { type: 'string', default: '120' },
    /** how long a customer keeps waiting in the queue before giving up (an error shown) */
    'patience-seconds': { type: 'string', default: '1200' },
    /** the topology's first port (it takes seven) */
    'base-port': { type: 'string', default: '8710' },
  },
});
const whole = (name: keyof typeof values, min: number) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number of at least ${min}`);
  return n;
};
const customers = whole('customers', 1);
const tickets = whole('tickets', 1);
const arrivalSeconds = whole('arrival-seconds', 0);
const thinkMs = whole('think-ms', 0);
const pollMs = whole('poll-ms', 0);

/** The service's admin command, on the service's database: the event and its one ticket category. */
function addEvent(env: Record<string, string>): { experienceId: string; ticketCategoryId: string } {
  const out = execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [
      'server/inventory/admin.ts',
      'add-event',
      'On-Sale Rehearsal',
      String(tickets),
      '15000',
      '--json',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as {
    experienceId: string;
    ticketCategoryId: string;
  };
}

const roomLimits = () =>
  [
    values['max-active'] && `at most ${values['max-active']} shopping at once`,
    values['admit-per-minute'] && `${values['admit-per-minute']} admitted a minute`,
    `turns of ${values['turn-seconds']} s`,
  ]
    .filter(Boolean)
    .join(', ');

/** The waiting room in front of the event, set with the room's settings function on the shop's database. */
function addRoom(storeEnv: Record<string, string>, eventId: string): string {
  const id = `event:${eventId}`;
  const now = Date.now();
  const settings = {
    id,
    enabled: true,
    opensAt: now,
    onSaleAt: now,
    maxActive: values['max-active'] ? Number(values['max-active']) : undefined,
    admitPerMinute: values['admit-per-minute'] ? Number(values['admit-per-minute']) : undefined,
    turnSeconds: Number(values['turn-seconds']),
  };
  execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', 'bench/onsale-room.ts', JSON.stringify(settings)],
    {
      cwd: ROOT,
      env: { ...process.env, ...storeEnv },
      encoding: 'utf8',
    },
  );
  return id;
}

/** Customers arrive evenly over the arrival window, each on their own; resolves when the last is done. */
async function rush(
  plan: Omit<CustomerPlan, 'index' | 'started'>,
): Promise<{ journeys: Journey[]; runMs: number }> {
  const started = performance.now();
  const gap = customers > 1 ? (arrivalSeconds * 1000) / (customers - 1) : 0;
  let done = 0;
  const progress = setInterval(
    () =>
      console.error(
        `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${done} of ${customers} customers done`,
      ),
    10_000,
  );
  // Whoever is still on their way when the run ends (a request hung, a step never answered) counts as an error.
  const results: (Journey | undefined)[] = Array.from({ length: customers });
  const everyone = Promise.all(
    results.map(
      (_, index) =>
        new Promise<void>((resolve) => {
          setTimeout(
            () =>
              void runCustomer({ ...plan, index, started }).then((journey) => {
                results[index] = journey;
                done += 1;
                resolve();
              }),
            index * gap,
          );
        }),
    ),
  );
  let deadline: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      everyone,
      new Promise(
        (resolve) =>
          (deadline = setTimeout(resolve, arrivalSeconds * 1000 + plan.patienceMs + 120_000)),
      ),
    ]);
    const journeys = results.map(
      (journey, index): Journey =>
        journey ?? {
          index,
          email: `customer${index}@onsale.example`,
          outcome: 'error',
          reason: 'still on the way when the run ended',
          pages: [],
        },
    );
    return { journeys, runMs: performance.now() - started };
  } finally {
    clearInterval(progress);
    clearTimeout(deadline);
  }
}

/** Lets payments still on their way (bought or refunded by the webhook or the sweeper) settle, up to two minutes. */
async function settled(store: Reader): Promise<void> {
  for (let i = 0; i < 120 && (await unsettledPayments(store)) > 0; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function main() {
  ensureBuild(values['no-build']);
  const stage = values.topology
    ? await topologyStage(Number(values['base-port']))
    : await sqliteStage(values.profile);
  try {
    const event = addEvent(stage.adminEnv);
    const room = values['no-room'] ? undefined : addRoom(stage.storeEnv, event.experienceId);
    // The page as the first visitor would find it (built once, then from the page cache).
    await fetch(`${stage.storeUrl}/events/${event.experienceId}`, {
      headers: { accept: 'text/html' },
    });
    console.error(
      `${customers} customers over ${arrivalSeconds} s for ${tickets} tickets of event ${event.experienceId}, ${stage.where}`,
    );
    const cpuBefore = {
      storefronts: cpuSeconds(stage.pids.storefronts),
      services: cpuSeconds(stage.pids.services),
    };
    const benchCpu = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
    const loadBefore = loadavg()[0]!;
    const { journeys, runMs } = await rush({
      storeUrl: stage.storeUrl,
      eventId: event.experienceId,
      pollMs,
      thinkMs,
      patienceMs: whole('patience-seconds', 1) * 1000,
    });
    const storeDb = stage.storeReader();
    const serviceDb = stage.serviceReader();
    try {
      await settled(storeDb);
      loopDelay.disable();
      const used = process.cpuUsage(benchCpu);
      const cpu = {
        storefronts: cpuSeconds(stage.pids.storefronts) - cpuBefore.storefronts,
        services: cpuSeconds(stage.pids.services) - cpuBefore.services,
        customers: (used.user + used.system) / 1e6,
        customersLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        machineLoad: [loadBefore, loadavg()[0]!] as [number, number],
      };
      const records = await readRecords(storeDb, serviceDb, event.ticketCategoryId);
      const met = printReport({
        where: stage.where,
        customers,
        tickets,
        arrivalSeconds,
        room: room && `${room} (${roomLimits()})`,
        journeys,
        records,
        runMs,
        cpu,
      });
      process.exitCode = met ? 0 : 1;
    } finally {
      await storeDb.close();
      await serviceDb.close();
    }
  } finally {
    await stage.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
