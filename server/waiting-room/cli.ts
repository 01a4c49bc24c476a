// `npm run waiting-room -- …`: lists and sets the waiting rooms in the storefront database the storefront's settings name.
import { parseEnv } from '@/lib/env';
import { storeDatabaseSettings } from '@/server/env';
import { createStoreDatabase, migrateStoreDatabase, storeDatabaseOptionsOf } from '@/server/store-db/connect';
import { ROOM_USAGE, RoomCommandError, RoomUsageError, runRoomCommand } from './room-command';

async function main(): Promise<number> {
  const db = createStoreDatabase(storeDatabaseOptionsOf(parseEnv(storeDatabaseSettings, process.env, 'waiting-room')));
  try {
    await migrateStoreDatabase(db);
    await runRoomCommand(db, process.argv.slice(2), { print: (line) => console.log(line) });
    return 0;
  } catch (error) {
    if (error instanceof RoomUsageError) {
      console.error(`${error.message}\n\n${ROOM_USAGE}`);
      return 2;
    }
    if (error instanceof RoomCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
