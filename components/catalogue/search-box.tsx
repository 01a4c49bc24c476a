// A plain GET form to /events: works without JavaScript and leaves the search in the URL.
export function SearchBox({ defaultValue = '', id = 'search' }: { defaultValue?: string; id?: string }) {
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
        className="min-w-0 flex-1 rounded-lg border border-black/20 bg-surface px-3 py-2"
      />
      <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Search
      </button>
    </form>
  );
}
