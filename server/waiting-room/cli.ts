// `npm run waiting-room -- …`: lists and sets the waiting rooms in the storefront database the storefront's settings name.
import { runStoreCommand } from '@/server/store-db/command-line';
import { ROOM_USAGE, RoomCommandError, RoomUsageError, runRoomCommand } from './room-command';

process.exitCode = await runStoreCommand({
  name: 'waiting-room',
  usage: ROOM_USAGE,
  usageError: RoomUsageError,
  commandError: RoomCommandError,
  run: runRoomCommand,
});
