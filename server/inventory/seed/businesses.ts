// Inserts the demo businesses of one kind, each with its generated photo.
import type { Kysely } from 'kysely';
import type { BusinessType, DB } from '../db/schema';
import { mediaUrl } from '../domain/media/media-url';

export interface SeedBusiness {
  id: string;
  name: string;
  slug: string;
  /** cinema operators only */
  cinema?: boolean;
  created_at: number;
}

export async function insertBusinesses(
  db: Kysely<DB>,
  type: BusinessType,
  publicUrl: string,
  businesses: SeedBusiness[],
): Promise<void> {
  await db
    .insertInto('businesses')
    .values(
      businesses.map((b) => ({
        id: b.id,
        name: b.name,
        slug: b.slug,
        photo: mediaUrl(publicUrl, 'business', b.id),
        type,
        cinema: b.cinema ? 1 : 0,
        created_at: b.created_at,
      })),
    )
    .execute();
}
