// Handler of the business list.
import type { RouteHandler } from '@hono/zod-openapi';
import { BUSINESSES_PER_PAGE, listBusinesses } from '../../domain/core/businesses';
import type { BusinessType } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../domain/core/errors';
import type { listBusinessesRoute } from './businesses.routes';

const TYPES: Record<string, BusinessType> = {
  entertainment: 'entertainment',
  bus: 'transport',
  transport: 'transport',
  hospitality: 'hospitality',
};

export const listBusinessesHandler: RouteHandler<typeof listBusinessesRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const type = query.business_type ? TYPES[query.business_type] : undefined;
  if (query.cinema !== undefined && type !== 'entertainment') {
    throw new ApiError(422, 'The given data was invalid.', {
      errors: { cinema: ['The cinema filter is only valid with business_type=entertainment.'] },
    });
  }
  const page = await listBusinesses(c.var.deps.database.db, {
    type,
    cinema: query.cinema === undefined ? undefined : query.cinema === 'true',
    page: query.page,
  });
  return c.json(
    {
      success: true as const,
      status: 200,
      message: 'Businesses retrieved successfully.',
      data: {
        business: page.businesses,
        next_page: page.nextPage,
        count: page.businesses.length,
        per_page: BUSINESSES_PER_PAGE,
        total: page.total,
      },
    },
    200,
  );
};
