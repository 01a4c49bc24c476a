// A plain GET form to /events: works without JavaScript and leaves the search in the URL.
import { BUTTON, FIELD } from '@/components/ui/styles';

export function SearchBox({
  defaultValue = '',
  id = 'search',
}: {
  defaultValue?: string;
  id?: string;
}) {
  return (
    <form action="/events" method="get" role="search" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search events
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search events"
        className={`min-w-0 flex-1 ${FIELD}`}
      />
      <button type="submit" className={`px-4 py-2 ${BUTTON.primary}`}>
        Search
      </button>
    </form>
  );
}
