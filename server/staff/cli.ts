// `npm run staff -- …`: manages box-office staff accounts in the storefront database the storefront's settings name.
import { text } from 'node:stream/consumers';
import password from '@inquirer/password';
import { parseEnv } from '@/lib/env';
import { storeDatabaseSettings } from '@/server/env';
import {
  createStoreDatabase,
  migrateStoreDatabase,
  storeDatabaseOptionsOf,
} from '@/server/store-db/connect';
import { CommandError, runStaffCommand, STAFF_USAGE, UsageError } from './staff-command';

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return (await text(process.stdin)).replace(/\r?\n$/, '');
  if (!process.stdin.isTTY)
    throw new UsageError(
      'No terminal to ask for the password on: pipe it in with --password-stdin.',
    );
  const first = await password({ message: 'New password:' });
  const again = await password({ message: 'The same password again:' });
  if (first !== again) throw new CommandError('The two passwords differ; nothing was changed.');
  return first;
}

async function main(): Promise<number> {
  const db = createStoreDatabase(
    storeDatabaseOptionsOf(parseEnv(storeDatabaseSettings, process.env, 'staff')),
  );
  try {
    await migrateStoreDatabase(db);
    await runStaffCommand(db, process.argv.slice(2), {
      readPassword,
      print: (line) => console.log(line),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${STAFF_USAGE}`);
      return 2;
    }
    if (error instanceof CommandError) {
      console.error(error.message);
      return 1;
    }
    // Ctrl+C at the prompt.
    if (error instanceof Error && error.name === 'ExitPromptError') return 130;
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
