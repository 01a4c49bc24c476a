// Brings the schema up to date at start-up; Kysely's migration lock keeps concurrent starts safe.
import { Migrator, type Migration } from 'kysely';
import type { Database } from './connect';
import { initialMigration } from './migrations/0001-initial';
import { poolShardsMigration } from './migrations/0002-pool-shards';

export async function migrateToLatest(database: Database): Promise<void> {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialMigration(database.engine),
    '0002-pool-shards': poolShardsMigration(database.engine),
  };
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
