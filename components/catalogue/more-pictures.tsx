// The pictures after the cover, as a row of thumbnails; nothing when none can be shown.
import { pictureUrl } from '@/server/images/picture-url';
import { MediaImage } from './event-image';

/** `images` are the service's picture addresses; each thumbnail is keyed by its /media address instead. */
export function MorePictures({ images }: { images: string[] }) {
  // A key travels to the browser with the page's data, so it is never the service's own address.
  const urls = [...new Set(images.map((src) => pictureUrl(src)).filter((url) => url !== null))];
  if (urls.length === 0) return null;
  return (
    <ul aria-label="More pictures" className="grid grid-cols-3 gap-2">
      {urls.map((url) => (
        <li key={url} className="overflow-hidden rounded-lg">
          <MediaImage url={url} alt="" />
        </li>
      ))}
    </ul>
  );
}
