// Route of the generated demo images: public (no key), cacheable.
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../http/envelope-schemas';
import { MEDIA_KINDS } from '../../domain/media/media-url';

export const mediaRoute = createRoute({
  operationId: 'getMediaImage',
  method: 'get',
  path: '/media/{kind}/{file}',
  tags: ['Media'],
  'x-extension': true,
  summary: 'Generated demo image (SVG) of a catalogue item',
  description:
    'The demo catalogue links its images here: a poster with the item title on a colour gradient. `?v=2` gives a second picture of the same item. Public, cached for a day.',
  request: {
    params: z.object({
      kind: z
        .enum(MEDIA_KINDS as [string, ...string[]], { error: 'Unknown kind of image.' })
        .openapi({ param: { name: 'kind', in: 'path' } }),
      file: z
        .string()
        .regex(/^[A-Za-z0-9-]{1,64}\.svg$/, { error: 'The file must be <id>.svg.' })
        .openapi({
          param: { name: 'file', in: 'path' },
          example: '7f1c2e5a-3b4d-5e6f-8a9b-0c1d2e3f4a5b.svg',
        }),
    }),
    query: z.object({
      v: z
        .string()
        .regex(/^\d{1,2}$/)
        .optional()
        .openapi({ description: 'picture number' }),
    }),
  },
  responses: {
    200: { description: 'The image', content: { 'image/svg+xml': { schema: z.string() } } },
    304: { description: 'Not modified (ETag)' },
    ...errorResponses({ 404: 'Unknown item', 422: 'Bad kind or file name' }),
  },
});
