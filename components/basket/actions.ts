// Add to basket: the action behind each kind's "Add to basket" button and the one-click "getting there" offers.
// A public endpoint declared with its policy (server/security/action-policy.ts).
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { chosenQuantities, choiceSchemaFor, readReserveForm } from '@/lib/checkout/reserve-schema';
import type { Selection, ChosenLine } from '@/lib/sellables/kinds';
import { addItem, BASKET_MESSAGES } from '@/server/basket/add';
import { sessionBasket } from '@/server/basket/caller';
import { newBasketId, newItemKey, saveBasketItems } from '@/server/basket/store';
import { storefrontEnv } from '@/server/env';
import { boughtPaymentOf } from '@/server/payments/ledger';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { tooManyReservationsMessage } from '@/server/security/rate-limit';
import { countCustomerReserve } from '@/server/session/reserve-count';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { orderKeyOf } from '@/server/session/checkout-state';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export type BasketAddState = { ok: false; message: string } | null;

const refused = (message: string): BasketAddState => ({ ok: false, message });

export const addToBasket = guardedAction<
  [previous: BasketAddState, form: FormData],
  null,
  { selection: Selection; lines: ChosenLine[] },
  BasketAddState
>(
  {
    who: 'any visitor of the shop’s pages',
    needs:
      'room in the session’s basket (at most nine things), which is not reserved; a new basket counts against the reserve limits of this address',
    checks:
      'the selection and quantities (at most MAX_TICKETS_PER_ORDER), against the zod schema; the item, its price and what is left come from the service',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable: () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
    caller: () => null,
    input: (form) => {
      const parsed = choiceSchemaFor(storefrontEnv().MAX_TICKETS_PER_ORDER).safeParse(
        readReserveForm(form),
      );
      if (!parsed.success)
        return refuse(refused(parsed.error.issues[0]?.message ?? CHECKOUT_MESSAGES.checkDetails));
      return { selection: parsed.data.selection, lines: chosenQuantities(parsed.data) };
    },
  },
  async (_caller, { selection, lines }) => {
    const session = await getCheckoutSession();
    const db = await storefrontDatabase();
    const stored = await sessionBasket(session);
    // A basket reserved as the session's order and paid meanwhile (the provider's webhook, another tab) is done: a new
    // one starts. Reserved and not paid, its items wait for the checkout.
    const reserved = stored?.checkout?.fromBasket ? stored.checkout : null;
    const done = reserved && (await boughtPaymentOf(db, orderKeyOf(reserved)));
    const basket = done ? null : stored;
    if (!done && reserved) return refused(BASKET_MESSAGES.reserved);
    // A new basket is a row in the database: as many as the reserve limits let one address make.
    if (!basket) {
      const limited = await countCustomerReserve(session);
      if (!limited.ok) return refused(tooManyReservationsMessage(limited.retryAfterSeconds));
    }
    const added = await addItem(basket?.items ?? [], selection, lines, newItemKey(), Date.now());
    if (!added.ok) return refused(added.message);
    const id = basket?.id ?? newBasketId();
    await saveBasketItems(db, id, added.items, Date.now());
    session.basket = { id, count: added.items.length };
    await session.save();
    redirect('/basket');
  },
);
