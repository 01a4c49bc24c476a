// A logger whose lines a test reads back, parsed.
import { Writable } from 'node:stream';
import { createLogger } from '../logger';

export function memoryLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(level, stream), lines };
}
