// /hotels: city, dates, guests and rooms, all read from the URL and rendered on the server; then the city's
// hotels and apartments with the cheapest room free for the whole stay.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ServiceDown } from '@/components/ui/service-down';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { plural } from '@/lib/hotels/price';
import { readHotelSort, sortOffers, type HotelSort } from '@/lib/hotels/sort';
import { readStay, stayQuery, type Stay, type StayInput } from '@/lib/hotels/stay';
import { listHotelCities, searchHotels } from '@/server/ticketing/kinds/hotel/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { HotelCard } from './_components/hotel-card';
import { HotelSortForm } from './_components/hotel-sort';
import { StaySearchForm } from './_components/stay-search-form';

export const metadata: Metadata = { title: 'Hotels and apartments' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

async function Results({
  city,
  stay,
  input,
  sort,
}: {
  city: string;
  stay: Stay;
  input: StayInput;
  sort: HotelSort;
}) {
  const read = await readOrDown(searchHotels(city, stay));
  if (!read.ok) return <ServiceDown what="hotels" />;
  const offers = read.value;
  if (offers.length === 0) {
    return (
      <section className="rounded-card border border-black/10 bg-surface p-6">
        <h2 className="text-lg font-semibold">No hotels in {city}</h2>
        <p className="mt-1 text-ink-muted">Choose another city.</p>
      </section>
    );
  }
  const ordered = sortOffers(offers, sort);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p role="status" className="text-sm text-ink-muted">
          {plural(offers.length, 'place')} to stay in {city}, {formatCalendarDate(stay.checkin)} to{' '}
          {formatCalendarDate(stay.checkout)}
        </p>
        <HotelSortForm city={city} input={input} sort={sort} />
      </div>
      <ul aria-label={`Hotels and apartments in ${city}`} className="space-y-4">
        {ordered.map((offer, index) => (
          <li key={offer.hotel.id} className="render-when-near-96">
            <HotelCard offer={offer} stay={stay} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default async function HotelsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const city = firstOf(params.city);
  const stay = readStay(params);
  const cities = await readOrDown(listHotelCities());
  const known = cities.ok ? cities.value : [];
  // The city as the service spells it, whatever the URL's case.
  const cityName = known.find((name) => name.toLowerCase() === city.toLowerCase()) ?? city;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">
        {cityName ? `Hotels and apartments in ${cityName}` : 'Hotels and apartments'}
      </h1>
      <StaySearchForm
        key={JSON.stringify([cityName, stay.input])}
        action="/hotels"
        input={stay.input}
        errors={stay.ok ? {} : stay.errors}
        cities={{
          options: cityName && !known.includes(cityName) ? [...known, cityName] : known,
          value: cityName,
        }}
        submitLabel="Search"
      />
      {!cities.ok && !cityName ? (
        <ServiceDown what="hotels" />
      ) : !cityName ? (
        <section aria-labelledby="cities-heading" className="space-y-3">
          <h2 id="cities-heading" className="text-xl font-semibold">
            Cities
          </h2>
          <ul className="flex flex-wrap gap-3">
            {known.map((name) => (
              <li key={name}>
                <Link
                  href={`/hotels?${stayQuery(stay.input, { city: name })}`}
                  className={`inline-block rounded-lg border border-black/20 bg-surface px-4 py-2 ${TEXT_LINK}`}
                >
                  Hotels in {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : !stay.ok ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
          Check the dates, guests and rooms above to see prices.
        </p>
      ) : (
        <Results
          city={cityName}
          stay={stay.stay}
          input={stay.input}
          sort={readHotelSort(params.sort)}
        />
      )}
    </div>
  );
}
