// Logs one line per refusal (a blocked request, a rate limit); never a body, cookie, key or contact detail.
import 'server-only';
import { log } from '@/server/log';

type Field = string | number | boolean | undefined;

/** Values a client chose (an Origin, a path) are cut short, so one request cannot write a long line. */
export const clip = (value: string | null | undefined, max = 200): string | undefined =>
  value == null ? undefined : value.length > max ? `${value.slice(0, max)}…` : value;

export function logRefusal(msg: string, fields: Record<string, Field>): void {
  log.warn(fields, msg);
}
