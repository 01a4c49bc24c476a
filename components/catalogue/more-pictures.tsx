// The pictures after the cover, as a row of thumbnails; nothing when there are none.
import { EventImage } from './event-image';

export function MorePictures({ images }: { images: string[] }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label="More pictures" className="grid grid-cols-3 gap-2">
      {images.map((src) => (
        <li key={src} className="overflow-hidden rounded-lg">
          <EventImage src={src} alt="" />
        </li>
      ))}
    </ul>
  );
}
