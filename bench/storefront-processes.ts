// The storefront benchmark's processes: the inventory service (counting the requests it answers, from its
// request log) on a fresh seeded database, and the production storefront in front of it, on free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../scripts/lib/build-state.mjs';
import { freePort } from './free-port';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KEY = 'bench-staging-key';

/** Builds the storefront as `npm run build` does when its sources are newer than the last build, unless told not to. */
export function ensureBuild(skip: boolean): void {
  if (skip) return;
  const status = buildIfNeeded(ROOT);
  if (status !== 0) throw new Error(`next build failed (exit ${status})`);
}

/** Waits until `url` answers below 500, failing if `child` exits first or a minute passes. */
export async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The service on the demo catalogue; its debug request log is read to count the requests it answers. */
export async function startService(dbPath: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/inventory/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        INVENTORY_HOST: '127.0.0.1',
        INVENTORY_PORT: String(port),
        INVENTORY_DB_PATH: dbPath,
        INVENTORY_SEED: 'true',
        INVENTORY_STAGING_KEY: KEY,
        LOG_LEVEL: 'debug',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let requests = 0;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    // Only the service's per-request lines, and not the benchmark's own health probes.
    if (line.includes('"msg":"request"') && !line.includes('"path":"/health"')) requests += 1;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, 'the inventory service');
  return { url, child, count: () => requests, resetCount: () => void (requests = 0) };
}

/** The storefront's process (`npm run storefront`) on the current build, selling through the service at `serviceUrl`; `nodeOptions` for node itself. */
export async function startStorefront(
  serviceUrl: string,
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
) {
  const port = await freePort();
  const args = [
    '--conditions=react-server',
    'server/storefront/main.ts',
    '-p',
    String(port),
    '-H',
    '127.0.0.1',
  ];
  // Node's own options (a CPU profile) need node itself, with tsx as its loader.
  const [command, commandArgs] = nodeOptions.length
    ? [process.execPath, [...nodeOptions, '--import', 'tsx', ...args]]
    : [join(ROOT, 'node_modules/.bin/tsx'), args];
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TICKETING_BASE_URL: serviceUrl,
      TICKETING_API_KEY: KEY,
      TICKETING_ENV: 'staging',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/favicon.ico`, child, 'the storefront');
  return { url, child };
}

/** An event that sells tickets: the first of the service's upcoming events. */
export async function firstEventId(serviceUrl: string): Promise<string> {
  const response = await fetch(
    `${serviceUrl}/api/v1/svc/experience?cinema=false&sorted_by=upcoming`,
    {
      headers: { 'X-API-KEY': KEY, TransactionMedium: 'Web', Accept: 'application/json' },
    },
  );
  const body = (await response.json()) as { data?: { experiences?: { id: string }[] } };
  const id = body.data?.experiences?.[0]?.id;
  if (!id) throw new Error('the service listed no events');
  return id;
}
