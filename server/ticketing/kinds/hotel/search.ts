// The box office's search of hotels and apartments: those whose name, city or address matches, linked without dates.
import 'server-only';
import { matchesWords, pickHref } from '@/lib/box-office/search-query';
import { formatNaira } from '@/lib/format/money';
import type { SearchHit } from '../kind';
import { allHotels } from './reads';

export async function hotelHits(words: readonly string[]): Promise<SearchHit[]> {
  const hotels = (await allHotels()).filter((hotel) =>
    matchesWords(words, hotel.name, hotel.city, hotel.location),
  );
  return hotels.map((hotel) => ({
    key: `hotel-${hotel.id}`,
    kind: 'hotel' as const,
    title: hotel.name,
    detail: [
      hotel.location,
      hotel.priceFrom !== null ? `from ${formatNaira(hotel.priceFrom)} a night` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    href: pickHref({ kind: 'hotel', hotelId: hotel.id }),
  }));
}
