// Cache tags and lifetimes of catalogue reads, in one place so that revalidation names match the reads.
import 'server-only';

export const CACHE_TAGS = {
  catalogue: 'ticketing:catalogue',
  event: (id: string) => `ticketing:event:${id}`,
  film: (id: string) => `ticketing:film:${id}`,
} as const;

/** Titles, dates and descriptions change rarely; five minutes keeps the service's load flat. */
export const CATALOGUE_REVALIDATE_SECONDS = 300;
