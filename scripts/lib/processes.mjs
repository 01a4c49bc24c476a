// Supervises the long-lived processes of `npm start` and `npm run dev`: starts each once the one before answers, restarts a crashed one with backoff while the others keep serving, and stops them all on request.
import { spawn } from 'node:child_process';

export const DEFAULT_BACKOFF = Object.freeze({ initialMs: 1_000, maxMs: 30_000, stableMs: 60_000 });
const DEFAULT_READY_TIMEOUT_MS = 120_000;
const DEFAULT_KILL_TIMEOUT_MS = 5_000;
const POLL_INTERVAL_MS = 250;

/** The wait before restart number `attempt` (0-based): doubling from initialMs, never above maxMs. */
export function restartDelay(attempt, backoff = DEFAULT_BACKOFF) {
  return Math.min(backoff.initialMs * 2 ** attempt, backoff.maxMs);
}

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Polls `url` until it answers with a status below 500. Resolves true when it does, false when
 * `signal` aborts or `timeoutMs` passes first.
 */
export async function waitUntilAnswering(
  url,
  { timeoutMs = DEFAULT_READY_TIMEOUT_MS, signal } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!signal?.aborted && Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(Math.min(2_000, timeoutMs)),
      });
      await response.body?.cancel();
      if (response.status < 500) return true;
    } catch {
      // Not listening yet (connection refused) or too slow to answer: try again.
    }
    await sleep(POLL_INTERVAL_MS, signal);
  }
  return false;
}

const isRunning = (child) =>
  child.pid !== undefined && child.exitCode === null && child.signalCode === null;
const describeExit = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);
const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

/**
 * One supervised child. `ready` settles once: resolved when the child first answers at
 * `spec.readyUrl` (at once when it has none), rejected when it exits or times out before that.
 * After that, an exit is a crash: the child is started again after restartDelay().
 */
function superviseChild(spec, options) {
  const { backoff, log, onEvent, stdio, killTimeoutMs } = options;
  const readyTimeoutMs = spec.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  let child;
  let startedAt = 0;
  let attempt = 0;
  let everReady = false;
  let stopping = false;
  let restartTimer;
  let polling;
  let resolveReady;
  let rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A start-up failure is reported through `ready`; no caller needs to handle it twice.
  ready.catch(() => {});

  const emit = (type, extra = {}) =>
    onEvent?.({ type, name: spec.name, pid: child?.pid, at: Date.now(), ...extra });

  async function awaitAnswer(current) {
    if (!spec.readyUrl) return true;
    const controller = new AbortController();
    polling = controller;
    current.once('exit', () => controller.abort());
    const answered = await waitUntilAnswering(spec.readyUrl, {
      timeoutMs: readyTimeoutMs,
      signal: controller.signal,
    });
    return answered && isRunning(current);
  }

  async function launch() {
    const current = spawn(spec.command, spec.args ?? [], {
      stdio,
      env: { ...process.env, ...spec.env },
    });
    child = current;
    startedAt = Date.now();
    emit('spawn');
    let exited = false;
    const exitOnce = (code, signal) => {
      if (exited) return;
      exited = true;
      onExit(current, code, signal);
    };
    current.once('exit', exitOnce);
    current.once('error', (error) => {
      log(`[${spec.name}] ${error.message}`);
      // A command that could not be spawned never emits 'exit'.
      if (current.pid === undefined) exitOnce(1, null);
    });

    const answered = await awaitAnswer(current);
    if (current !== child || stopping) return;
    if (answered) {
      emit('ready');
      if (!everReady) {
        everReady = true;
        resolveReady();
      } else {
        log(`[${spec.name}] answering again${spec.readyUrl ? ` at ${spec.readyUrl}` : ''}`);
      }
      return;
    }
    if (!isRunning(current)) return; // onExit deals with it.
    const problem = `[${spec.name}] did not answer at ${spec.readyUrl} within ${seconds(readyTimeoutMs)}`;
    if (!everReady) {
      rejectReady(new Error(problem));
      return;
    }
    // A restarted child that hangs is stopped, so the crash path starts it once more.
    log(`${problem}; stopping it to start it again`);
    terminate(current);
  }

  function onExit(current, code, signal) {
    if (current !== child) return;
    polling?.abort();
    emit('exit', { code, signal });
    if (stopping) return;
    if (!everReady) {
      const error = new Error(
        `[${spec.name}] exited before it was ready (${describeExit(code, signal)})`,
      );
      error.exitCode = typeof code === 'number' && code !== 0 ? code : 1;
      rejectReady(error);
      return;
    }
    // A child that ran for a stable while starts its backoff afresh.
    if (Date.now() - startedAt >= backoff.stableMs) attempt = 0;
    const delayMs = restartDelay(attempt, backoff);
    attempt += 1;
    log(
      `[${spec.name}] exited (${describeExit(code, signal)}); starting it again in ${seconds(delayMs)}`,
    );
    emit('restart-scheduled', { delayMs });
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!stopping) void launch();
    }, delayMs);
  }

  function terminate(current) {
    if (!isRunning(current)) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => current.kill('SIGKILL'), killTimeoutMs);
      current.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      current.kill('SIGTERM');
    });
  }

  return {
    name: spec.name,
    ready,
    get pid() {
      return child?.pid;
    },
    start: launch,
    stop() {
      stopping = true;
      clearTimeout(restartTimer);
      polling?.abort();
      rejectReady(new Error(`[${spec.name}] stopped before it was ready`));
      return child ? terminate(child) : Promise.resolve();
    },
  };
}

/**
 * Starts `specs` one after another, each once the one before answers at its `readyUrl`, and keeps
 * them running. `ready` resolves when all answer; `done` resolves with the exit code once all
 * stopped: 0 after stop(), non-zero when one failed to start (the others are stopped then).
 */
export function superviseInOrder(specs, options = {}) {
  const settings = {
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    log: options.log ?? ((line) => console.error(line)),
    onEvent: options.onEvent,
    stdio: options.stdio ?? 'inherit',
    killTimeoutMs: options.killTimeoutMs ?? DEFAULT_KILL_TIMEOUT_MS,
  };
  const children = [];
  let stopped;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  function stop(code) {
    stopped ??= Promise.all(children.map((child) => child.stop())).then(() => {
      resolveDone(code);
      return code;
    });
    return stopped;
  }

  const ready = (async () => {
    for (const spec of specs) {
      if (stopped) throw new Error('stopped before every process was ready');
      const child = superviseChild(spec, settings);
      children.push(child);
      void child.start();
      await child.ready;
    }
  })();
  ready.catch((error) => {
    if (stopped) return;
    settings.log(error.message);
    void stop(error.exitCode ?? 1);
  });

  return {
    ready,
    done,
    pids: () => children.map((child) => child.pid),
    stop: () => stop(0),
  };
}

/**
 * For scripts: supervises `specs`, prints `readyMessage` once all answer, stops them all on
 * Ctrl-C or SIGTERM, and exits with the supervision's code.
 */
export function runInOrder(specs, { readyMessage, ...options } = {}) {
  const supervision = superviseInOrder(specs, options);
  supervision.ready.then(
    () => console.log(readyMessage ?? 'Ready.'),
    () => {},
  );
  const onSignal = () => {
    console.log('Stopping…');
    void supervision.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  supervision.done.then((code) => process.exit(code));
  return supervision;
}

export const bin = (name) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;
