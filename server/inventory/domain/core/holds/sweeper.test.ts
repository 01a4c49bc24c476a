// The sweeper's loop and its log: every lapsed hold is expired however many there are, one batch
// after another, and a background sweep says what it expired, or why it failed (a warning only while
// the database is away).
import { describe, expect, it } from 'vitest';
import { databaseAway } from '../../../testing/database-away';
import { fixtureHold } from '../../../testing/direct-holds';
import { memoryLogger } from '../../../testing/memory-logger';
import { setUpTestService } from '../../../testing/per-file';
import { startSweeper, sweepLapsedHolds } from './sweeper';

const service = setUpTestService({ seed: false });

async function lapsedHolds(count: number) {
  for (let i = 0; i < count; i += 1)
    await fixtureHold(service, {
      kind: 'entertainment',
      resourceId: `sweep:${i}`,
      claims: [{ poolKey: `sweep:${i}`, capacity: 1, quantity: 1 }],
      ttlMs: 1_000,
    });
  service.clock.advance(1_000);
}

describe('the sweeper', () => {
  it('expires more lapsed holds than one batch takes, in one sweep', async () => {
    await lapsedHolds(201);
    expect(await sweepLapsedHolds(service.deps)).toBe(201);
    expect(await sweepLapsedHolds(service.deps)).toBe(0);
  });

  it('logs how many holds a background sweep expired, and nothing when there were none', async () => {
    await lapsedHolds(2);
    const { logger, lines } = memoryLogger();
    const sweeper = startSweeper({ ...service.deps, logger }, 10);
    await expect.poll(() => lines.length, { timeout: 2_000, interval: 20 }).toBe(1);
    // Later sweeps find nothing to expire and say nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sweeper.stop();
    expect(lines).toEqual([expect.objectContaining({ msg: 'expired lapsed holds', expired: 2 })]);
  });

  it('logs a failed sweep as an error and goes on', async () => {
    const { logger, lines } = memoryLogger();
    const broken = {
      ...service.deps,
      logger,
      database: { ...service.deps.database, db: undefined as never },
    };
    const sweeper = startSweeper(broken, 10);
    await expect.poll(() => lines.length, { timeout: 2_000, interval: 20 }).toBeGreaterThan(1);
    await sweeper.stop();
    expect(lines[0]).toMatchObject({ msg: 'hold sweep failed', level: 50 });
  });

  it('logs a sweep missed while the database is away as a warning, with the code, and goes on', async () => {
    const { logger, lines } = memoryLogger();
    const sweeper = startSweeper({ ...service.deps, logger, database: databaseAway() }, 10);
    await expect.poll(() => lines.length, { timeout: 2_000, interval: 20 }).toBeGreaterThan(1);
    await sweeper.stop();
    expect(lines[0]).toEqual(
      expect.objectContaining({
        msg: 'hold sweep skipped: database unavailable',
        level: 40,
        code: 'ECONNREFUSED',
      }),
    );
    expect(lines[0]).not.toHaveProperty('err');
  });
});
