// `npm run topology [-- --port 8600] [-- --check]`: two storefronts and two inventory services on one throwaway
// PostgreSQL behind HAProxy (scripts/lib/topology.ts), built first if the sources changed. Prints the addresses and
// runs until Ctrl-C or SIGTERM; with --check, asks each load balancer once, says what answered, and stops.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { buildIfNeeded } from './lib/build-state.mjs';
import {
  SERVICE_HEALTH_PATH,
  startTopology,
  STOREFRONT_HEALTH_PATH,
  type Topology,
} from './lib/topology';

const USAGE = 'usage: npm run topology [-- --port <first of 7 ports, default 8600>] [-- --check]';

const argsSchema = z.object({
  port: z.coerce.number().int().min(1024).max(65_528).default(8600),
  check: z.boolean().default(false),
});

function readArgs() {
  try {
    const { values } = parseArgs({
      options: { port: { type: 'string' }, check: { type: 'boolean' } },
    });
    const parsed = argsSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    console.error(`--port ${parsed.error.issues[0]?.message ?? 'is not valid'}\n${USAGE}`);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  process.exit(2);
}

function describe(topology: Topology): string {
  const row = (label: string, url: string) => `  ${label.padEnd(22)} ${url}`;
  return [
    'Topology ready:',
    row('storefront (HAProxy)', topology.storefrontUrl),
    row('service (HAProxy)', topology.serviceUrl),
    row('HAProxy statistics', topology.statsUrl),
    ...topology.storefronts.map((s) =>
      row(s.name, `${s.url}  (checked at ${STOREFRONT_HEALTH_PATH})`),
    ),
    ...topology.services.map((s) => row(s.name, `${s.url}  (checked at ${SERVICE_HEALTH_PATH})`)),
    row('PostgreSQL', topology.databaseUrl.replace(/\/[^/]*$/, '/{inventory,storefront}')),
  ].join('\n');
}

/** Asks each load balancer a few times: every answer 200, and each instance answered in turn. */
async function check(topology: Topology): Promise<boolean> {
  let ok = true;
  for (const [label, url, names] of [
    ['storefront', `${topology.storefrontUrl}/`, topology.storefronts.map((s) => s.name)],
    [
      'service',
      `${topology.serviceUrl}${SERVICE_HEALTH_PATH}`,
      topology.services.map((s) => s.name),
    ],
  ] as const) {
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      await response.body?.cancel();
      servedBy.add(response.headers.get('x-served-by') ?? '');
      if (response.status !== 200) ok = false;
    }
    const both = names.every((name) => servedBy.has(name));
    ok &&= both;
    console.log(
      `${label}: ${both ? 'answered by' : 'NOT answered by both of'} ${names.join(' and ')} (${[...servedBy].join(', ')})`,
    );
  }
  return ok;
}

const { port, check: checkOnly } = readArgs();
const built = buildIfNeeded();
if (built !== 0) process.exit(built);

// Filled once started; a signal before that still stops what has started (startTopology cleans up after itself).
const running: { topology?: Topology } = {};
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the topology…');
  await running.topology?.stop();
  console.log('Stopped.');
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

console.log('Starting PostgreSQL, two inventory services, two storefronts and HAProxy…');
const topology = await startTopology({
  basePort: port,
  onLine: checkOnly ? undefined : (name, line) => console.log(`[${name}] ${line}`),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
running.topology = topology;
console.log(describe(topology));
if (checkOnly) await stop((await check(topology)) ? 0 : 1);
else console.log('Press Ctrl-C to stop.');
