// Where a waiting room's pages are, and the room a path's segment names.
import { roomIdSchema, type RoomId } from './settings';

/** The waiting page of a room (`/waiting-room/event:<id>`, `/waiting-room/shop`). */
export const waitingRoomPath = (roomId: string): string => `/waiting-room/${roomId}`;

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
