// The order of the hotel results: a GET form carrying the search along, so each order is a URL and works
// without JavaScript.
import { BUTTON, FIELD } from '@/components/ui/styles';
import { HOTEL_SORTS, HOTEL_SORT_LABELS, type HotelSort } from '@/lib/hotels/sort';
import type { StayInput } from '@/lib/hotels/stay';

export function HotelSortForm({
  city,
  input,
  sort,
}: {
  city: string;
  input: StayInput;
  sort: HotelSort;
}) {
  return (
    <form
      action="/hotels"
      method="get"
      aria-label="Sort hotels"
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="city" value={city} />
      {Object.entries(input).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="hotel-sort" className="block text-sm font-medium">
          Sort by
        </label>
        <select id="hotel-sort" name="sort" defaultValue={sort} className={`mt-1 ${FIELD}`}>
          {HOTEL_SORTS.map((value) => (
            <option key={value} value={value}>
              {HOTEL_SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`px-4 py-2 ${BUTTON.secondary}`}>
        Sort
      </button>
    </form>
  );
}
