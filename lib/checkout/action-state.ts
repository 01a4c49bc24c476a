// What the checkout's server actions hand back to their forms (success always redirects instead).
import type { FieldErrors } from './reserve-schema';

export type ReserveState = {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
  /** Where to finish in a new tab, when the browser keeps no cookies inside an embed's frame. */
  continueUrl?: string;
  /** The waiting room to join, when one governs the sale and this session has not been let in. */
  waitingRoomUrl?: string;
} | null;

export type PurchaseFailure = 'expired' | 'unavailable' | 'unconfirmed' | 'wallet' | 'rejected';

/** Inside an embed's frame: the provider's page, to open in a window of its own (providers refuse to be framed). */
export type PayInWindow = { ok: true; payUrl: string };

export type ConfirmState = {
  ok: false;
  reason: PurchaseFailure | 'refused';
  message: string;
} | null;

/** What Pay hands back: a failure, or inside an embed's frame the provider's page. */
export type PayState = ConfirmState | PayInWindow;

/** What applying a promo code hands back when the code does not apply: why, in a sentence. */
export type PromoState = { ok: false; message: string } | null;
