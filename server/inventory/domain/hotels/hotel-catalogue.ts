// Hotel catalogue reads: hotels and apartments by city, their room types, a room with its hotel.
import type { Kysely, Selectable } from 'kysely';
import { compiled, inList, listValue } from '../../db/compiled-query';
import type { DB, RoomsTable } from '../../db/schema';
import { nairaFromKobo } from '../core/money';

export interface HotelView {
  id: number;
  name: string;
  kind: 'hotel' | 'apartment';
  city: string;
  address: string;
  /** address and city in one line, as the purchase result's `hotel.location` */
  location: string;
  description: string;
  star_rating: number | null;
  images: Array<{ image: string }>;
  business: {
    id: string;
    name: string;
    photo: string | null;
    slug: string | null;
    type: 'hospitality';
  };
  /** cheapest room type's price per night, Naira */
  price_from: number | null;
}

export type RoomRow = Selectable<RoomsTable>;

function hotelsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('hotels')
    .innerJoin('businesses', 'businesses.id', 'hotels.business_id')
    .select([
      'hotels.id',
      'hotels.name',
      'hotels.kind',
      'hotels.city',
      'hotels.address',
      'hotels.description',
      'hotels.star_rating',
      'hotels.images',
      'businesses.id as business_id',
      'businesses.name as business_name',
      'businesses.photo as business_photo',
      'businesses.slug as business_slug',
    ])
    .select((eb) =>
      eb
        .selectFrom('rooms')
        .whereRef('rooms.hotel_id', '=', 'hotels.id')
        .select((r) => r.fn.min<number>('rooms.price_kobo').as('m'))
        .as('min_price_kobo'),
    );
}

type HotelRow = Awaited<ReturnType<ReturnType<typeof hotelsQuery>['executeTakeFirstOrThrow']>>;

// The hotel, room and availability reads of every request, compiled once (compiled-query.ts);
// only the filtered, paginated id list of listHotels is built per request.
const hotelById = compiled<{ id: number }>()((db, p) =>
  hotelsQuery(db).where('hotels.id', '=', p.id),
);
const hotelsByIds = compiled<{ ids: unknown }>()((db, p, engine) =>
  hotelsQuery(db)
    .where(inList('hotels.id', p.ids, engine))
    .orderBy('hotels.id'),
);
const roomsOfHotelStatement = compiled<{ hotelId: number }>()((db, p) =>
  db
    .selectFrom('rooms')
    .selectAll()
    .where('hotel_id', '=', p.hotelId)
    .orderBy('price_kobo')
    .orderBy('id'),
);
const roomWithHotel = compiled<{ id: number }>()((db, p) =>
  db
    .selectFrom('rooms')
    .innerJoin('hotels', 'hotels.id', 'rooms.hotel_id')
    .select([
      'rooms.id',
      'rooms.hotel_id',
      'rooms.room_name',
      'rooms.price_kobo',
      'rooms.max_occupancy',
      'rooms.total_rooms',
      'hotels.name as hotel_name',
      'hotels.address as hotel_address',
      'hotels.city as hotel_city',
    ])
    .where('rooms.id', '=', p.id),
);

export function hotelLocation(hotel: { address: string; city: string }): string {
  return `${hotel.address}, ${hotel.city}`;
}

function toHotelView(row: HotelRow): HotelView {
  const images = JSON.parse(row.images) as string[];
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    city: row.city,
    address: row.address,
    location: hotelLocation(row),
    description: row.description,
    star_rating: row.star_rating,
    images: images.map((image) => ({ image })),
    business: {
      id: row.business_id,
      name: row.business_name,
      photo: row.business_photo,
      slug: row.business_slug,
      type: 'hospitality',
    },
    price_from: row.min_price_kobo === null ? null : nairaFromKobo(row.min_price_kobo),
  };
}

export interface HotelFilter {
  city?: string | undefined;
  businessId?: string | undefined;
  page: number;
  perPage: number;
}

export async function listHotels(
  db: Kysely<DB>,
  filter: HotelFilter,
): Promise<{ hotels: HotelView[]; count: number }> {
  let query = db.selectFrom('hotels');
  if (filter.city)
    query = query.where((eb) =>
      eb(eb.fn<string>('lower', ['hotels.city']), '=', filter.city!.trim().toLowerCase()),
    );
  if (filter.businessId) query = query.where('hotels.business_id', '=', filter.businessId);
  const [total, page] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .select('hotels.id')
      .orderBy('hotels.id')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
  ]);
  const ids = page.map((h) => h.id);
  const rows = ids.length === 0 ? [] : await hotelsByIds.rows(db, { ids: listValue(db, ids) });
  return { hotels: rows.map(toHotelView), count: Number(total.count) };
}

export async function findHotel(db: Kysely<DB>, hotelId: number): Promise<HotelView | undefined> {
  const row = await hotelById.first(db, { id: hotelId });
  return row && toHotelView(row);
}

export async function roomsOfHotel(db: Kysely<DB>, hotelId: number): Promise<RoomRow[]> {
  return roomsOfHotelStatement.rows(db, { hotelId });
}

/** A room type with what holds and purchases need of its hotel. */
export async function findRoomWithHotel(db: Kysely<DB>, roomId: number) {
  return roomWithHotel.first(db, { id: roomId });
}

export type RoomWithHotel = NonNullable<Awaited<ReturnType<typeof findRoomWithHotel>>>;
