// Handler of the generated demo images, with a strong ETag and a day of caching.
import { createHash } from 'node:crypto';
import type { AppRouteHandler } from '../../http/context';
import { ApiError } from '../../domain/core/errors';
import { posterText } from '../../domain/media/poster-text';
import type { MediaKind } from '../../domain/media/media-url';
import type { mediaRoute } from './media.routes';
import { renderPoster } from './svg-poster';

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export const mediaHandler: AppRouteHandler<typeof mediaRoute> = async (c) => {
  const { kind, file } = c.req.valid('param');
  const variant = c.req.valid('query').v ?? '1';
  const id = file.slice(0, -'.svg'.length);
  const text = await posterText(c.get('deps').database.db, kind as MediaKind, id);
  if (!text) throw new ApiError(404, 'Image not found.');
  const svg = renderPoster(text, `${kind}:${id}:${variant}`);
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const headers = {
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened directly must not run anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
};
