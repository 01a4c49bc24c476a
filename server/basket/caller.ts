// The caller of a basket action: the customer whose own session names a basket. Another browser's basket is never
// reachable: its id is in this request's sealed cookie, and the browser sends no ids.
import 'server-only';
import { redirect } from 'next/navigation';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { readBasket, type StoredBasket } from './store';

/** The session and its basket (with its held order, when reserved); without one, the basket page. */
export async function basketCaller() {
  const session = await getCheckoutSession();
  const db = await storefrontDatabase();
  const basket = session.basket ? await readBasket(db, session.basket.id) : null;
  if (!basket || (basket.items.length === 0 && !basket.checkout)) redirect('/basket');
  return { session, db, basket };
}

export type BasketCaller = Awaited<ReturnType<typeof basketCaller>>;

/** The session's basket, when it has one (the basket page and the header). */
export async function sessionBasket(
  session: Awaited<ReturnType<typeof getCheckoutSession>>,
): Promise<StoredBasket | null> {
  if (!session.basket) return null;
  return readBasket(await storefrontDatabase(), session.basket.id);
}
