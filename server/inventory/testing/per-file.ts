// Per-file test setup: registers the beforeAll / afterAll pair every test file would otherwise
// repeat, and hands back the service (or fixtures) at once, as a stand-in that forwards to the
// real one once beforeAll has made it, so test bodies use `service.request(…)` directly.
import { afterAll, beforeAll } from 'vitest';
import { insertFixtures, type FixtureOptions, type Fixtures } from './fixtures';
import {
  createTestService,
  serveTestService,
  type ServedTestService,
  type ServeOptions,
  type TestService,
  type TestServiceOptions,
} from './harness';

/** A value made in beforeAll, usable from the start: reading it before then is an error. */
function madeLater<T extends object>(what: string): { value: T; set(value: T): void; current(): T | undefined } {
  let current: T | undefined;
  const value = new Proxy({} as T, {
    get(_target, property) {
      if (current === undefined) throw new Error(`${what} is used before beforeAll made it`);
      return Reflect.get(current, property) as unknown;
    },
  });
  return { value, set: (made) => void (current = made), current: () => current };
}

/** A fresh test service (its own database) for the file; dropped after the file's tests. */
export function setUpTestService(options: TestServiceOptions = {}): TestService {
  const service = madeLater<TestService>('the test service');
  beforeAll(async () => service.set(await createTestService(options)));
  afterAll(() => service.current()?.close());
  return service.value;
}

/** A test service without the demo seed, and the small known catalogue of `insertFixtures`. */
export function setUpFixtureService(options: FixtureOptions = {}): { service: TestService; fx: Fixtures } {
  const service = setUpTestService({ seed: false });
  const fx = madeLater<Fixtures>('the fixtures');
  beforeAll(async () => fx.set(await insertFixtures(service.deps.database.db, service.clock.now(), options)));
  return { service, fx: fx.value };
}

/**
 * Two services served over HTTP for the file's races: `safe` with its locks, `unsafe` without
 * (the negative control, `unsafeDisableLocks`), each on its own database (seeded, and its clock
 * started, as `options` say).
 */
export function setUpRacingServices(options: Omit<ServeOptions, 'unsafe'> = {}): {
  safe: ServedTestService;
  unsafe: ServedTestService;
} {
  const safe = madeLater<ServedTestService>('the safe service');
  const unsafe = madeLater<ServedTestService>('the unsafe service');
  beforeAll(async () => {
    const [made, madeUnsafe] = await Promise.all([
      serveTestService(options),
      serveTestService({ ...options, unsafe: true }),
    ]);
    safe.set(made);
    unsafe.set(madeUnsafe);
  });
  afterAll(async () => {
    await Promise.all([safe.current()?.close(), unsafe.current()?.close()]);
  });
  return { safe: safe.value, unsafe: unsafe.value };
}
