// Previous and next page links that keep the other filters of the URL.
import Link from 'next/link';
import { eventsHref, type EventQuery } from '@/lib/catalogue/event-query';
import { BUTTON } from '@/components/ui/styles';

const link = `px-4 py-2 ${BUTTON.secondary}`;

export function Pagination({ query, totalPages }: { query: EventQuery; totalPages: number }) {
  if (totalPages <= 1) return null;
  const { page } = query;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={eventsHref({ ...query, page: page - 1 })} className={link} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={eventsHref({ ...query, page: page + 1 })} className={link} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
