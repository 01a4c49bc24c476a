// The page fields of the bus and hotel listings: `next_page`, `count` (total matching) and `per_page`.
import { z } from '@hono/zod-openapi';

export const PER_PAGE = 20;

/** `next_page`, `count` and `per_page` of a listing page. */
export function pageFields(page: number, count: number) {
  return { next_page: page * PER_PAGE < count ? page + 1 : null, count, per_page: PER_PAGE };
}

/** The reply shape of `pageFields`, beside a listing's array. */
export const PageFieldsShape = {
  next_page: z.number().int().nullable().openapi({ description: 'null on the last page' }),
  count: z.number().int().openapi({ description: 'total matching' }),
  per_page: z.number().int(),
};
