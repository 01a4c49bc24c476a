// A waiting room's settings: which on-sale it stands in front of, when it opens, when the sale starts, how fast it
// lets shoppers in and how long a turn lasts. Kept in the store database (`waiting_rooms`), one row per room.
import 'server-only';
import { z } from 'zod';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { WaitingRoomsTable } from '@/server/store-db/schema';

/** The whole shop's room. */
export const SHOP_ROOM = 'shop';

/** `shop`, or `event:<experienceId>` for one event's on-sale. */
export const roomIdSchema = z.union([
  z.literal(SHOP_ROOM),
  z
    .string()
    .regex(
      /^event:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'must be shop or event:<event id>',
    ),
]);

export type RoomId = z.output<typeof roomIdSchema>;

/** The room of one event. */
export const eventRoomId = (experienceId: string): string => `event:${experienceId.toLowerCase()}`;

/** Times in ms since the epoch. */
const instant = z.number().int().min(0).max(8_640_000_000_000);

/** What a supervisor (or the command) sets. At least one of the two limits. */
export const roomSettingsSchema = z
  .object({
    id: roomIdSchema,
    enabled: z.boolean(),
    /** From when visitors may take a place; those who arrive before the on-sale get a random place when it starts. */
    opensAt: instant,
    onSaleAt: instant,
    /** At most this many new shoppers let in a minute. */
    admitPerMinute: z.number().int().min(1).max(100_000).optional(),
    /** At most this many shoppers in their turn at once. */
    maxActive: z.number().int().min(1).max(100_000).optional(),
    /** How long an admitted visitor has to reserve. */
    turnSeconds: z
      .number()
      .int()
      .min(60)
      .max(4 * 3_600),
  })
  .refine((room) => room.admitPerMinute !== undefined || room.maxActive !== undefined, {
    message: 'Set admissions per minute, active shoppers at most, or both.',
    path: ['admitPerMinute'],
  })
  .refine((room) => room.opensAt <= room.onSaleAt, {
    message: 'The room must open before (or when) the sale starts.',
    path: ['opensAt'],
  });

export type RoomSettings = z.output<typeof roomSettingsSchema>;

/** A room as stored: its settings and its running figures. */
export interface Room extends RoomSettings {
  /** Places let in so far. */
  admitted: number;
  lastAdmitAt: number | null;
  /** When the room's event was found to have nothing left; null while there is. */
  soldOutAt: number | null;
  updatedAt: number;
  updatedBy: string;
}

export function roomOfRow(row: WaitingRoomsTable): Room {
  return {
    id: row.id,
    enabled: row.enabled === 1,
    opensAt: Number(row.opens_at),
    onSaleAt: Number(row.on_sale_at),
    ...(row.admit_per_minute !== null && { admitPerMinute: row.admit_per_minute }),
    ...(row.max_active !== null && { maxActive: row.max_active }),
    turnSeconds: row.turn_seconds,
    admitted: row.admitted,
    lastAdmitAt: row.last_admit_at === null ? null : Number(row.last_admit_at),
    soldOutAt: row.sold_out_at === null ? null : Number(row.sold_out_at),
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
  };
}

export async function roomSettings(db: StoreDatabase, id: string): Promise<Room | undefined> {
  const row = await db
    .selectFrom('waiting_rooms')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && roomOfRow(row);
}

/** Every room, the shop's first, then the events' by on-sale time. */
export async function allRoomSettings(db: StoreDatabase): Promise<Room[]> {
  const rows = await db
    .selectFrom('waiting_rooms')
    .selectAll()
    .orderBy('on_sale_at')
    .orderBy('id')
    .execute();
  return rows
    .map(roomOfRow)
    .sort((a, b) => Number(b.id === SHOP_ROOM) - Number(a.id === SHOP_ROOM));
}

/**
 * Creates or changes a room. What it counted (`admitted`, the last admission, sold out) is kept: a change of
 * settings during an on-sale never lets anybody in twice. Throws a ZodError for settings that do not hold.
 */
export async function saveRoomSettings(
  db: StoreDatabase,
  settings: RoomSettings,
  staffId: string,
  now: number,
): Promise<Room> {
  const room = roomSettingsSchema.parse(settings);
  const values = {
    enabled: room.enabled ? 1 : 0,
    opens_at: room.opensAt,
    on_sale_at: room.onSaleAt,
    admit_per_minute: room.admitPerMinute ?? null,
    max_active: room.maxActive ?? null,
    turn_seconds: room.turnSeconds,
    updated_at: now,
    updated_by: staffId.slice(0, 64),
  };
  await db
    .insertInto('waiting_rooms')
    .values({ id: room.id, ...values, admitted: 0, last_admit_at: null, sold_out_at: null })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return (await roomSettings(db, room.id))!;
}

/** Removes a room and its places; true when there was one. */
export async function removeRoom(db: StoreDatabase, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('waiting_room_places').where('room_id', '=', id).execute();
    const removed = await trx.deleteFrom('waiting_rooms').where('id', '=', id).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  });
}
