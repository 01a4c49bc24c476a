// An event's picture, through the storefront's /media route, in a fixed frame so the layout does not jump: lazily
// loaded, but for a page's lead picture (`priority`), which is fetched first as the page's largest paint.
import { pictureUrl } from '@/server/images/picture-url';

/** `src` is the service's picture address; pictures of other hosts are not shown (img-src names only the storefront). */
export function EventImage({
  src,
  alt,
  priority = false,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
}) {
  return <MediaImage url={pictureUrl(src)} alt={alt} priority={priority} />;
}

/** A picture already at its /media address (see pictureUrl), or the empty frame when there is none. */
export function MediaImage({
  url,
  alt,
  priority = false,
}: {
  url: string | null;
  alt: string;
  priority?: boolean;
}) {
  if (!url) return <div aria-hidden="true" className="aspect-video w-full bg-brand-50" />;
  return (
    // A plain <img>: the pictures are the service's SVG posters, which Next's optimizer would pass through as they are.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="aspect-video w-full bg-brand-50 object-cover"
    />
  );
}
