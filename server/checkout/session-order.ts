// The session's order: what the customer holds now (one part or several), kept in the storefront's database in the
// session's basket row beside the basket's choices not reserved yet; the cookie carries the row's random id alone. A
// cookie of before, which still carries a one-kind checkout, is read as an order of one part and moved into the
// database when the order is next saved, so no customer loses a checkout across the deploy.
import 'server-only';
import type { IronSession } from 'iron-session';
import { newBasketId, readBasket, saveBasketCheckout } from '@/server/basket/store';
import type { Selection } from '@/lib/sellables/kinds';
import type { BasketItem } from '@/server/basket/state';
import {
  orderOfOne,
  type CheckoutOrder,
  type CheckoutSessionData,
} from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

type Session = IronSession<CheckoutSessionData>;

export interface SessionOrder {
  /** The session's basket row, when it has one. */
  basketId: string | null;
  /** The basket's choices, not reserved. */
  items: BasketItem[];
  /** The order the session holds, or null. */
  order: CheckoutOrder | null;
}

/** Reads the session's order and basket; an older cookie's one-kind checkout is an order of one part. */
export async function readSessionOrder(
  session: Session,
  db?: StoreDatabase,
): Promise<SessionOrder> {
  const legacy = session.checkout ? orderOfOne(session.checkout) : null;
  if (!session.basket) return { basketId: null, items: [], order: legacy };
  const stored = await readBasket(db ?? (await storefrontDatabase()), session.basket.id);
  return {
    basketId: stored?.id ?? null,
    items: stored?.items ?? [],
    order: stored?.checkout ?? legacy,
  };
}

/**
 * Keeps `order` as the session's held order (null: none), in the session's basket row (made when the session has
 * none). The session's cookie then names the row and no longer carries a checkout of its own; the caller saves it.
 */
export async function saveSessionOrder(
  session: Session,
  order: CheckoutOrder | null,
  now = Date.now(),
  db?: StoreDatabase,
): Promise<void> {
  session.checkout = undefined;
  if (!order && !session.basket) return;
  const id = session.basket?.id ?? newBasketId();
  await saveBasketCheckout(db ?? (await storefrontDatabase()), id, order, now);
  session.basket = { id, count: session.basket?.count ?? 0 };
}

/**
 * What the session's order holds, for a page to say so ("you have seats held on this departure"); a database fault
 * reads as nothing held, so a catalogue page never fails for it.
 */
export async function heldSelections(session: Session): Promise<Selection[]> {
  try {
    const { order } = await readSessionOrder(session);
    return order?.parts.map((part) => part.selection) ?? [];
  } catch {
    return [];
  }
}
