// One hotel in the search results: picture, kind and stars, address, and what the stay searched for costs.
import Link from 'next/link';
import { EventImage } from '@/components/catalogue/event-image';
import { plural, stayTotal } from '@/lib/hotels/price';
import type { Stay } from '@/lib/hotels/stay';
import { stayQuery } from '@/lib/hotels/stay';
import type { HotelOffer } from '@/lib/hotels/types';
import { formatNaira } from '@/lib/format/money';
import { HotelKindLine } from './star-rating';

function Price({ offer, stay }: { offer: HotelOffer; stay: Stay }) {
  if (offer.freeForStay === null) {
    return offer.hotel.priceFrom !== null ? (
      <p className="text-sm">From {formatNaira(offer.hotel.priceFrom)} a night</p>
    ) : null;
  }
  if (offer.cheapestFree === null) {
    return (
      <p className="text-sm font-semibold text-danger">
        Nothing free for your whole stay for {plural(stay.guests, 'guest')} in{' '}
        {plural(stay.rooms, 'room')}
      </p>
    );
  }
  return (
    <div className="text-sm">
      <p>
        From <strong className="text-base">{formatNaira(offer.cheapestFree)}</strong> a night
      </p>
      <p className="text-ink-muted">
        {formatNaira(stayTotal(offer.cheapestFree, offer.nights, stay.rooms))} for{' '}
        {plural(offer.nights, 'night')}, {plural(stay.rooms, 'room')}
      </p>
      <p className="font-semibold text-success">Rooms free for your whole stay</p>
    </div>
  );
}

/** `priority`: the page's lead picture, loaded first (see EventImage). */
export function HotelCard({
  offer,
  stay,
  priority = false,
}: {
  offer: HotelOffer;
  stay: Stay;
  priority?: boolean;
}) {
  const { hotel } = offer;
  return (
    <article className="group relative grid overflow-hidden rounded-card border border-black/10 bg-surface shadow-sm sm:grid-cols-[16rem_1fr]">
      <EventImage src={hotel.images[0] ?? null} alt="" priority={priority} />
      <div className="space-y-2 p-4">
        <HotelKindLine hotel={hotel} />
        <h2 className="text-lg font-semibold leading-snug">
          <Link
            href={`/hotels/${hotel.id}?${stayQuery(stay)}`}
            className="after:absolute after:inset-0 group-hover:underline"
          >
            {hotel.name}
          </Link>
        </h2>
        <p className="text-sm text-ink-muted">{hotel.location}</p>
        <Price offer={offer} stay={stay} />
      </div>
    </article>
  );
}
