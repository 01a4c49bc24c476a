// Puts a waiting room in front of the benchmark's event, with the room's own settings function on the shop's
// database (run by bench/onsale.ts under tsx --conditions=react-server, as the box office's command runs):
//
//   STOREFRONT_DB_PATH=… | STOREFRONT_DATABASE_URL=…  tsx --conditions=react-server bench/onsale-room.ts '<settings JSON>'
import { createStoreDatabase, migrateStoreDatabase } from '@/server/store-db/connect';
import { saveRoomSettings } from '@/server/waiting-room/settings';

async function main() {
  const db = createStoreDatabase({
    url: process.env.STOREFRONT_DATABASE_URL || undefined,
    sqlitePath: process.env.STOREFRONT_DB_PATH ?? '',
  });
  try {
    await migrateStoreDatabase(db);
    const room = await saveRoomSettings(
      db,
      JSON.parse(process.argv[2] ?? '{}'),
      'bench:onsale',
      Date.now(),
    );
    console.log(JSON.stringify(room));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
