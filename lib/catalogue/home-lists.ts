// The home page's event lists: a few featured events, then what is coming up without repeating them.
export const FEATURED_ON_HOME = 3;
export const UPCOMING_ON_HOME = 6;

export function homeLists<E extends { id: string }>(
  featured: readonly E[],
  upcoming: readonly E[],
): { featured: E[]; upcoming: E[] } {
  const shown = featured.slice(0, FEATURED_ON_HOME);
  const shownIds = new Set(shown.map((event) => event.id));
  return {
    featured: shown,
    upcoming: upcoming.filter((event) => !shownIds.has(event.id)).slice(0, UPCOMING_ON_HOME),
  };
}
