// Whether two selections name the same thing (a page shows "you have this held" or refills its draft).
import type { Selection } from './kinds';

export function sameSelection(a: Selection | undefined, b: Selection): boolean {
  if (!a || a.kind !== b.kind) return false;
  const entries = (s: Selection) =>
    JSON.stringify(
      Object.entries(s)
        .filter(([, v]) => v !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return entries(a) === entries(b);
}
