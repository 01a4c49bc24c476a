// A visitor's view of a room, as the storefront process answers it: the store database, this process's mail
// settings for "email me when it's my turn", and the room's sold-out state kept up to date from the service.
import 'server-only';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { placeStatus, type PlaceStatus } from './status';

/** The status of a place (or of no place) in a room, after letting in whoever is due. */
export async function roomStatusForVisitor(roomId: string, placeId: string | undefined, now = Date.now()): Promise<PlaceStatus> {
  const db = await storefrontDatabase();
  return placeStatus(db, roomId, placeId, now);
}
