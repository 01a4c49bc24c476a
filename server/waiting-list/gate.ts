// The waiting list's part in the reserve action, bound to this process: tickets kept for others' turns are refused,
// a live turn lets its customer through a waiting room, and a hold made with the turn uses it.
import 'server-only';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { keysWithWaiters, remainingOfList } from './service';
import { listKeyOf } from './keys';
import { keptForWaitingList, liveTurn, turnCovers, spendTurn, type TurnSession } from './turn';

/** Why this session may not hold the lines now (kept for the waiting list), or null. */
export async function waitingListRefusal(
  session: TurnSession,
  selection: Selection,
  lines: readonly ChosenLine[],
  now = Date.now(),
): Promise<string | null> {
  return keptForWaitingList(await storefrontDatabase(), session, selection, lines, now, {
    activeKeys: keysWithWaiters,
    remaining: remainingOfList,
  });
}

/** The session's live turn is for these lines (it admits them where a waiting room governs the sale). */
export async function turnAdmits(
  session: TurnSession,
  selection: Selection,
  lines: readonly ChosenLine[],
  now = Date.now(),
): Promise<boolean> {
  if (!session.waitingTurn) return false;
  return turnCovers(await storefrontDatabase(), session, selection, lines, now);
}

/** A hold made: the session's turn for these lines is used, under the order's reference. The caller saves. */
export async function spendTurnOnHold(
  session: TurnSession,
  selection: Selection,
  lines: readonly ChosenLine[],
  reference: string,
  now = Date.now(),
): Promise<void> {
  if (!session.waitingTurn) return;
  await spendTurn(await storefrontDatabase(), session, selection, lines, reference, now);
}

/** The session's live turn on one of these lines, for the page to say so: how many are kept and until when. */
export async function turnOnPage(
  session: TurnSession,
  selection: Selection,
  lineIds: readonly string[],
  now = Date.now(),
): Promise<{ quantity: number; endsAt: number } | null> {
  if (!session.waitingTurn) return null;
  const entry = await liveTurn(await storefrontDatabase(), session, now);
  if (!entry || !lineIds.some((id) => listKeyOf(selection, id) === entry.list_key)) return null;
  return {
    quantity: entry.offered_quantity ?? entry.quantity,
    endsAt: Number(entry.offer_ends_at),
  };
}
