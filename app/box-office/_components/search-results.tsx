// What the search found, one large link per item, grouped by kind; each link picks the item on the sale screen.
import Link from 'next/link';
import { KIND_PAGES } from '@/lib/sellables/pages';
import type { SearchResults as Results } from '@/server/box-office/sale/search';

/** A large link that picks an item on the sale screen, from the results or today's tiles. */
export const PICK_LINK =
  'flex flex-col rounded-lg border-2 border-black/20 bg-surface px-4 py-2 hover:border-brand-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function SearchResults({ results, query }: { results: Results; query: string }) {
  return (
    <section aria-labelledby="results-heading" className="space-y-3">
      <h2 id="results-heading" className="text-xl font-semibold">
        {results.hits.length === 0 ? `Nothing found for “${query}”` : `Found for “${query}”`}
      </h2>
      {results.failed.length > 0 && (
        <p role="status" className="text-danger">
          Could not search{' '}
          {results.failed.map((kind) => KIND_PAGES[kind].label.toLowerCase()).join(', ')} just now;
          try again in a moment.
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {results.hits.map((hit) => (
          <li key={hit.key}>
            <Link href={hit.href} className={`min-h-16 justify-center ${PICK_LINK}`}>
              <span className="text-lg font-semibold">
                <span className="mr-2 rounded bg-black/10 px-1.5 text-xs uppercase tracking-wide">
                  {KIND_PAGES[hit.kind].label}
                </span>
                {hit.title}
              </span>
              <span className="text-ink-muted">{hit.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
