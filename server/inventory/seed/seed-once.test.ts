// Two instances starting together on one empty database seed it exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../testing/harness';
import { seedDemoDataOnce } from './index';

let testDatabase: TestDatabase;
let second: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await migrateToLatest(testDatabase.database);
  second = openDatabase(testDatabase.location);
});
afterAll(async () => {
  await second.close();
  await testDatabase.drop();
});

describe('seeding an empty database from two instances at once', () => {
  it('seeds it exactly once, and neither instance fails', async () => {
    const options = { now: Date.now(), publicUrl: 'http://inventory.test' };
    // Two handles are two connections: like two service processes starting together.
    const results = await Promise.allSettled([
      seedDemoDataOnce(testDatabase.database, options),
      seedDemoDataOnce(second, options),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);

    const count = async () =>
      Number(
        (
          await testDatabase.database.db
            .selectFrom('experiences')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seeded = await count();
    expect(seeded).toBeGreaterThanOrEqual(49);
    await seedDemoDataOnce(second, options);
    expect(await count()).toBe(seeded);
  });
});
