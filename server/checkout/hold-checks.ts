// The checks before a customer takes holds, written once for every path that takes them (a first reserve, reserving
// again after the holds lapsed, a basket of parts), and what follows a hold. In order: the reserve limits of the
// address and session; the waiting room governing each part (a live waiting-list turn for the part's lines passes
// through it); lines kept for others' waiting-list turns. After the hold: a room's turn lasts while the holds do, and
// a waiting-list turn the holds used is spent under the order's key. The counter is a staff path and keeps none.
import 'server-only';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';
import { tooManyReservationsMessage } from '@/server/security/rate-limit';
import type { IronSession } from 'iron-session';
import { countCustomerReserve } from '@/server/session/reserve-count';
import type { CheckoutSessionData } from '@/server/session/checkout-state';
import { spendTurnOnHold, turnAdmits, waitingListRefusal } from '@/server/waiting-list/gate';
import { admissionToReserve, keepTurnForHolds } from '@/server/waiting-room/gate';
import { waitingRoomPath } from '@/server/waiting-room/paths';

type Session = IronSession<CheckoutSessionData>;

/** What a part asks to hold: its selection and lines, and its title, which names it in an order of several. */
export interface PartToHold {
  selection: Selection;
  lines: readonly ChosenLine[];
  /** Names the part in a refusal, in an order of several. */
  title?: string;
}

/** Holds may be taken (`governed`: a waiting room governs one of the parts), or why not. */
export type HoldCheck =
  | { ok: true; governed: boolean }
  | {
      ok: false;
      message: string;
      /** The room to wait in, when a waiting room refused. */
      waitingRoomUrl?: string;
      /** Which part was refused, by index. */
      part?: number;
    };

/** A refusal about one part names it when the order has several; an order of one part is its own subject. */
const about = (parts: readonly PartToHold[], part: PartToHold, message: string) =>
  parts.length > 1 && part.title ? `${part.title}: ${message}` : message;

/**
 * Whether this session's customer may hold `parts` now: checked before anything is released or held, so a refused
 * customer holds nothing more. A grant of a waiting room's admission goes into the session; the caller saves it.
 */
export async function checkBeforeHold(
  session: Session,
  parts: readonly PartToHold[],
): Promise<HoldCheck> {
  const limited = await countCustomerReserve(session);
  if (!limited.ok)
    return { ok: false, message: tooManyReservationsMessage(limited.retryAfterSeconds) };
  let governed = false;
  for (const [index, part] of parts.entries()) {
    const admission = await admissionToReserve(session, part.selection);
    if (admission.ok) {
      governed ||= admission.room !== undefined;
      continue;
    }
    // A customer whose waiting-list turn is for these lines was let through the room by the turn's email.
    if (await turnAdmits(session, part.selection, part.lines)) continue;
    return {
      ok: false,
      message: admission.message,
      waitingRoomUrl: waitingRoomPath(admission.roomId),
      part: index,
    };
  }
  for (const [index, part] of parts.entries()) {
    // Tickets that came back may be kept for the waiting list's turns.
    const kept = await waitingListRefusal(session, part.selection, part.lines);
    if (kept) return { ok: false, message: about(parts, part, kept), part: index };
  }
  return { ok: true, governed };
}

/** The order just held, as what follows a hold needs it. */
export interface HeldOrder {
  expiresAt: string;
  clockOffsetMs: number;
  /** The order's first reference: a turn is spent under it. */
  key: string;
  parts: readonly Pick<PartToHold, 'selection' | 'lines'>[];
}

/** After the holds: the room's turn lasts while they do, and a waiting-list turn they used is spent. The caller saves. */
export async function afterHold(
  session: Session,
  order: HeldOrder,
  check: Extract<HoldCheck, { ok: true }>,
): Promise<void> {
  if (check.governed) await keepTurnForHolds(session, order);
  for (const part of order.parts)
    await spendTurnOnHold(session, part.selection, part.lines, order.key);
}
