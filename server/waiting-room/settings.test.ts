// A room's settings: checked, saved on both engines, changed without losing what the room counted, removed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { joinRoom } from './places';
import {
  allRoomSettings,
  removeRoom,
  roomSettings,
  roomSettingsSchema,
  saveRoomSettings,
} from './settings';
import { EVENT_ID, MINUTE, ON_SALE, openRoom, ROOM, roomSettingsOf } from './test-support';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
  vi.restoreAllMocks();
});

describe('room settings', () => {
  it('needs a room id of the shop or of an event, a limit, and an opening no later than the sale', () => {
    expect(roomSettingsSchema.safeParse(roomSettingsOf()).success).toBe(true);
    expect(roomSettingsSchema.safeParse(roomSettingsOf({ id: 'shop' })).success).toBe(true);
    expect(roomSettingsSchema.safeParse(roomSettingsOf({ id: 'event:42' })).success).toBe(false);
    expect(
      roomSettingsSchema.safeParse(roomSettingsOf({ id: `event:${EVENT_ID}'--` })).success,
    ).toBe(false);
    const noLimit = roomSettingsSchema.safeParse(roomSettingsOf({ admitPerMinute: undefined }));
    expect(noLimit.error?.issues[0]?.message).toBe(
      'Set admissions per minute, active shoppers at most, or both.',
    );
    expect(
      roomSettingsSchema.safeParse(roomSettingsOf({ admitPerMinute: undefined, maxActive: 50 }))
        .success,
    ).toBe(true);
    expect(roomSettingsSchema.safeParse(roomSettingsOf({ opensAt: ON_SALE + 1 })).success).toBe(
      false,
    );
    expect(roomSettingsSchema.safeParse(roomSettingsOf({ turnSeconds: 10 })).success).toBe(false);
    expect(roomSettingsSchema.safeParse(roomSettingsOf({ admitPerMinute: 0 })).success).toBe(false);
  });

  it('saves a room and reads it back as set, with who set it and when', async () => {
    await openRoom(db, { maxActive: 200 });
    expect(await roomSettings(db, ROOM)).toEqual({
      ...roomSettingsOf({ maxActive: 200 }),
      admitted: 0,
      lastAdmitAt: null,
      soldOutAt: null,
      updatedAt: ON_SALE - 60 * MINUTE,
      updatedBy: 'staff-1',
    });
    expect(await roomSettings(db, 'shop')).toBeUndefined();
  });

  it('refuses settings that do not hold, storing nothing', async () => {
    await expect(
      saveRoomSettings(db, roomSettingsOf({ admitPerMinute: undefined }), 'staff-1', ON_SALE),
    ).rejects.toThrow();
    expect(await allRoomSettings(db)).toEqual([]);
  });

  it('keeps what the room counted when its settings change during the sale', async () => {
    await openRoom(db);
    await db
      .updateTable('waiting_rooms')
      .set({ admitted: 7, last_admit_at: ON_SALE + 5_000 })
      .execute();
    const changed = await saveRoomSettings(
      db,
      roomSettingsOf({ admitPerMinute: 30, turnSeconds: 300 }),
      'staff-2',
      ON_SALE + 10_000,
    );
    expect(changed).toMatchObject({
      admitPerMinute: 30,
      turnSeconds: 300,
      admitted: 7,
      lastAdmitAt: ON_SALE + 5_000,
      updatedBy: 'staff-2',
    });
  });

  it('unsets a limit that is no longer given', async () => {
    await openRoom(db, { maxActive: 100 });
    const changed = await saveRoomSettings(
      db,
      roomSettingsOf({ maxActive: undefined }),
      'staff-1',
      ON_SALE,
    );
    expect(changed.maxActive).toBeUndefined();
  });

  it('lists the shop’s room first, then the events’ by on-sale time', async () => {
    const later = '11111111-2222-4333-8444-555555555555';
    await openRoom(db);
    await openRoom(db, { id: `event:${later}`, opensAt: ON_SALE, onSaleAt: ON_SALE + MINUTE });
    await openRoom(db, { id: 'shop', opensAt: ON_SALE + MINUTE, onSaleAt: ON_SALE + 2 * MINUTE });
    expect((await allRoomSettings(db)).map((room) => room.id)).toEqual([
      'shop',
      ROOM,
      `event:${later}`,
    ]);
  });

  it('removes a room with its places', async () => {
    await openRoom(db);
    await joinRoom(db, ROOM, { address: '10.0.0.1', placesPerAddress: 5 }, ON_SALE);
    expect(await removeRoom(db, ROOM)).toBe(true);
    expect(await removeRoom(db, ROOM)).toBe(false);
    expect(await db.selectFrom('waiting_room_places').selectAll().execute()).toEqual([]);
  });
});
