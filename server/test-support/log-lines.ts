// What the storefront's logger (server/log.ts) writes to stderr during a test, kept from the terminal.
import { vi } from 'vitest';

export interface CapturedLog {
  /** Each line as written. */
  lines(): string[];
  /** Each line parsed. */
  entries(): Record<string, unknown>[];
}

/** Captures stderr until the spy is restored (`vi.restoreAllMocks()`). */
export function captureLog(): CapturedLog {
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const lines = () =>
    write.mock.calls.flatMap(([chunk]) => String(chunk).split('\n').filter(Boolean));
  return {
    lines,
    entries: () => lines().map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
