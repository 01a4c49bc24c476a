// Baskets in the storefront's database: read and written by their random id (the session cookie's), the items chosen
// and the session's held order apart; baskets untouched for a week are deleted by the sweeper.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { StoreDatabase } from '@/server/store-db/connect';
import { parseCheckoutOrder } from '@/server/session/checkout-state';
import { parseBasketItems, type BasketCheckout, type BasketItem } from './state';

/** How long a basket nobody touches is kept. */
export const BASKET_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredBasket {
  id: string;
  items: BasketItem[];
  checkout: BasketCheckout | null;
}

/** A new basket's id: random and unguessable (it is the key to the basket, in the customer's cookie). */
export const newBasketId = (): string => randomBytes(16).toString('base64url');

export const newItemKey = (): string => randomBytes(6).toString('base64url');

export async function readBasket(db: StoreDatabase, id: string): Promise<StoredBasket | null> {
  const row = await db
    .selectFrom('baskets')
    .select(['id', 'items', 'checkout'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        items: parseBasketItems(row.items),
        checkout: parseCheckoutOrder(row.checkout),
      }
    : null;
}

/** Saves the items (creating the basket), leaving its held order as it is. */
export async function saveBasketItems(
  db: StoreDatabase,
  id: string,
  items: readonly BasketItem[],
  now: number,
): Promise<void> {
  await db
    .insertInto('baskets')
    .values({ id, items: JSON.stringify(items), checkout: null, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ items: JSON.stringify(items), updated_at: now }),
    )
    .execute();
}

/** Saves (or clears) the session's held order, leaving the basket's items as they are (creating the row). */
export async function saveBasketCheckout(
  db: StoreDatabase,
  id: string,
  checkout: BasketCheckout | null,
  now: number,
): Promise<void> {
  const json = checkout ? JSON.stringify(checkout) : null;
  await db
    .insertInto('baskets')
    .values({ id, items: '[]', checkout: json, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checkout: json, updated_at: now }))
    .execute();
}

export async function deleteBasket(db: StoreDatabase, id: string): Promise<void> {
  await db.deleteFrom('baskets').where('id', '=', id).execute();
}

/** Deletes baskets untouched for `BASKET_KEPT_MS`; a paid order lives on in its payment, not here. */
export async function deleteStaleBaskets(db: StoreDatabase, now: number): Promise<number> {
  const result = await db
    .deleteFrom('baskets')
    .where('updated_at', '<', now - BASKET_KEPT_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
