// A hotel's kind and star rating, read out as words rather than as a row of symbols.
import type { HotelSummary } from '@/lib/hotels/types';

export function HotelKindLine({ hotel }: { hotel: Pick<HotelSummary, 'kind' | 'stars'> }) {
  const kind = hotel.kind === 'apartment' ? 'Apartment' : 'Hotel';
  if (hotel.stars === null || hotel.stars < 1)
    return <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{kind}</p>;
  const stars = Math.min(5, Math.round(hotel.stars));
  return (
    <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-600">
      <span>{kind}</span>
      <span
        role="img"
        aria-label={`${stars} star${stars === 1 ? '' : 's'}`}
        className="tracking-normal text-warning"
      >
        {'★'.repeat(stars)}
      </span>
    </p>
  );
}
