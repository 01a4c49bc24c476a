// The storefront's gauges, read from its database when /metrics is scraped: payments by state, how far the
// payment sweeper is behind, and the waiting rooms' queues. Each is one small query on an index.
import 'server-only';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PaymentStatus } from '@/server/store-db/schema';
import type { StorefrontMetrics } from './registry';

/** Every state a payment can be in, so each has its series (0 when no payment is in it). */
export const PAYMENT_STATES = [
  'pending',
  'paid',
  'buying',
  'bought',
  'refunding',
  'refunded',
  'declined',
  'abandoned',
] as const satisfies readonly PaymentStatus[];

const MINUTE_MS = 60_000;

async function readPayments(
  db: StoreDatabase,
  metrics: StorefrontMetrics,
  now: number,
): Promise<void> {
  const rows = await db
    .selectFrom('payments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.n)]));
  for (const state of PAYMENT_STATES) metrics.payments.set({ state }, counts.get(state) ?? 0);
  // Money taken and tickets not yet bought: what the sweeper (or the customer's own request) still has to finish.
  const oldest = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.min('paid_at').as('paid_at'))
    .where('status', 'in', ['paid', 'buying'])
    .executeTakeFirst();
  const paidAt =
    oldest?.paid_at === null || oldest?.paid_at === undefined ? null : Number(oldest.paid_at);
  metrics.oldestUnsettled.set(paidAt === null ? 0 : Math.max(0, (now - paidAt) / 1000));
}

type RoomCounts = Map<string, number>;
const countsOf = (rows: { room_id: string; n: number | string }[]): RoomCounts =>
  new Map(rows.map((row) => [row.room_id, Number(row.n)]));

async function readWaitingRooms(
  db: StoreDatabase,
  metrics: StorefrontMetrics,
  now: number,
): Promise<void> {
  const rooms = await db
    .selectFrom('waiting_rooms')
    .select(['id', 'admitted'])
    .where('enabled', '=', 1)
    .execute();
  const places = () =>
    db
      .selectFrom('waiting_room_places')
      .select(['room_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('room_id');
  const [waiting, lastMinute, active] = await Promise.all([
    places().where('admitted_at', 'is', null).where('finished_at', 'is', null).execute(),
    places()
      .where('admitted_at', '>', now - MINUTE_MS)
      .execute(),
    places()
      .where('turn_ends_at', '>', now)
      .where('admitted_at', 'is not', null)
      .where('finished_at', 'is', null)
      .execute(),
  ]);
  const byRoom = {
    waiting: countsOf(waiting),
    lastMinute: countsOf(lastMinute),
    active: countsOf(active),
  };
  // A room turned off or removed leaves the figures.
  for (const gauge of [
    metrics.roomWaiting,
    metrics.roomAdmittedLastMinute,
    metrics.roomActive,
    metrics.roomAdmitted,
  ])
    gauge.reset();
  for (const { id: room, admitted } of rooms) {
    metrics.roomWaiting.set({ room }, byRoom.waiting.get(room) ?? 0);
    metrics.roomAdmittedLastMinute.set({ room }, byRoom.lastMinute.get(room) ?? 0);
    metrics.roomActive.set({ room }, byRoom.active.get(room) ?? 0);
    metrics.roomAdmitted.set({ room }, Number(admitted));
  }
}

/** Sets every gauge read at scrape time from `db` as it is at `now`. */
export async function readStoreGauges(
  db: StoreDatabase,
  metrics: StorefrontMetrics,
  now: number,
): Promise<void> {
  await readPayments(db, metrics, now);
  await readWaitingRooms(db, metrics, now);
  const last = metrics.lastSweepAt;
  if (last === null) metrics.sweepAge.reset();
  else metrics.sweepAge.set(Math.max(0, (now - last) / 1000));
}
