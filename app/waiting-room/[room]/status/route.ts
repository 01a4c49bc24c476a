// The status of this browser's place in a waiting room, polled by the waiting page (JSON, never cached). Asking
// also runs the room's admission step, so the queue moves with every visitor's poll.
import { cookies } from 'next/headers';
import { roomIdOfSegment } from '@/server/waiting-room/paths';
import { PLACE_COOKIE, placesOfCookie } from '@/server/waiting-room/place-cookie';
import { roomStatusForVisitor } from '@/server/waiting-room/visitor';

const headers = { 'Cache-Control': 'no-store' };

export async function GET(_request: Request, { params }: { params: Promise<{ room: string }> }) {
  const roomId = roomIdOfSegment((await params).room);
  if (!roomId) return Response.json({ message: 'Not found' }, { status: 404, headers });
  const placeId = placesOfCookie((await cookies()).get(PLACE_COOKIE)?.value).get(roomId);
  return Response.json(await roomStatusForVisitor(roomId, placeId), { headers });
}
