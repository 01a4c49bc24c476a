// Search, category, sort and featured filters of /events, as a GET form so every state is a URL.
import type { EventCategory } from '@/lib/catalogue/types';
import { EVENT_SORTS, SORT_LABELS, type EventQuery } from '@/lib/catalogue/event-query';
import { BUTTON, FIELD } from '@/components/ui/styles';

const field = `w-full ${FIELD}`;

export function EventFilters({ query, categories }: { query: EventQuery; categories: EventCategory[] }) {
  return (
    <form action="/events" method="get" role="search" aria-label="Filter events" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <div className="lg:col-span-2">
        <label htmlFor="filter-q" className="block text-sm font-medium">
          Search
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={query.search} className={field} />
      </div>
      <div>
        <label htmlFor="filter-category" className="block text-sm font-medium">
          Category
        </label>
        <select id="filter-category" name="category" defaultValue={query.category} className={field}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-sort" className="block text-sm font-medium">
          Sort by
        </label>
        <select id="filter-sort" name="sort" defaultValue={query.sort} className={field}>
          {EVENT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="featured" value="1" defaultChecked={query.featured} className="size-4" />
          Featured only
        </label>
        <button type="submit" className={`px-4 py-2 ${BUTTON.primary}`}>
          Apply
        </button>
      </div>
    </form>
  );
}
