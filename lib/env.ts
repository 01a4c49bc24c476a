// Parses process settings with a zod schema and fails with a message that names each bad variable.
import type { z } from 'zod';

export class EnvError extends Error {
  constructor(
    readonly processName: string,
    readonly problems: string[],
  ) {
    super(`${processName}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
  processName: string,
): z.output<S> {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.length > 0 ? issue.path.join('.') : 'environment';
    return `${name}: ${issue.message}`;
  });
  throw new EnvError(processName, problems);
}
