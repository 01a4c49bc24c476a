// Where the storefront's process listens: `-p`/`--port` and `-H`/`--hostname` as `next start` takes them, else the
// port in PORT, else port 3000; on every interface unless a hostname is given.
import { z } from 'zod';

const portSchema = z.coerce.number().int().min(0).max(65_535);

export interface ListenOptions {
  port: number;
  /** undefined: every interface */
  hostname: string | undefined;
}

function flag(args: readonly string[], names: readonly string[]): string | undefined {
  const at = args.findIndex((arg) => names.includes(arg));
  return at === -1 ? undefined : args[at + 1];
}

export function listenOptions(
  args: readonly string[],
  env: Record<string, string | undefined>,
): ListenOptions {
  const port = flag(args, ['-p', '--port']) ?? env.PORT ?? '3000';
  const parsed = portSchema.safeParse(port);
  if (!parsed.success)
    throw new Error(`The storefront's port must be a number from 0 to 65535 (got "${port}").`);
  return { port: parsed.data, hostname: flag(args, ['-H', '--hostname']) };
}
