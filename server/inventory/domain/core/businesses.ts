// Businesses of every kind: the paginated list with its type and cinema filters, in the spec's shape,
// and the check of a listing's `business_id` filter.
import type { Kysely } from 'kysely';
import type { BusinessType, DB } from '../../db/schema';
import { ApiError } from './errors';

export const BUSINESSES_PER_PAGE = 20;

export interface BusinessFilter {
  type?: BusinessType;
  /** only with type `entertainment`: cinema operators (true) or not (false) */
  cinema?: boolean;
  page: number;
}

export interface BusinessView {
  id: string;
  name: string;
  photo: string | null;
  slug: string | null;
  type: BusinessType;
  /** present only for businesses of type `entertainment` */
  cinema?: boolean;
}

export interface BusinessPage {
  businesses: BusinessView[];
  total: number;
  nextPage: number | null;
}

export async function listBusinesses(
  db: Kysely<DB>,
  filter: BusinessFilter,
): Promise<BusinessPage> {
  let query = db.selectFrom('businesses');
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.cinema !== undefined) query = query.where('cinema', '=', filter.cinema ? 1 : 0);
  const offset = (filter.page - 1) * BUSINESSES_PER_PAGE;
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select(['id', 'name', 'photo', 'slug', 'type', 'cinema'])
      .orderBy('name')
      .orderBy('id')
      .limit(BUSINESSES_PER_PAGE)
      .offset(offset)
      .execute(),
  ]);
  const total = Number(counted.n);
  return {
    businesses: rows.map((row) => ({
      id: row.id,
      name: row.name,
      photo: row.photo,
      slug: row.slug,
      type: row.type,
      ...(row.type === 'entertainment' ? { cinema: row.cinema === 1 } : {}),
    })),
    total,
    nextPage: offset + rows.length < total ? filter.page + 1 : null,
  };
}

/** The listings' `business_id` filter: 404 unless `businessId` is a business of that type. */
export async function assertBusinessOfType(
  db: Kysely<DB>,
  businessId: string | undefined,
  type: BusinessType,
): Promise<void> {
  if (!businessId) return;
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where('id', '=', businessId)
    .where('type', '=', type)
    .executeTakeFirst();
  if (!row)
    throw new ApiError(
      404,
      `${type === 'transport' ? 'Transport' : 'Hospitality'} business not found.`,
      { errors: { business_id: [`No ${type} business has this id.`] } },
    );
}
