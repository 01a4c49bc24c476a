// Each kind's pages in the storefront: its name, its listing and the header's link to it, and the pages the page
// cache may keep. Typed by kind, so a new kind is not complete until it says all of them.
import type { SellableKind } from './kinds';

export interface KindPages {
  /** One item's kind in a word, as the box office tags a search result: `Hotel`. */
  label: string;
  /** The listing every page of the kind starts from: `/hotels`. */
  href: string;
  /** The header's link text to the listing: `Hotels`. */
  navLabel: string;
  /** The kind's pages that are the same for every visitor without a session (the page cache keeps those). */
  cachedPaths: readonly RegExp[];
}

export const KIND_PAGES: Record<SellableKind, KindPages> = {
  event: {
    label: 'Event',
    href: '/events',
    navLabel: 'All events',
    cachedPaths: [/^\/events$/, /^\/events\/[0-9a-f-]{36}$/i],
  },
  cinema: {
    label: 'Cinema',
    href: '/cinema',
    navLabel: 'Cinema',
    cachedPaths: [/^\/cinema$/, /^\/cinema\/[\w-]{1,64}$/],
  },
  bus: {
    label: 'Bus',
    href: '/bus',
    navLabel: 'Bus',
    cachedPaths: [/^\/bus$/, /^\/bus\/[\w-]{1,64}\/[\w-]{1,64}$/],
  },
  hotel: {
    label: 'Hotel',
    href: '/hotels',
    navLabel: 'Hotels',
    cachedPaths: [/^\/hotels$/, /^\/hotels\/[\w-]{1,64}$/],
  },
};
