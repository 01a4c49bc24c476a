// Seeds the demo catalogue and demo merchants into an empty database.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { seedBus } from './bus';
import { seedCinemas } from './cinema';
import { seedExperiences } from './experiences';
import { seedHotels } from './hotels';
import { seedDemoMerchants } from './merchants';
import type { SeedOptions } from './options';

/** Idempotent: does nothing when the catalogue already has businesses. */
export async function seedDemoData(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  await seedDemoMerchants(db, options);
  const existing = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await seedExperiences(db, options);
  await seedCinemas(db, options);
  await seedBus(db, options);
  await seedHotels(db, options);
}

// Any constant works: it names the lock that service instances starting together queue on.
const SEED_LOCK_ID = 7_164_221;

/**
 * Seeds in one transaction, so instances that start together on one empty database (PostgreSQL
 * scale-out, or processes sharing a SQLite file) seed it exactly once: on PostgreSQL they queue on
 * an advisory lock, on SQLite on the write lock that BEGIN IMMEDIATE takes.
 */
export async function seedDemoDataOnce(database: Database, options: SeedOptions): Promise<void> {
  await inTransaction(database, async (tx) => {
    if (database.engine === 'postgres')
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(tx);
    await seedDemoData(tx, options);
  });
}
