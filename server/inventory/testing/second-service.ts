// Starts testing/serve-for-test.ts as a separate OS process on the same database as a test
// service, for the multi-process concurrency tests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RaceGuard } from '../domain/core/race-guards';
import type { TestDatabase } from './harness';

const ENTRY = fileURLToPath(new URL('./serve-for-test.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

export interface SecondService {
  url: string;
  /** whether the process is still running */
  alive(): boolean;
  stop(): Promise<void>;
}

export async function startSecondService(
  location: TestDatabase['location'],
  options: { withoutGuard?: RaceGuard } = {},
): Promise<SecondService> {
  const child = spawn(TSX, [ENTRY], {
    env: {
      ...process.env,
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : { DATABASE_URL: '' }),
      INVENTORY_DB_PATH: location.sqlitePath || ':memory:',
      INVENTORY_SEED: 'false',
      LOG_LEVEL: 'error',
      INVENTORY_TEST_DISABLED_GUARD: options.withoutGuard ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error('second service did not start in 60 s')),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /LISTENING (\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        // What the process writes from now on (its log) is drained, not kept.
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`second service exited with ${code}`));
    });
  });
  return {
    url,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
