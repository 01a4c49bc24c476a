// Operator command (`npm run inventory:admin -- <command>`): merchants, wallet top-ups, hold TTLs,
// on the same database and settings as the service.
import { EnvError } from '@/lib/env';
import { runAdmin } from './admin/cli';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { loadInventoryEnv } from './env';

async function main(): Promise<number> {
  const env = loadInventoryEnv();
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: env.INVENTORY_DB_PATH,
    poolSize: 2,
  });
  try {
    await migrateToLatest(database);
    return await runAdmin(process.argv.slice(2), database, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof EnvError
        ? error.message
        : `inventory:admin failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
