// Types of processes.mjs, for the TypeScript tests that drive it.
export interface Backoff {
  initialMs: number;
  maxMs: number;
  /** A child that ran this long before it exited starts its backoff afresh. */
  stableMs: number;
}

export interface ChildSpec {
  name: string;
  command: string;
  args?: string[];
  env?: Record<string, string>;
  /** Polled until it answers below 500; the next child starts only then. */
  readyUrl?: string;
  readyTimeoutMs?: number;
}

export type SupervisionEvent =
  | { type: 'spawn' | 'ready'; name: string; pid: number | undefined; at: number }
  | {
      type: 'exit';
      name: string;
      pid: number | undefined;
      at: number;
      code: number | null;
      signal: NodeJS.Signals | null;
    }
  | {
      type: 'restart-scheduled';
      name: string;
      pid: number | undefined;
      at: number;
      delayMs: number;
    };

export interface SuperviseOptions {
  backoff?: Backoff;
  log?: (line: string) => void;
  onEvent?: (event: SupervisionEvent) => void;
  stdio?: 'inherit' | 'ignore' | 'pipe';
  killTimeoutMs?: number;
}

export interface Supervision {
  ready: Promise<void>;
  done: Promise<number>;
  pids(): (number | undefined)[];
  stop(): Promise<number>;
}

export const DEFAULT_BACKOFF: Readonly<Backoff>;
export function restartDelay(attempt: number, backoff?: Backoff): number;
export function waitUntilAnswering(
  url: string,
  options?: { timeoutMs?: number; signal?: AbortSignal },
): Promise<boolean>;
export function superviseInOrder(specs: ChildSpec[], options?: SuperviseOptions): Supervision;
export function runInOrder(
  specs: ChildSpec[],
  options?: SuperviseOptions & { readyMessage?: string },
): Supervision;
export function bin(name: string): string;
