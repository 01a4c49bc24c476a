// Structured JSON logs; request bodies, headers and keys are never logged.
import pino from 'pino';

export type Logger = pino.Logger;

/** `destination` defaults to stdout; tests pass an in-memory stream to read what would be logged. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'inventory' },
    redact: {
      paths: ['key', 'apiKey', 'headers', 'req.headers', '*.authorization', '*["x-api-key"]'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
