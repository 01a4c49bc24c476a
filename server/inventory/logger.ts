// Structured JSON logs; request bodies, headers and keys are never logged.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'inventory' },
    redact: { paths: ['key', 'apiKey', 'headers', 'req.headers', '*.authorization', '*["x-api-key"]'], remove: true },
  });
}
