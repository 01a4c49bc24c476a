// Runs a command-line tool's work on the storefront database the storefront's settings name: migrated first, closed
// after; a usage mistake shown with the usage (exit 2), a refusal said in one line (exit 1).
import { parseEnv } from '@/lib/env';
import { storeDatabaseSettings } from '@/server/env';
import {
  createStoreDatabase,
  migrateStoreDatabase,
  storeDatabaseOptionsOf,
  type StoreDatabase,
} from './connect';

export interface StoreCommand {
  /** The command's name, for the settings' error messages. */
  name: string;
  usage: string;
  /** A mistake in how the command was called. */
  usageError: abstract new (...args: never[]) => Error;
  /** The command was understood but cannot be done. */
  commandError: abstract new (...args: never[]) => Error;
  run(db: StoreDatabase, argv: string[], io: { print(line: string): void }): Promise<void>;
}

/** The command's exit code. */
export async function runStoreCommand(command: StoreCommand): Promise<number> {
  const db = createStoreDatabase(
    storeDatabaseOptionsOf(parseEnv(storeDatabaseSettings, process.env, command.name)),
  );
  try {
    await migrateStoreDatabase(db);
    await command.run(db, process.argv.slice(2), { print: (line) => console.log(line) });
    return 0;
  } catch (error) {
    if (error instanceof command.usageError) {
      console.error(`${error.message}\n\n${command.usage}`);
      return 2;
    }
    if (error instanceof command.commandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
