// What a generated image shows: the title and captions of the catalogue item it illustrates.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { slugify } from '../core/slug';
import type { MediaKind } from './media-url';

export interface PosterText {
  title: string;
  /** a smaller line under the title (category, city…) */
  subtitle?: string;
  /** a label in the top corner (organiser, hotel…) */
  label?: string;
}

const integerId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

export async function posterText(
  db: Kysely<DB>,
  kind: MediaKind,
  id: string,
): Promise<PosterText | undefined> {
  switch (kind) {
    case 'experience': {
      const row = await db
        .selectFrom('experiences as e')
        .innerJoin('categories as c', 'c.id', 'e.category_id')
        .innerJoin('businesses as b', 'b.id', 'e.business_id')
        .select(['e.title', 'e.city', 'c.name as category', 'b.name as business'])
        .where('e.id', '=', id)
        .executeTakeFirst();
      return (
        row && { title: row.title, subtitle: `${row.category} · ${row.city}`, label: row.business }
      );
    }
    case 'business': {
      const row = await db
        .selectFrom('businesses')
        .select(['name', 'type', 'cinema'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { title: row.name, label: row.cinema === 1 ? 'cinema' : row.type };
    }
    case 'hotel': {
      // By id, or by the slug of the hotel's name (what the hotel seed links to).
      const hotelId = integerId(id);
      const rows = await db
        .selectFrom('hotels')
        .select(['id', 'name', 'city', 'kind'])
        .$if(hotelId !== null, (q) => q.where('id', '=', hotelId!))
        .execute();
      const row = rows.find((h) => (hotelId !== null ? h.id === hotelId : slugify(h.name) === id));
      return row && { title: row.name, subtitle: row.city, label: row.kind };
    }
    case 'room': {
      const roomId = integerId(id);
      if (roomId === null) return undefined;
      const row = await db
        .selectFrom('rooms as r')
        .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
        .select(['r.room_name', 'h.name as hotel', 'h.city'])
        .where('r.id', '=', roomId)
        .executeTakeFirst();
      return row && { title: row.room_name, subtitle: `${row.hotel} · ${row.city}`, label: 'room' };
    }
  }
}
