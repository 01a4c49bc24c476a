// The box office's today screen: which events are on today (Lagos time), and the tiles of each kind in start order.
import { lagosDay } from '@/lib/format/lagos-day';
import type { SellableKind } from '@/lib/sellables/kinds';

/** One tile: something on today, opening the sale screen with it picked. */
export interface TodayTile {
  key: string;
  kind: SellableKind;
  /** When it starts, as the counter reads it (`7:30 pm`, `Any time`). */
  time: string;
  /** The picked item's own title, as the sale screen heads it. */
  title: string;
  detail: string;
  /** What is left, when known without asking the service more. */
  left?: string;
  href: string;
  /** When it starts, for the order of the tiles; a flexible departure counts as the day's last. */
  startsAt: number;
}

/** An event on today: starting today in Lagos, or started earlier and not yet over; never one that has ended. */
export function isOnToday(startsAt: string | null, endsAt: string | null, now: number): boolean {
  if (!startsAt) return false;
  const start = Date.parse(startsAt);
  const end = endsAt ? Date.parse(endsAt) : null;
  if (Number.isNaN(start) || (end !== null && end < now)) return false;
  return lagosDay(start) === lagosDay(now) || (start <= now && end !== null);
}

/** The tiles soonest first (then by title), at most `cap` of them, and how many more there are. */
export function soonestTiles(
  tiles: readonly TodayTile[],
  cap: number,
): { tiles: TodayTile[]; more: number } {
  const sorted = [...tiles].sort(
    (a, b) => a.startsAt - b.startsAt || a.title.localeCompare(b.title),
  );
  return { tiles: sorted.slice(0, cap), more: Math.max(0, sorted.length - cap) };
}
