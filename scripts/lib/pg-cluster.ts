// The throwaway PostgreSQL cluster of scripts/with-postgres.sh, stopped and started again by a test (of the service
// or of the storefront).
// Only a cluster the script started itself is described (TEST_PG_*); for a DATABASE_URL given from
// outside there is none, and the tests that need one skip.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';

const clusterSettings = z.object({
  TEST_PG_CLUSTER_URL: z.string().min(1),
  TEST_PG_CTL: z.string().min(1),
  TEST_PG_DATA: z.string().min(1),
  TEST_PG_LOG: z.string().min(1),
  TEST_PG_RUN_AS: z.string().default(''),
});

export interface TestCluster {
  /** `pg_ctl stop -m fast`: clients are told `terminating connection due to administrator command` */
  stopFast(): Promise<void>;
  /** `pg_ctl start -w`: resolves once the cluster accepts connections */
  start(): Promise<void>;
}

/** The cluster behind DATABASE_URL when with-postgres.sh started it; undefined otherwise. */
export function throwawayCluster(env: NodeJS.ProcessEnv = process.env): TestCluster | undefined {
  const parsed = clusterSettings.safeParse(env);
  if (!parsed.success || env.DATABASE_URL !== parsed.data.TEST_PG_CLUSTER_URL) return undefined;
  const settings = parsed.data;
  const pgCtl = (...args: string[]) => {
    const command = [
      settings.TEST_PG_CTL,
      '-D',
      settings.TEST_PG_DATA,
      '-l',
      settings.TEST_PG_LOG,
      ...args,
    ];
    const [file, ...rest] = settings.TEST_PG_RUN_AS
      ? ['runuser', '-u', settings.TEST_PG_RUN_AS, '--', ...command]
      : command;
    return promisify(execFile)(file!, rest).then(() => undefined);
  };
  return {
    stopFast: () => pgCtl('-m', 'fast', '-w', 'stop'),
    start: () => pgCtl('-w', 'start'),
  };
}
