// Rooms for tests: one event's room on sale at a fixed time, on the test store database (SQLite, or PostgreSQL).
import { saveRoomSettings, type Room, type RoomSettings } from './settings';
import type { StoreDatabase } from '@/server/store-db/connect';

export const EVENT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const ROOM = `event:${EVENT_ID}`;
export const ON_SALE = Date.parse('2026-12-01T10:00:00Z');
export const MINUTE = 60_000;

export function roomSettingsOf(overrides: Partial<RoomSettings> = {}): RoomSettings {
  return {
    id: ROOM,
    enabled: true,
    opensAt: ON_SALE - 30 * MINUTE,
    onSaleAt: ON_SALE,
    admitPerMinute: 10,
    turnSeconds: 600,
    ...overrides,
  };
}

export const openRoom = (db: StoreDatabase, overrides: Partial<RoomSettings> = {}): Promise<Room> =>
  saveRoomSettings(db, roomSettingsOf(overrides), 'staff-1', ON_SALE - 60 * MINUTE);
