// Each kind's pages: its listing is kept by the page cache, and what the cache keeps of a kind lies under its listing.
import { describe, expect, it } from 'vitest';
import { SELLABLE_KINDS } from './kinds';
import { KIND_PAGES } from './pages';

describe('KIND_PAGES', () => {
  it.each(SELLABLE_KINDS)('keeps the %s listing in the page cache', (kind) => {
    const { href, cachedPaths } = KIND_PAGES[kind];
    expect(cachedPaths.some((path) => path.test(href))).toBe(true);
  });

  it.each(SELLABLE_KINDS)('keeps no %s page outside its listing', (kind) => {
    const { href, cachedPaths } = KIND_PAGES[kind];
    for (const other of SELLABLE_KINDS.filter((k) => k !== kind)) {
      expect(cachedPaths.some((path) => path.test(KIND_PAGES[other].href))).toBe(false);
    }
    for (const path of cachedPaths)
      expect(path.source.startsWith(`^${href.replace('/', '\\/')}`)).toBe(true);
  });

  it('gives every kind its own listing and label', () => {
    const pages = SELLABLE_KINDS.map((kind) => KIND_PAGES[kind]);
    expect(new Set(pages.map((page) => page.href)).size).toBe(SELLABLE_KINDS.length);
    expect(new Set(pages.map((page) => page.label)).size).toBe(SELLABLE_KINDS.length);
  });
});
