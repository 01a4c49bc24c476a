// The box office's landing screen: today's events, screenings and departures (Lagos time), each kind its own
// (server/ticketing/kinds/); one kind failing leaves the others.
import 'server-only';
import { soonestTiles, type TodayTile } from '@/lib/box-office/today';
import { SELLABLE_KINDS, type SellableKind } from '@/lib/sellables/kinds';
import { kindModule } from '@/server/ticketing/kinds/registry';

export interface TodaySection {
  kind: SellableKind;
  tiles: TodayTile[];
  /** Tiles left off, later in the day: the search finds them. */
  more: number;
  /** The service did not answer for this kind: said, not hidden. */
  failed: boolean;
}

// What is next of each kind, soonest first: a screen a cashier scans at a glance, and the keyboard crosses quickly.
const MAX_TILES_PER_KIND = 8;

/** Each kind with a today screen (hotels have none: a stay is chosen by its dates), in the kinds' order. */
export async function todaySections(now: number = Date.now()): Promise<TodaySection[]> {
  const kinds = SELLABLE_KINDS.filter((kind) => kindModule(kind).todayTiles);
  const settled = await Promise.allSettled(kinds.map((kind) => kindModule(kind).todayTiles!(now)));
  return settled.map((result, index) =>
    result.status === 'fulfilled'
      ? { kind: kinds[index]!, ...soonestTiles(result.value, MAX_TILES_PER_KIND), failed: false }
      : { kind: kinds[index]!, tiles: [], more: 0, failed: true },
  );
}
