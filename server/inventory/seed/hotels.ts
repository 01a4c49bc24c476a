// Demo hotel catalogue: hotel and apartment businesses in several cities, with room types.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { slugify } from '../domain/core/slug';
import { mediaUrl } from '../domain/media/media-url';
import { insertBusinesses } from './businesses';
import { BUSINESSES, HOTELS } from './hotels-data';
import type { SeedOptions } from './options';

export async function seedHotels(db: Kysely<DB>, { now, publicUrl }: SeedOptions): Promise<void> {
  await insertBusinesses(
    db,
    'hospitality',
    publicUrl,
    BUSINESSES.map((b) => ({ ...b, created_at: now })),
  );
  const hotels = await db
    .insertInto('hotels')
    .values(
      HOTELS.map((h) => ({
        business_id: h.business,
        name: h.name,
        kind: h.kind,
        city: h.city,
        address: h.address,
        description: h.description,
        star_rating: h.stars,
        images: JSON.stringify([
          mediaUrl(publicUrl, 'hotel', slugify(h.name)),
          mediaUrl(publicUrl, 'hotel', slugify(h.name), 2),
        ]),
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('rooms')
    .values(
      HOTELS.flatMap((h, index) =>
        h.rooms.map((r) => ({
          hotel_id: hotels[index]!.id,
          room_name: r.name,
          description: `${r.name} at ${h.name}, sleeps ${r.sleeps}.`,
          price_kobo: r.price * 100,
          max_occupancy: r.sleeps,
          total_rooms: r.rooms,
          amenities: JSON.stringify(r.amenities),
        })),
      ),
    )
    .execute();
}
