// Tests of the process supervisor behind `npm start`, with real child processes that start slowly, crash or ignore SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  restartDelay,
  superviseInOrder,
  type ChildSpec,
  type Supervision,
  type SupervisionEvent,
} from './processes.mjs';

// Each child counts its starts in a file of its own here.
const scratch = mkdtempSync(join(tmpdir(), 'supervisor-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;

const fixture = (name: string) =>
  fileURLToPath(new URL(`./test-fixtures/${name}`, import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function childSpec(name: string, env: Record<string, string> = {}): Promise<ChildSpec> {
  const port = await freePort();
  return {
    name,
    command: process.execPath,
    args: [fixture('child-server.mjs')],
    env: { PORT: String(port), RUNS_FILE: join(scratch, `runs-${(files += 1)}`), ...env },
    readyUrl: `http://127.0.0.1:${port}/`,
  };
}

const isAlive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(condition: () => boolean, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const answers = async (spec: ChildSpec) => (await fetch(spec.readyUrl!)).status;

const running: Supervision[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((supervision) => supervision.stop()));
});

function supervise(specs: ChildSpec[], options: Parameters<typeof superviseInOrder>[1] = {}) {
  const events: SupervisionEvent[] = [];
  const lines: string[] = [];
  const supervision = superviseInOrder(specs, {
    stdio: 'ignore',
    log: (line) => lines.push(line),
    onEvent: (event) => events.push(event),
    ...options,
  });
  running.push(supervision);
  const of = (name: string, type: SupervisionEvent['type']) =>
    events.filter((e) => e.name === name && e.type === type);
  return { supervision, events, lines, of };
}

describe('restartDelay', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => restartDelay(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

// Real processes start slowly on a busy machine, so these tests get time to spare.
describe('superviseInOrder', { timeout: 30_000 }, () => {
  it('starts the second process only once the first one answers', async () => {
    const service = await childSpec('service', { LISTEN_DELAY_MS: '400' });
    const storefront = await childSpec('storefront');
    const { supervision, of } = supervise([service, storefront]);

    await supervision.ready;
    const serviceReady = of('service', 'ready')[0]!;
    const storefrontSpawn = of('storefront', 'spawn')[0]!;
    expect(storefrontSpawn.at).toBeGreaterThanOrEqual(serviceReady.at);
    expect(serviceReady.at - of('service', 'spawn')[0]!.at).toBeGreaterThanOrEqual(400);
    expect(await answers(service)).toBe(200);
    expect(await answers(storefront)).toBe(200);
  });

  it('restarts a crashed process with a doubling delay while the other keeps serving', async () => {
    const service = await childSpec('service');
    // Each start lives long enough to be seen answering (polls are 250 ms apart), then crashes.
    const storefront = await childSpec('storefront', { CRASH_PLAN: '600,500' });
    const { supervision, of, lines } = supervise([service, storefront], {
      backoff: { initialMs: 100, maxMs: 400, stableMs: 60_000 },
    });
    await supervision.ready;
    const servicePid = supervision.pids()[0];

    await waitFor(() => of('storefront', 'restart-scheduled').length >= 4);
    const delays = of('storefront', 'restart-scheduled').map((e) =>
      'delayMs' in e ? e.delayMs : 0,
    );
    expect(delays.slice(0, 4)).toEqual([100, 200, 400, 400]);
    // Each restart really is a new process that answers again.
    expect(new Set(of('storefront', 'spawn').map((e) => e.pid)).size).toBeGreaterThanOrEqual(4);
    expect(of('storefront', 'ready').length).toBeGreaterThanOrEqual(3);
    // The service was neither stopped nor restarted, and still answers.
    expect(of('service', 'spawn')).toHaveLength(1);
    expect(isAlive(servicePid)).toBe(true);
    expect(await answers(service)).toBe(200);
    expect(lines).toContain('[storefront] exited (code 1); starting it again in 0.1 s');
  });

  it('starts the backoff afresh after a process ran for a stable while', async () => {
    // Runs 2 and 4 live far shorter than stableMs even with a slow start; run 3 far longer.
    const service = await childSpec('service', { CRASH_PLAN: '600,30,4000,30' });
    const { supervision, of } = supervise([service], {
      backoff: { initialMs: 100, maxMs: 1_000, stableMs: 2_500 },
    });
    await supervision.ready;

    await waitFor(() => of('service', 'restart-scheduled').length >= 4);
    const delays = of('service', 'restart-scheduled').map((e) => ('delayMs' in e ? e.delayMs : 0));
    expect(delays.slice(0, 4)).toEqual([100, 200, 100, 200]);
  });

  it('stops everything when a process exits before it ever answered', async () => {
    const service = await childSpec('service');
    const storefront = await childSpec('storefront', { EXIT_AT_START: '3' });
    const { supervision, lines } = supervise([service, storefront]);

    await expect(supervision.ready).rejects.toThrow(
      '[storefront] exited before it was ready (code 3)',
    );
    expect(await supervision.done).toBe(3);
    expect(isAlive(supervision.pids()[0])).toBe(false);
    expect(lines).toContain('[storefront] exited before it was ready (code 3)');
  });

  it('stops everything when a process does not answer in time', async () => {
    const service = {
      ...(await childSpec('service', { LISTEN_DELAY_MS: '10000' })),
      readyTimeoutMs: 500,
    };
    const storefront = await childSpec('storefront');
    const { supervision, of } = supervise([service, storefront]);

    await expect(supervision.ready).rejects.toThrow(
      /\[service\] did not answer at http:\/\/127\.0\.0\.1:\d+\/ within 0\.5 s/,
    );
    expect(await supervision.done).toBe(1);
    expect(isAlive(supervision.pids()[0])).toBe(false);
    expect(of('storefront', 'spawn')).toHaveLength(0);
  });

  it('stop() ends every process and cancels a pending restart', async () => {
    const service = await childSpec('service');
    const storefront = await childSpec('storefront', { CRASH_PLAN: '600' });
    const { supervision, of } = supervise([service, storefront], {
      backoff: { initialMs: 300, maxMs: 300, stableMs: 60_000 },
    });
    await supervision.ready;
    await waitFor(() => of('storefront', 'restart-scheduled').length === 1);
    const pids = supervision.pids();

    expect(await supervision.stop()).toBe(0);
    expect(await supervision.done).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(of('storefront', 'spawn')).toHaveLength(1);
    expect(pids.map(isAlive)).toEqual([false, false]);
  });

  it('kills a process that ignores SIGTERM', async () => {
    const service = await childSpec('service', { IGNORE_SIGTERM: '1' });
    const { supervision, of } = supervise([service], { killTimeoutMs: 300 });
    await supervision.ready;
    const pid = supervision.pids()[0];

    await supervision.stop();
    expect(isAlive(pid)).toBe(false);
    expect(of('service', 'exit')[0]).toMatchObject({ signal: 'SIGKILL' });
  });
});

describe('runInOrder', { timeout: 30_000 }, () => {
  it('says when both answer, and SIGTERM stops both and exits 0', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const cli = spawn(
      process.execPath,
      [fixture('run-in-order.mjs'), String(portA), String(portB)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      cli.once('exit', (code) => resolve(code)),
    );

    await waitFor(() => output.includes('both ready'));
    const ready = [...output.matchAll(/^ready (\w) (\d+)$/gm)].map(
      (match) => [match[1], Number(match[2])] as const,
    );
    expect(ready.map(([name]) => name)).toEqual(['a', 'b']);
    expect(output.indexOf('ready b')).toBeLessThan(output.indexOf('both ready'));

    cli.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(ready.map(([, pid]) => isAlive(pid))).toEqual([false, false]);
  });
});
