// Tests of the home page's two event lists.
import { describe, expect, it } from 'vitest';
import { homeLists } from './home-lists';

const events = (...ids: string[]) => ids.map((id) => ({ id }));

describe('homeLists', () => {
  it('shows three featured events and six others coming up, none of them twice', () => {
    const lists = homeLists(
      events('f1', 'f2', 'f3', 'f4'),
      events('a', 'f1', 'b', 'f2', 'c', 'f4', 'd', 'e', 'f3', 'g', 'h'),
    );
    expect(lists.featured.map((e) => e.id)).toEqual(['f1', 'f2', 'f3']);
    // f4 is featured but not among the three shown, so it may come up below.
    expect(lists.upcoming.map((e) => e.id)).toEqual(['a', 'b', 'c', 'f4', 'd', 'e']);
  });

  it('shows every upcoming event when there are no featured ones', () => {
    expect(homeLists([], events('a', 'b')).upcoming.map((e) => e.id)).toEqual(['a', 'b']);
  });
});
