// A waiting list's turn, once its emailed link is opened: the offer goes into the customer's checkout session. While
// offers are outstanding on a thing, other customers may hold it only when what is left minus those offers covers
// what they ask; the customer with the turn may hold up to their offer; a waiting room governing the sale lets them in.
import 'server-only';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';
import type { StoreDatabase } from '@/server/store-db/connect';
import { listKeyOf } from './keys';
import {
  entryByTurnToken,
  markOfferReserved,
  offerIsOutstanding,
  outstandingOffers,
  type Entry,
} from './store';

/** What of the checkout session a turn reads and writes (server/session/checkout-state.ts). */
export interface TurnSession {
  waitingTurn?: string | undefined;
}

export const KEPT_MESSAGE =
  'The tickets left are kept for customers on the waiting list, whose turn is running. Join the waiting list, or try again in a few minutes.';

/** The session's offer, while it is outstanding. */
export async function liveTurn(
  db: StoreDatabase,
  session: TurnSession,
  now: number,
): Promise<Entry | undefined> {
  const entry = await entryByTurnToken(db, session.waitingTurn);
  return entry && offerIsOutstanding(entry, now) ? entry : undefined;
}

export interface KeptDeps {
  /** The keys of lists with anyone waiting or in a turn (cached): no other read when none of the lines has one. */
  activeKeys: (db: StoreDatabase, now: number) => Promise<Set<string>>;
  /** How many of a line are left now (a fresh read). */
  remaining: (selection: Selection, lineId: string, now: number) => Promise<number | null>;
}

/**
 * Why this session may not hold these lines now (tickets kept for others' turns), or null. The session's own offer
 * is not counted against it.
 */
export async function keptForWaitingList(
  db: StoreDatabase,
  session: TurnSession,
  selection: Selection,
  lines: readonly ChosenLine[],
  now: number,
  deps: KeptDeps,
): Promise<string | null> {
  const active = await deps.activeKeys(db, now);
  const watched = lines.filter((line) => active.has(listKeyOf(selection, line.id)));
  if (watched.length === 0) return null;
  const own = await liveTurn(db, session, now);
  for (const line of watched) {
    const key = listKeyOf(selection, line.id);
    const kept = await outstandingOffers(db, key, now, own?.list_key === key ? own.id : undefined);
    if (kept === 0) continue;
    const remaining = await deps.remaining(selection, line.id, now);
    if (remaining !== null && remaining - kept < line.quantity) return KEPT_MESSAGE;
  }
  return null;
}

/** Whether the session's live turn is for one of these lines: it lets the customer through a waiting room. */
export async function turnCovers(
  db: StoreDatabase,
  session: TurnSession,
  selection: Selection,
  lines: readonly ChosenLine[],
  now: number,
): Promise<boolean> {
  const own = await liveTurn(db, session, now);
  return own !== undefined && lines.some((line) => listKeyOf(selection, line.id) === own.list_key);
}

/** After a hold made with the turn: the turn is used (under the order's reference) and leaves the session. */
export async function spendTurn(
  db: StoreDatabase,
  session: TurnSession,
  selection: Selection,
  lines: readonly ChosenLine[],
  reference: string,
  now: number,
): Promise<void> {
  const own = await liveTurn(db, session, now);
  if (!own || !lines.some((line) => listKeyOf(selection, line.id) === own.list_key)) return;
  await markOfferReserved(db, own.id, reference, now);
  session.waitingTurn = undefined;
}
