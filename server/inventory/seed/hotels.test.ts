// The demo hotel seed: hotel businesses, hotels and apartments with room types, at documented ids.
import { describe, expect, it } from 'vitest';
import { HOTEL_BUSINESSES, SEED_HOTEL_IDS, SEED_ROOM_IDS } from './hotels-data';
import { setUpTestService } from '../testing/per-file';

const service = setUpTestService();

const db = () => service.deps.database.db;

describe('demo hotel seed', () => {
  it('has 4+ businesses with 4+ hotels and apartments in 2+ cities, 2 to 4 room types each', async () => {
    const businesses = await db()
      .selectFrom('businesses')
      .select('id')
      .where('type', '=', 'hospitality')
      .execute();
    expect(businesses.map((b) => b.id).sort()).toEqual(Object.values(HOTEL_BUSINESSES).sort());
    const hotels = await db().selectFrom('hotels').selectAll().orderBy('id').execute();
    expect(hotels.map((h) => h.id)).toEqual(Object.values(SEED_HOTEL_IDS));
    expect(new Set(hotels.map((h) => h.city)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(hotels.map((h) => h.kind))).toEqual(new Set(['hotel', 'apartment']));
    const rooms = await db().selectFrom('rooms').selectAll().execute();
    for (const hotel of hotels) {
      const types = rooms.filter((r) => r.hotel_id === hotel.id).length;
      expect(types).toBeGreaterThanOrEqual(2);
      expect(types).toBeLessThanOrEqual(4);
    }
  });

  it('exports the documented room ids', async () => {
    const byId = async (id: number) =>
      db().selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await byId(SEED_ROOM_IDS.standardVictoriaIsland)).toMatchObject({
      room_name: 'Standard Room',
      hotel_id: SEED_HOTEL_IDS.lagoonCrestVictoriaIsland,
      total_rooms: 20,
      max_occupancy: 2,
      price_kobo: 8_500_000,
    });
    expect(await byId(SEED_ROOM_IDS.presidentialSuite)).toMatchObject({
      room_name: 'Presidential Suite',
      total_rooms: 1,
      max_occupancy: 4,
    });
    expect(await byId(SEED_ROOM_IDS.lekkiPenthouse)).toMatchObject({
      room_name: 'Three-Bedroom Penthouse',
      hotel_id: SEED_HOTEL_IDS.harmattanLekki,
      total_rooms: 1,
    });
  });

  it('brings the catalogue to 22+ businesses of the three types', async () => {
    const rows = await db().selectFrom('businesses').select('type').execute();
    expect(rows.length).toBeGreaterThanOrEqual(22);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['entertainment', 'transport', 'hospitality']),
    );
  });
});
