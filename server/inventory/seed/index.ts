// Seeds the demo catalogue and demo merchants into an empty database.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { seedCinemas } from './cinema';
import { seedEntertainment } from './entertainment';
import { seedHospitality } from './hospitality';
import { seedDemoMerchants } from './merchants';
import { seedTransport } from './transport';

export interface SeedOptions {
  now: number;
  publicUrl: string;
}

/** Idempotent: does nothing when the catalogue already has businesses. */
export async function seedDemoData(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  await seedDemoMerchants(db, options);
  const existing = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await seedEntertainment(db, options);
  await seedCinemas(db, options);
  await seedTransport(db, options);
  await seedHospitality(db, options);
}
