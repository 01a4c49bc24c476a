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
import type { RaceGuard } from '../domain/core/race-guards';

/** A value made in beforeAll, usable from the start: reading it before then is an error. */
function madeLater<T extends object>(
  what: string,
): { value: T; set(value: T): void; current(): T | undefined } {
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
export function setUpFixtureService(options: FixtureOptions = {}): {
  service: TestService;
  fx: Fixtures;
} {
  const service = setUpTestService({ seed: false });
  const fx = madeLater<Fixtures>('the fixtures');
  beforeAll(async () =>
    fx.set(await insertFixtures(service.deps.database.db, service.clock.now(), options)),
  );
  return { service, fx: fx.value };
}

/**
 * Services served over HTTP for the file's races, each on its own database (seeded, and its clock
 * started, as `options` say): `safe` with every guard, and for each of `guards` one service with
 * only that guard turned off (the negative controls, race-guards.ts).
 */
export function setUpRacingServices<G extends RaceGuard>(
  guards: readonly G[],
  options: Omit<ServeOptions, 'withoutGuard'> = {},
): { safe: ServedTestService; without: Record<G, ServedTestService> } {
  const safe = madeLater<ServedTestService>('the safe service');
  const without = Object.fromEntries(
    guards.map((guard) => [guard, madeLater<ServedTestService>(`the service without ${guard}`)]),
  ) as Record<G, ReturnType<typeof madeLater<ServedTestService>>>;
  const all = () => [safe, ...guards.map((guard) => without[guard])];
  beforeAll(async () => {
    const [made, ...madeWithout] = await Promise.all([
      serveTestService(options),
      ...guards.map((guard) => serveTestService({ ...options, withoutGuard: guard })),
    ]);
    safe.set(made!);
    guards.forEach((guard, i) => without[guard].set(madeWithout[i]!));
  });
  afterAll(async () => {
    await Promise.all(all().map((s) => s.current()?.close()));
  });
  return {
    safe: safe.value,
    without: Object.fromEntries(guards.map((guard) => [guard, without[guard].value])) as Record<
      G,
      ServedTestService
    >,
  };
}
