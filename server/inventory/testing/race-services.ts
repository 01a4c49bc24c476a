// Test helper of the transport and hotel concurrency tests: two seeded services on real HTTP
// listeners, one with the locks and one without (`unsafeDisableLocks`, the negative control).
import { afterAll, beforeAll } from 'vitest';
import { ManualClock } from '../clock';
import { createTestService, listen, type TestService } from './harness';

export interface Served {
  service: TestService;
  url: string;
  close(): Promise<void>;
}

async function serve(start: number, unsafe: boolean): Promise<Served> {
  const service = await createTestService({
    clock: new ManualClock(start),
    config: { unsafeDisableLocks: unsafe },
  });
  const server = await listen(service.app);
  return {
    service,
    url: server.url,
    close: async () => (await server.close(), await service.close()),
  };
}

/** Starts both services before the file's tests and stops them after; the getters read them. */
export function safeAndUnsafeServices(start: number): { safe(): Served; unsafe(): Served } {
  let safe: Served | undefined;
  let unsafe: Served | undefined;
  beforeAll(async () => {
    [safe, unsafe] = await Promise.all([serve(start, false), serve(start, true)]);
  });
  afterAll(async () => {
    await Promise.all([safe?.close(), unsafe?.close()]);
  });
  return { safe: () => safe!, unsafe: () => unsafe! };
}
