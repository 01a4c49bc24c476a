// Whether a page that sells (an event's tickets, the checkout's "reserve again") must send this visitor to a waiting
// room instead, and the facts its notice says. Reads this checkout session's admission only, never the place cookie:
// the page a visitor without a session sees is the cached anonymous one, and must stay the same for all of them.
import 'server-only';
import type { Selection } from '@/lib/sellables/kinds';
import type { QueueNoticeFacts, SellingGate } from '@/lib/waiting-room/notice-facts';
import { storefrontEnv } from '@/server/env';
import { log } from '@/server/log';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { checkAdmission, governingRoom, type AdmissionSession } from './admission';
import { waitingRoomPath } from './paths';
import { roomSettings } from './settings';

export type { QueueNoticeFacts, SellingGate };

/** The waiting room this visitor must go through for the selection, or null when they may reserve (no room, or a turn). */
export async function queueNotice(
  session: AdmissionSession,
  selection: Selection,
  now = Date.now(),
): Promise<QueueNoticeFacts | null> {
  try {
    const db = await storefrontDatabase();
    const check = await checkAdmission(db, session, selection, now, storefrontEnv().SESSION_SECRET);
    if (check.ok) return null;
    const room = await roomSettings(db, check.roomId);
    return {
      roomId: check.roomId,
      reason: check.reason,
      path: waitingRoomPath(check.roomId),
      onSaleAt: room?.onSaleAt ?? now,
      now,
    };
  } catch (error) {
    // The store database away: the page shows its reserve form, and the reserve action, which checks again, refuses.
    log.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'waiting room not read for a page',
    );
    return null;
  }
}

/** The notice due now and the governing room: a checkout shows the notice once its holds lapse and the turn with them. */
export async function sellingGate(
  session: AdmissionSession,
  selection: Selection,
  now = Date.now(),
): Promise<SellingGate> {
  const notice = await queueNotice(session, selection, now);
  if (notice) return { notice, roomId: notice.roomId };
  try {
    return {
      notice: null,
      roomId: (await governingRoom(await storefrontDatabase(), selection, now))?.id ?? null,
    };
  } catch {
    return { notice: null, roomId: null };
  }
}
