// The storefront's logger: one JSON line per event on stderr, `{"level":"warn","time":"<ISO>",…fields,"msg":…}`.
// Callers pass named fields, never a request's body, cookies or headers, a key or a customer's contact details;
// fields under those names are dropped all the same, at the top and one level down.
import 'server-only';
import pino from 'pino';

const NEVER_LOGGED = [
  'body',
  'cookie',
  'cookies',
  'headers',
  'authorization',
  'password',
  'secret',
  'key',
  'email',
  'phone',
  'contact',
];

export const log: pino.Logger = pino(
  {
    // No pid or hostname: the lines are the storefront's own.
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: NEVER_LOGGED.flatMap((name) => [name, `*.${name}`]), remove: true },
  },
  // Written at once (stderr is synchronous for files and pipes), so a line is never lost when the process ends.
  process.stderr,
);
