// The two-instance topology (`npm run topology`, its test, `npm run bench:onsale -- --topology`): a throwaway
// PostgreSQL (scripts/with-postgres.sh), two inventory service processes and two storefront processes on it, and
// HAProxy in front of each pair with health checks; the storefronts reach the service through its load balancer.
// Every process runs in a process group of its own, so Ctrl-C reaches this supervisor only and stop() ends them in
// order: load balancer, storefronts, services, database; then the topology's temp folder is removed.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { haproxyConfig, parseServerStates, type Backend } from './topology-haproxy';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
/** The storefront's health check: its readiness route (store database and service answering). */
export const STOREFRONT_HEALTH_PATH = '/api/ready';
export const SERVICE_HEALTH_PATH = '/health';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const KEPT_LINES = 80;

export interface TopologyOptions {
  /** The first of seven consecutive ports (load balancers, their statistics, the four processes); free ports when unset. */
  basePort?: number;
  /** Settings added to both storefronts' (limits, page cache) and both services' environments. */
  storefrontEnv?: Record<string, string>;
  serviceEnv?: Record<string, string>;
  /** Every output line of every process, named (`storefront-1`, `haproxy`…); kept for error messages otherwise. */
  onLine?: (name: string, line: string) => void;
}

export interface Instance {
  /** The name HAProxy gives it, which the storefront's load balancer puts in each answer's X-Served-By. */
  name: string;
  url: string;
  pid: number;
}

