// Which "not found" words a missing address gets: an order link, an event, a film, a trip, a hotel, or any page.
export type MissingPageKind = 'order' | 'event' | 'film' | 'trip' | 'hotel' | 'page';

/** The header that names, to the site-wide 404 page, the address that led nowhere (set by the storefront's own process). */
export const MISSING_PAGE_FOR_HEADER = 'x-missing-page-for';

const BY_PREFIX: readonly [string, MissingPageKind][] = [
  ['/orders/', 'order'],
  ['/events/', 'event'],
  ['/embed/events/', 'event'],
  ['/cinema/', 'film'],
  ['/bus/', 'trip'],
  ['/hotels/', 'hotel'],
];

export function missingPageKind(path: string | null | undefined): MissingPageKind {
  if (!path) return 'page';
  return BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'page';
}
