// A visitor's view of a room, as the storefront process answers it: the store database, this process's mail
// settings for "email me when it's my turn", and the room's sold-out state kept up to date from the service.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { sendMail } from '@/server/email/send';
import { log } from '@/server/log';
import { merchant } from '@/server/merchant';
import { siteOrigin } from '@/server/sharing/site-origin';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { sharedAvailability } from '@/server/ticketing/shared-availability';
import { clearAdmitThrottle, type AdmitOptions } from './admit';
import type { Place } from './places';
import type { Room } from './settings';
import { eventOfRoom, nothingLeft, recordSoldOut } from './sold-out';
import { placeStatus, type PlaceStatus } from './status';
import { turnEmail } from './turn-email';

/** How often this process asks the service whether a room's event has anything left (its read is shared anyway). */
const STOCK_CHECK_MS = 5_000;
const stockCheckedAt = new Map<string, number>();

/** Forgets when rooms were checked and admitted (tests start afresh). */
export function clearStockChecks(): void {
  stockCheckedAt.clear();
  clearAdmitThrottle();
}

/** Asks the service, at most every few seconds per room, whether the room's event is sold out, and records it. */
async function checkStock(db: StoreDatabase, roomId: string, now: number): Promise<void> {
  const eventId = eventOfRoom(roomId);
  if (!eventId || now - (stockCheckedAt.get(roomId) ?? 0) < STOCK_CHECK_MS) return;
  stockCheckedAt.set(roomId, now);
  try {
    const { options } = await sharedAvailability({ kind: 'event', eventId });
    await recordSoldOut(db, roomId, nothingLeft(options), now);
  } catch {
    // The service away: the room goes on as it stood.
  }
}

/** Sends the "your turn" email of a place; a failure is logged, never the visitor's problem. */
async function notifyTurn(place: Place, room: Room): Promise<void> {
  if (!place.email) return;
  const env = storefrontEnv();
  try {
    const message = turnEmail(place.email, room, siteOrigin(), merchant().name);
    await sendMail(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR },
      message,
      `waiting-room-${place.id}`,
    );
  } catch (error) {
    log.error(
      { room: room.id, error: error instanceof Error ? error.message : String(error) },
      'waiting-room turn email not sent',
    );
  }
}

/** A visitor's view or poll runs the admission step at most this often per room in this process. */
export const ADMIT_EVERY_MS = 1_000;

export const admitOptions: AdmitOptions = { notify: notifyTurn, admitEveryMs: ADMIT_EVERY_MS };

/** The status of a place (or of no place) in a room, after letting in whoever is due. */
export async function roomStatusForVisitor(
  roomId: string,
  placeId: string | undefined,
  now = Date.now(),
): Promise<PlaceStatus> {
  const db = await storefrontDatabase();
  await checkStock(db, roomId, now);
  return placeStatus(db, roomId, placeId, now, admitOptions);
}