export interface Topology {
  /** The storefront's load balancer: what a browser opens. */
  storefrontUrl: string;
  /** The service's load balancer: what the storefronts call. */
  serviceUrl: string;
  /** HAProxy's statistics page (add `;csv` for the machine-readable form). */
  statsUrl: string;
  storefronts: Instance[];
  services: Instance[];
  /** The service's and the storefronts' databases, on the one PostgreSQL cluster. */
  databaseUrl: string;
  storefrontDatabaseUrl: string;
  /** The topology's temp folder (HAProxy's configuration, the outbox), removed by stop(). */
  folder: string;
  /** Every process's id, the database cluster's wrapper and HAProxy included. */
  pids(): number[];
  /** HAProxy's view of each server ("UP", "DOWN"…), by server name. */
  serverStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

interface Supervised {
  name: string;
  child: ChildProcess;
  lines: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function portsFor(basePort: number | undefined): Promise<number[]> {
  if (basePort !== undefined) return Array.from({ length: 7 }, (_, i) => basePort + i);
  const ports = new Set<number>();
  while (ports.size < 7) ports.add(await freePort());
  return [...ports];
}

/** A process in a group of its own, its output read line by line. */
function launch(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: TopologyOptions,
  stdin: 'ignore' | 'pipe' = 'ignore',
): Supervised {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: [stdin, 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
    options.onLine?.(name, line);
  };
  createInterface({ input: child.stdout! }).on('line', keep);
  createInterface({ input: child.stderr! }).on('line', keep);
  child.on('error', (error) => keep(`could not start: ${error.message}`));
  return { name, child, lines };
}

const failure = (process: Supervised, problem: string) =>
  new Error(`${process.name} ${problem}:\n${process.lines.join('\n')}`);

/** Polls `url` until it answers below 500; fails when the process ends first or the time is up. */
async function waitForAnswer(process: Supervised, url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(process.child)) throw failure(process, `ended before it answered at ${url}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => (await response.body?.cancel(), response.status),
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await sleep(200);
  }
  throw failure(process, `did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** Ends a process's whole group: SIGTERM, then SIGKILL when it has not ended in time. */
function terminate(process: Supervised, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child } = process;
  if (!isRunning(child) || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup(child, signal);
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** The throwaway cluster: with-postgres.sh runs a command that waits for its input to end; ending it stops the cluster. */
async function startPostgres(
  options: TopologyOptions,
): Promise<{ process: Supervised; url: string }> {
  // A cluster of its own, even inside with-postgres.sh (which would otherwise reuse the DATABASE_URL it is given).
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (key === 'DATABASE_URL' || key.startsWith('TEST_PG_')) delete env[key];
  const cluster = launch(
    'postgres',
    'bash',
    [
      'scripts/with-postgres.sh',
      'bash',
      '-c',
      'echo "topology-database $DATABASE_URL"; read -r _ || true',
    ],
    env,
    options,
    'pipe',
  );
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const announced = cluster.lines
      .map((line) => /^topology-database (\S+)$/.exec(line)?.[1])
      .find(Boolean);
    if (announced) return { process: cluster, url: announced };
    if (!isRunning(cluster.child)) throw failure(cluster, 'ended before the cluster started');
    await sleep(100);
  }
  throw failure(cluster, 'did not start');
}

/** Stops the cluster: its waiting command's input ends, and with-postgres.sh stops and removes the cluster. */
function stopPostgres(cluster: Supervised): Promise<void> {
  if (!isRunning(cluster.child)) return Promise.resolve();
  const ended = new Promise<void>((resolve) => cluster.child.once('exit', () => resolve()));
  cluster.child.stdin!.end();
  return Promise.race([ended, sleep(STOP_TIMEOUT_MS).then(() => terminate(cluster))]);
}

/** Two databases on the cluster: the service's and the storefronts'. */
async function createDatabases(
  clusterUrl: string,
): Promise<{ service: string; storefront: string }> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    for (const name of ['inventory', 'storefront']) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const named = (name: string) =>
    Object.assign(new URL(clusterUrl), { pathname: `/${name}` }).toString();
  return { service: named('inventory'), storefront: named('storefront') };
}

const ownEnv = (extra: Record<string, string | undefined>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of [
    'DATABASE_URL',
    'STOREFRONT_DATABASE_URL',
    'TICKETING_API_KEY',
    'TICKETING_BASE_URL',
  ])
    delete env[key];
  return { ...env, ...extra };
};

/** Starts the topology; everything started so far is stopped again when a part fails to start. */
export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  if (!existsSync(HAPROXY))
    throw new Error(
      `HAProxy is not installed at ${HAPROXY}: bash scripts/ensure-haproxy.sh installs Debian's.`,
    );
  const folder = mkdtempSync(join(tmpdir(), 'topology-'));
  const started: Supervised[] = [];
  let cluster: Supervised | undefined;
  const stopAll = async () => {
    for (const part of [...started].reverse()) await terminate(part);
    if (cluster) await stopPostgres(cluster);
    rmSync(folder, { recursive: true, force: true });
  };
  // However this process ends, its children do not outlive it (the cluster stops as its input ends) nor its folder.
  const onExit = () => {
    for (const part of started) if (isRunning(part.child)) killGroup(part.child, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  try {
    const [storefrontLb, serviceLb, stats, ...instancePorts] = (await portsFor(
      options.basePort,
    )) as [number, number, number, number, number, number, number];
    const postgres = await startPostgres(options);
    cluster = postgres.process;
    const databases = await createDatabases(postgres.url);
    const serviceUrl = `http://127.0.0.1:${serviceLb}`;
    const storefrontUrl = `http://127.0.0.1:${storefrontLb}`;

    const services = [instancePorts[0]!, instancePorts[1]!].map((port, i) => ({
      name: `service-${i + 1}`,
      url: `http://127.0.0.1:${port}`,
      port,
    }));
    // One after the other: the first creates the schema and the demo catalogue, the second finds them there.
    for (const service of services) {
      const env = ownEnv({
        DATABASE_URL: databases.service,
        INVENTORY_HOST: '127.0.0.1',
        INVENTORY_PORT: String(service.port),
        INVENTORY_PUBLIC_URL: serviceUrl,
        INVENTORY_DB_PATH: join(folder, 'inventory.sqlite'),
        LOG_LEVEL: 'warn',
        ...options.serviceEnv,
      });
      const running = launch(
        service.name,
        process.execPath,
        ['--import', 'tsx', 'server/inventory/main.ts'],
        env,
        options,
      );
      started.push(running);
      await waitForAnswer(running, `${service.url}${SERVICE_HEALTH_PATH}`);
    }

    const shared = {
      // Sessions sealed by one storefront open at the other; tickets signed by one verify at the other.
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      TICKET_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      STOREFRONT_DATABASE_URL: databases.storefront,
      STOREFRONT_DB_PATH: join(folder, 'storefront.sqlite'),
      STOREFRONT_PUBLIC_URL: storefrontUrl,
      TICKETING_BASE_URL: serviceUrl,
      TICKETING_ENV: 'staging',
      // HAProxy adds the client's address to X-Forwarded-For: limits per address count the customer's, not HAProxy's.
      TRUST_PROXY: '1',
      OUTBOX_DIR: join(folder, 'outbox'),
      ...options.storefrontEnv,
    };
    const storefronts = [instancePorts[2]!, instancePorts[3]!].map((port, i) => ({
      name: `storefront-${i + 1}`,
      url: `http://127.0.0.1:${port}`,
      port,
    }));
    const storefrontProcesses = storefronts.map((storefront) => {
      const args = [
        '--conditions=react-server',
        '--import',
        'tsx',
        'server/storefront/main.ts',
        '-p',
        String(storefront.port),
        '-H',
        '127.0.0.1',
      ];
      const running = launch(storefront.name, process.execPath, args, ownEnv(shared), options);
      started.push(running);
      return running;
    });
    await Promise.all(
      storefrontProcesses.map((running, i) =>
        waitForAnswer(running, `${storefronts[i]!.url}/favicon.ico`),
      ),
    );

    const backends: Backend[] = [
      {
        name: 'storefronts',
        port: storefrontLb,
        healthPath: STOREFRONT_HEALTH_PATH,
        servers: storefronts,
      },
      { name: 'services', port: serviceLb, healthPath: SERVICE_HEALTH_PATH, servers: services },
    ];
    const configPath = join(folder, 'haproxy.cfg');
    writeFileSync(configPath, haproxyConfig(backends, stats));
    const haproxy = launch('haproxy', HAPROXY, ['-db', '-f', configPath], ownEnv({}), options);
    started.push(haproxy);
    const statsUrl = `http://127.0.0.1:${stats}/`;
    await waitForAnswer(haproxy, statsUrl);
    const serverStates = async () =>
      parseServerStates(await (await fetch(`${statsUrl};csv`)).text());
    // Ready once HAProxy's own health checks found every server up.
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const states = await serverStates();
      if ([...services, ...storefronts].every(({ name }) => states[name] === 'UP')) break;
      if (Date.now() > deadline || !isRunning(haproxy.child))
        throw failure(haproxy, `found servers not up: ${JSON.stringify(states)}`);
      await sleep(200);
    }

    const instance = (ports: { name: string; url: string }[], offset: number) =>
      ports.map(({ name, url }, i) => ({ name, url, pid: started[offset + i]!.child.pid! }));
    let stopping: Promise<void> | undefined;
    return {
      storefrontUrl,
      serviceUrl,
      statsUrl,
      storefronts: instance(storefronts, 2),
      services: instance(services, 0),
      databaseUrl: databases.service,
      storefrontDatabaseUrl: databases.storefront,
      folder,
      pids: () => [...started, postgres.process].map((part) => part.child.pid!),
      serverStates,
      stop: () => {
        stopping ??= stopAll().finally(() => process.removeListener('exit', onExit));
        return stopping;
      },
    };
  } catch (error) {
    await stopAll();
    process.removeListener('exit', onExit);
    throw error;
  }
}
