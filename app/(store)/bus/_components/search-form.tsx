// The coach search: From and To (with a one-click swap), date and travellers; a plain GET form, so no script is needed.
import { BUTTON, FIELD } from '@/components/ui/styles';
import { MAX_TRAVELLERS, type BusSearch } from '@/lib/bus/search-query';

interface Props {
  search: BusSearch;
  cities: string[];
  today: string;
  lastDay: string;
}

const LABEL = 'block text-sm font-medium';

function CitySelect({
  name,
  label,
  value,
  cities,
}: {
  name: 'from' | 'to';
  label: string;
  value: string;
  cities: string[];
}) {
  const known = cities.some((c) => c.toLowerCase() === value.toLowerCase());
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={`bus-${name}`} className={LABEL}>
        {label}
      </label>
      <select
        id={`bus-${name}`}
        name={name}
        defaultValue={known ? cities.find((c) => c.toLowerCase() === value.toLowerCase()) : ''}
        className={`mt-1 w-full ${FIELD}`}
      >
        <option value="">Choose a city</option>
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SearchForm({ search, cities, today, lastDay }: Props) {
  return (
    <form
      action="/bus"
      method="get"
      role="search"
      aria-label="Find a coach"
      className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      {/* Enter in any field submits with the form's first submit button: this one, so it searches rather than swaps. */}
      <button type="submit" hidden tabIndex={-1}>
        Search
      </button>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <CitySelect name="from" label="From" value={search.from} cities={cities} />
        {/* Sends the form with the swap flag; the page answers with the cities the other way round. */}
        <button
          type="submit"
          name="swap"
          value="1"
          className={`min-h-11 self-start px-3 py-2 sm:self-auto ${BUTTON.secondary}`}
        >
          <span aria-hidden="true">⇄ </span>Swap From and To
        </button>
        <CitySelect name="to" label="To" value={search.to} cities={cities} />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="bus-date" className={LABEL}>
            Date
          </label>
          <input
            id="bus-date"
            type="date"
            name="date"
            min={today}
            max={lastDay}
            defaultValue={search.date}
            className={`mt-1 w-full ${FIELD}`}
          />
        </div>
        <div className="flex-1">
          <label htmlFor="bus-travellers" className={LABEL}>
            Travellers
          </label>
          <select
            id="bus-travellers"
            name="travellers"
            defaultValue={search.travellers}
            className={`mt-1 w-full ${FIELD}`}
          >
            {Array.from({ length: MAX_TRAVELLERS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`min-h-11 px-6 py-2 ${BUTTON.primary}`}>
          Search
        </button>
      </div>
    </form>
  );
}
