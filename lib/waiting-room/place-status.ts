// A place's status as the waiting room's status route answers it (server/waiting-room/status.ts), checked in the
// browser, and how soon the waiting page asks again: often while the queue moves, never once the wait has ended.
import * as z from '@/lib/validation/zod-mini';

export const PLACE_STATES = [
  'before-sale',
  'waiting',
  'your-turn',
  'turn-over',
  'sold-out',
  'closed',
  'not-joined',
] as const;
export type PlaceState = (typeof PLACE_STATES)[number];

const count = z.nullable(z.number());

export const placeStatusSchema = z.object({
  state: z.enum(PLACE_STATES),
  roomId: z.string(),
  position: count,
  ahead: count,
  etaSeconds: count,
  onSaleAt: count,
  turnEndsAt: count,
  turnSeconds: count,
});

export type PlaceStatusReply = z.output<typeof placeStatusSchema>;

/** While waiting near the front: a few seconds, so a turn is seen soon after it comes. */
export const WAITING_POLL_MS = 5_000;
/** Further back, less often: [up to this position, every this many ms]; beyond, the last (a turn is minutes away). */
const POLL_BY_POSITION: readonly (readonly [number, number])[] = [
  [100, WAITING_POLL_MS],
  [1_000, 15_000],
  [Number.POSITIVE_INFINITY, 30_000],
];
/** Before the sale: no oftener than this, and right when the sale starts. */
const BEFORE_SALE_POLL_MS = 15_000;
/** During a turn: its minutes left, and whether the room closed. */
const TURN_POLL_MS = 30_000;

/** How long the page waits before asking again, or false when the status can no longer change by waiting. */
export function pollDelayMs(
  status: Pick<PlaceStatusReply, 'state' | 'onSaleAt' | 'position'>,
  now: number,
): number | false {
  switch (status.state) {
    case 'waiting':
      return byPosition(POLL_BY_POSITION, status.position);
    case 'before-sale':
      return Math.min(BEFORE_SALE_POLL_MS, Math.max(1_000, (status.onSaleAt ?? now) - now));
    case 'your-turn':
      return TURN_POLL_MS;
    default:
      return false;
  }
}

/** The period for a position in a table of [up to this position, this period] (an unknown position: the first). */
const byPosition = (
  table: readonly (readonly [number, number])[],
  position: number | null,
): number => (table.find(([upTo]) => (position ?? 1) <= upTo) ?? table[0]!)[1];

/** Reloads without scripts by the place's position: [up to this position, every this many seconds]; beyond, the last. */
const RELOAD_BY_POSITION: readonly (readonly [number, number])[] = [
  // The next few go in as soon as any shopper finishes, whatever the estimate says.
  [10, 5],
  [50, 10],
  [100, 20],
  [1_000, 60],
  [Number.POSITIVE_INFINITY, 120],
];

/** Near the front, sooner: [up to this estimated wait (s), every this many seconds]; a turn left unseen is a turn lost. */
const RELOAD_BY_WAIT: readonly (readonly [number, number])[] = [
  [20, 5],
  [60, 10],
];

/**
 * Seconds between the page's reloads in a browser without scripts (a meta refresh); null when nothing will change.
 * While waiting, the further back the place, the longer between reloads (far back, a turn is minutes away anyway);
 * the first 50 places, and a turn expected within the minute, are looked for every 5 or 10 seconds.
 */
export function reloadSeconds(
  status: Pick<PlaceStatusReply, 'state' | 'position'> &
    Partial<Pick<PlaceStatusReply, 'etaSeconds'>>,
): number | null {
  if (status.state === 'your-turn') return 60;
  if (status.state === 'before-sale') return 20;
  if (status.state !== 'waiting') return null;
  const soon = RELOAD_BY_WAIT.find(
    ([upTo]) => status.etaSeconds != null && status.etaSeconds <= upTo,
  )?.[1];
  return Math.min(
    soon ?? Number.POSITIVE_INFINITY,
    byPosition(RELOAD_BY_POSITION, status.position),
  );
}
