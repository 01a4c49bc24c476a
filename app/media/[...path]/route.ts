// The service's pictures, served by the storefront: checked to be images of a sane size, and sent with long cache headers.
import { isMediaPath, isVariant } from '@/server/images/picture-url';
import { readPicture } from '@/server/images/read-picture';

const refused = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const variant = new URL(request.url).searchParams.get('v');
  if (!isMediaPath(path) || (variant !== null && !isVariant(variant)))
    return refused(404, 'Not found');
  const picture = await readPicture(path.join('/'), variant);
  if (!picture.ok)
    return refused(picture.status, picture.status === 404 ? 'Not found' : 'Picture unavailable');
  return new Response(picture.body, {
    headers: {
      'Content-Type': picture.type,
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own runs nothing and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
