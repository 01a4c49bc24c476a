// Where a waiting room's pages are, and the room a path's segment names.
import { roomIdSchema, type RoomId } from './settings';

/** The waiting page of a room (`/waiting-room/event:<id>`, `/waiting-room/shop`). */
export const waitingRoomPath = (roomId: string): string => `/waiting-room/${roomId}`;

/** Where an admitted visitor goes to buy: the event's page for an event's room, the home page for the shop's. */
export const salePathOfRoom = (roomId: string): string =>
  roomId.startsWith('event:') ? `/events/${roomId.slice('event:'.length)}#tickets` : '/';

/** The room named by a `[room]` segment, as given or percent-encoded; undefined for anything else. */
export function roomIdOfSegment(segment: string): RoomId | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const parsed = roomIdSchema.safeParse(decoded);
  return parsed.success ? parsed.data : undefined;
}
