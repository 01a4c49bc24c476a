// Where the on-sale benchmark runs: one storefront and one service on SQLite files, or (--topology) the two-instance
// PostgreSQL topology behind HAProxy (scripts/lib/topology.ts). Each gives the shop's address, the settings the
// service's admin command needs, readers of both databases and the processes whose CPU time is counted.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTopology } from '../scripts/lib/topology';
import { openReader, type Reader } from './onsale-records';
import { startService, startStorefront, stop } from './storefront-processes';

export interface Stage {
  where: string;
  storeUrl: string;
  /** the service's database, for its admin command */
  adminEnv: Record<string, string>;
  /** the shop's database, for the waiting room's settings */
  storeEnv: Record<string, string>;
  storeReader(): Reader;
  serviceReader(): Reader;
  /** process ids of the storefronts and of the services (their children counted too) */
  pids: { storefronts: number[]; services: number[] };
  stop(): Promise<void>;
}

/** Settings of every storefront: each customer's own address comes in X-Forwarded-For, as from a load balancer. */
const PROXIED = (proxies: number) => ({ TRUST_PROXY: String(proxies) });

export async function sqliteStage(profileDir: string | undefined): Promise<Stage> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-onsale-'));
  const servicePath = join(dir, 'inventory.sqlite');
  const storePath = join(dir, 'storefront.sqlite');
  const service = await startService(servicePath, { LOG_LEVEL: 'warn' });
  const storeEnv = {
    STOREFRONT_DB_PATH: storePath,
    OUTBOX_DIR: join(dir, 'outbox'),
    ...PROXIED(1),
  };
  const store = await startStorefront(
    service.url,
    storeEnv,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  ).catch(async (error: unknown) => {
    await stop(service.child);
    throw error;
  });
  return {
    where: 'SQLite, one storefront and one service',
    storeUrl: store.url,
    adminEnv: {
      DATABASE_URL: '',
      INVENTORY_DB_PATH: servicePath,
      INVENTORY_STAGING_KEY: 'bench-staging-key',
    },
    storeEnv: { STOREFRONT_DATABASE_URL: '', STOREFRONT_DB_PATH: storePath },
    storeReader: () => openReader({ sqlitePath: storePath }),
    serviceReader: () => openReader({ sqlitePath: servicePath }),
    pids: { storefronts: [store.child.pid!], services: [service.child.pid!] },
    async stop() {
      await stop(store.child);
      await stop(service.child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function topologyStage(basePort: number): Promise<Stage> {
  // HAProxy appends the address it saw to the customer's X-Forwarded-For: the customer's own is one further back.
  const topology = await startTopology({
    basePort,
    storefrontEnv: PROXIED(2),
    serviceEnv: { LOG_LEVEL: 'warn' },
  });
  return {
    where: 'PostgreSQL topology: two storefronts and two services behind HAProxy',
    storeUrl: topology.storefrontUrl,
    adminEnv: { DATABASE_URL: topology.databaseUrl },
    storeEnv: { STOREFRONT_DATABASE_URL: topology.storefrontDatabaseUrl },
    storeReader: () => openReader({ url: topology.storefrontDatabaseUrl }),
    serviceReader: () => openReader({ url: topology.databaseUrl }),
    pids: {
      storefronts: topology.storefronts.map((s) => s.pid),
      services: topology.services.map((s) => s.pid),
    },
    stop: () => topology.stop(),
  };
}

/** CPU seconds used so far by these processes and all their descendants (Linux /proc; 0 elsewhere). */
export function cpuSeconds(roots: number[]): number {
  const ticks = 100;
  const stats = new Map<number, { parent: number; cpu: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), {
        parent: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / ticks,
      });
    } catch {
      // gone meanwhile
    }
  }
  const counted = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of stats) {
      if (counted.has(pid) || !counted.has(parent)) continue;
      counted.add(pid);
      grew = true;
    }
  }
  return [...counted].reduce((sum, pid) => sum + (stats.get(pid)?.cpu ?? 0), 0);
}
