// Search, category, city, dates, sort and featured filters of /events, as a GET form so every state is a URL
// and the filters work without JavaScript.
import type { EventCategory } from '@/lib/catalogue/types';
import {
  EVENT_SORTS,
  EVENT_WHENS,
  SORT_LABELS,
  WHEN_LABELS,
  type EventQuery,
} from '@/lib/catalogue/event-query';
import { BUTTON, FIELD } from '@/components/ui/styles';

const field = `w-full ${FIELD}`;

interface Props {
  query: EventQuery;
  categories: EventCategory[];
  cities: string[];
}

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function EventFilters({ query, categories, cities }: Props) {
  // A city the URL names but no listed event has yet stays chosen, so the form says what the list shows.
  const cityOptions = query.city && !cities.includes(query.city) ? [...cities, query.city] : cities;
  return (
    <form
      action="/events"
      method="get"
      role="search"
      aria-label="Filter events"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <div className="lg:col-span-2">
        <label htmlFor="filter-q" className="block text-sm font-medium">
          Search
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={query.search} className={field} />
      </div>
      <Select
        id="filter-category"
        name="category"
        label="Category"
        value={query.category}
        options={[
          { value: '', label: 'All categories' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <Select
        id="filter-city"
        name="city"
        label="City"
        value={query.city}
        options={[
          { value: '', label: 'All cities' },
          ...cityOptions.map((city) => ({ value: city, label: city })),
        ]}
      />
      <Select
        id="filter-when"
        name="when"
        label="When"
        value={query.when}
        options={EVENT_WHENS.map((when) => ({ value: when, label: WHEN_LABELS[when] }))}
      />
      <div>
        <label htmlFor="filter-from" className="block text-sm font-medium">
          From <span className="font-normal text-ink-muted">(chosen dates)</span>
        </label>
        <input
          id="filter-from"
          name="from"
          type="date"
          defaultValue={query.from}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-medium">
          To <span className="font-normal text-ink-muted">(chosen dates)</span>
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={query.to} className={field} />
      </div>
      {/* Sort last before Featured: the URL reads like the form, filters first. */}
      <Select
        id="filter-sort"
        name="sort"
        label="Sort by"
        value={query.sort}
        options={EVENT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
      <div className="flex items-center justify-between gap-3 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="featured"
            value="1"
            defaultChecked={query.featured}
            className="size-4"
          />
          Featured only
        </label>
        <button type="submit" className={`px-4 py-2 ${BUTTON.primary}`}>
          Apply
        </button>
      </div>
    </form>
  );
}
