// A waiting room's live figures, as the supervisor's page shows them: how many wait, how many were let in (in all and
// in the last minute), and how many are shopping in their turn now.
import 'server-only';
import type { StoreDatabase } from '@/server/store-db/connect';

export interface RoomFigures {
  /** Places in the queue, not yet let in (those who arrived before the on-sale included). */
  waiting: number;
  /** Places let in so far. */
  admitted: number;
  /** Let in, their turn not over, not finished. */
  active: number;
  /** Let in during the last minute. */
  admittedLastMinute: number;
}

const MINUTE_MS = 60_000;

function countPlaces(db: StoreDatabase, roomId: string) {
  return db
    .selectFrom('waiting_room_places')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('room_id', '=', roomId);
}

export async function roomFigures(db: StoreDatabase, roomId: string, now: number): Promise<RoomFigures> {
  const [waiting, admitted, active, lastMinute] = await Promise.all([
    countPlaces(db, roomId).where('admitted_at', 'is', null).where('finished_at', 'is', null).executeTakeFirstOrThrow(),
    countPlaces(db, roomId).where('admitted_at', 'is not', null).executeTakeFirstOrThrow(),
    countPlaces(db, roomId).where('admitted_at', 'is not', null).where('finished_at', 'is', null).where('turn_ends_at', '>', now).executeTakeFirstOrThrow(),
    countPlaces(db, roomId).where('admitted_at', '>', now - MINUTE_MS).executeTakeFirstOrThrow(),
  ]);
  return { waiting: Number(waiting.count), admitted: Number(admitted.count), active: Number(active.count), admittedLastMinute: Number(lastMinute.count) };
}
