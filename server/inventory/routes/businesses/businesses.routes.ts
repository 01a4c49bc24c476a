// Route of the business list: type and cinema filters, 20 per page.
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { pageQuery } from '../../http/params';

export const BusinessListQuery = z.object({
  business_type: z
    .enum(['entertainment', 'bus', 'hospitality', 'transport'], {
      error: 'business_type must be one of entertainment, bus, hospitality.',
    })
    .optional()
    .openapi({
      description:
        '`bus` returns businesses of type `transport` (`transport` is accepted too, as an extension)',
    }),
  cinema: z
    .enum(['true', 'false'], { error: 'The cinema filter must be true or false.' })
    .optional()
    .openapi({
      description: 'only together with business_type=entertainment (otherwise 422 keyed `cinema`)',
    }),
  page: pageQuery,
});

const Business = z
  .object({
    id: z.uuid(),
    name: z.string(),
    photo: z.string().nullable(),
    slug: z.string().nullable(),
    type: z.enum(['entertainment', 'transport', 'hospitality']),
    cinema: z
      .boolean()
      .optional()
      .openapi({ description: 'present only when type is entertainment' }),
  })
  .openapi('Business');

const BusinessList = z.object({
  business: z.array(Business),
  next_page: z.number().int().nullable().openapi({ description: 'null on the last page' }),
  count: z.number().int().openapi({ description: 'number of businesses returned on this page' }),
  per_page: z.number().int(),
  total: z.number().int().openapi({ description: 'total matching', 'x-extension': true }),
});

export const listBusinessesRoute = createRoute({
  operationId: 'listBusinesses',
  method: 'get',
  path: '/api/v1/svc/business',
  tags: ['Catalogue'],
  security: [{ ApiKey: [] }],
  summary: 'List businesses',
  request: { query: BusinessListQuery },
  responses: {
    200: jsonContent(successEnvelope(BusinessList), 'One page of businesses, by name'),
    ...errorResponses({
      401: 'Missing or unknown API key',
      422: 'A bad query value, or cinema without business_type=entertainment; errors keyed by the parameter',
    }),
  },
});
