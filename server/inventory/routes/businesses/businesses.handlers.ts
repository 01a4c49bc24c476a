// Handler of the business list.
import { BUSINESSES_PER_PAGE, listBusinesses } from '../../domain/core/businesses';
import type { BusinessType } from '../../db/schema';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/reply';
import { ApiError } from '../../domain/core/errors';
import type { listBusinessesRoute } from './businesses.routes';

const TYPES: Record<string, BusinessType> = {
  entertainment: 'entertainment',
  bus: 'transport',
  transport: 'transport',
  hospitality: 'hospitality',
};

export const listBusinessesHandler: AppRouteHandler<typeof listBusinessesRoute> = async (c) => {
  const query = c.req.valid('query');
  const type = query.business_type ? TYPES[query.business_type] : undefined;
  if (query.cinema !== undefined && type !== 'entertainment') {
    throw new ApiError(422, 'The given data was invalid.', {
      errors: { cinema: ['The cinema filter is only valid with business_type=entertainment.'] },
    });
  }
  const page = await listBusinesses(c.get('deps').database.db, {
    type,
    cinema: query.cinema === undefined ? undefined : query.cinema === 'true',
    page: query.page,
  });
  return ok(c, 'Businesses retrieved successfully.', {
    business: page.businesses,
    next_page: page.nextPage,
    count: page.businesses.length,
    per_page: BUSINESSES_PER_PAGE,
    total: page.total,
  });
};
