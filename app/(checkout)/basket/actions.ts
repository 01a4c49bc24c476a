// The basket page's actions: remove an item, and reserve everything (all or nothing) as one order, which the checkout
// then shows, prices with any promo code and takes payment for. Each is a public endpoint declared with its policy
// (server/security/action-policy.ts): the customer whose session names the basket.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  contactSchema,
  HOLD_PHONE,
  HOLD_PHONE_MESSAGE,
  type Contact,
} from '@/lib/checkout/contact-schema';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { fieldErrorsOf, type FieldErrors } from '@/lib/checkout/reserve-schema';
import { basketCaller, type BasketCaller } from '@/server/basket/caller';
import type { BasketItem } from '@/server/basket/state';
import { saveBasketItems } from '@/server/basket/store';
import { afterHold, checkBeforeHold } from '@/server/checkout/hold-checks';
import { saveSessionOrder } from '@/server/checkout/session-order';
import { guardedAction, refuse, type ActionPolicy } from '@/server/security/action-policy';
import { orderKeyOf } from '@/server/session/checkout-state';
import { rememberedPromoCode } from '@/server/session/promo-memory';
import { releaseOrder, reserveOrder } from '@/server/ticketing/flows/reserve';

export type BasketState = {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
  itemKey?: string;
} | null;

const refused = (message: string): BasketState => ({ ok: false, message });

const basketContact = z.object(contactSchema.shape).superRefine((value, ctx) => {
  // The holds of events, screenings and coaches take the phone's 11 to 13 digits (a hotel's buy is sent it in
  // international form): one phone for the whole basket.
  if (!HOLD_PHONE.test(value.phone))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: HOLD_PHONE_MESSAGE });
});

const basketPolicy = <Input, Result>(
  needs: string,
  checks: string,
  input: ActionPolicy<BasketCaller, Input, Result>['input'],
  crossSite: () => Result,
  unavailable: () => Result,
  state?: ActionPolicy<BasketCaller, Input, Result>['state'],
): ActionPolicy<BasketCaller, Input, Result> => ({
  who: 'the customer whose session names the basket',
  needs,
  checks,
  crossSite,
  unavailable,
  caller: () => basketCaller(),
  input,
  ...(state && { state }),
});

/** An item as the checks before a hold and the reserve read it: its selection, its chosen lines and its title. */
const partOf = (item: BasketItem) => ({
  selection: item.selection,
  lines: item.chosen,
  title: item.title,
});

/** A refusal of the checks or the reserve, naming the basket's item it is about. */
const refusedItem = (
  check: { message: string; part?: number },
  items: readonly BasketItem[],
): BasketState => ({
  ok: false,
  message: check.message,
  ...(check.part !== undefined && { itemKey: items[check.part]?.key }),
});

/** The basket is reserved when its items are the order the session holds. */
const reserved = (basket: BasketCaller['basket']) => basket.checkout?.fromBasket === true;

export const removeFromBasket = guardedAction<[form: FormData], BasketCaller, string, void>(
  basketPolicy(
    'a basket that is not reserved',
    'the item key the form carries, against the session’s basket',
    (form, { basket }) => {
      const key = form.get('item');
      return typeof key === 'string' && basket.items.some((item) => item.key === key)
        ? key
        : refuse(redirect('/basket'));
    },
    () => redirect('/basket'),
    () => redirect('/basket?unavailable=1'),
    ({ basket }) => (reserved(basket) ? refuse(redirect('/checkout')) : undefined),
  ),
  async ({ session, db, basket }, key) => {
    const items = basket.items.filter((item) => item.key !== key);
    await saveBasketItems(db, basket.id, items, Date.now());
    session.basket = { id: basket.id, count: items.length };
    await session.save();
    redirect('/basket');
  },
);

export const reserveBasket = guardedAction<
  [previous: BasketState, form: FormData],
  BasketCaller,
  Contact,
  BasketState
>(
  basketPolicy(
    'a basket with items and not reserved yet, room under the reserve limits, the admission of any waiting room governing one of its items, and none of its items kept for others’ waiting-list turns',
    'the contact against the zod schema; the items come from the session’s basket, their prices and what is left from the service',
    (form) => {
      const parsed = basketContact.safeParse({
        name: form.get('name') ?? '',
        email: form.get('email') ?? '',
        phone: form.get('phone') ?? '',
      });
      return parsed.success
        ? parsed.data
        : refuse({
            ok: false,
            message: CHECKOUT_MESSAGES.checkDetails,
            fieldErrors: fieldErrorsOf(parsed.error),
          });
    },
    () => refused(CHECKOUT_MESSAGES.crossSite),
    () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
    ({ basket }) => {
      if (reserved(basket)) redirect('/checkout');
      return basket.items.length === 0 ? refuse(refused('Your basket is empty.')) : undefined;
    },
  ),
  async ({ session, basket }, contact) => {
    const parts = basket.items.map(partOf);
    // Before anything is held: the same checks as every hold a customer takes.
    const check = await checkBeforeHold(session, parts);
    if (!check.ok) return refusedItem(check, basket.items);
    // A new reservation replaces the order the session held, whose items go back on sale at once.
    if (basket.checkout) await releaseOrder(basket.checkout);
    const outcome = await reserveOrder({ parts, contact, channel: 'web' });
    if (!outcome.ok) {
      await saveSessionOrder(session, null);
      await session.save();
      return refusedItem(outcome, basket.items);
    }
    // The code this browser remembers (a campaign's link), applied at checkout under its scope.
    const promoCode = await rememberedPromoCode();
    const held = { ...outcome.order, fromBasket: true, ...(promoCode && { promoCode }) };
    await saveSessionOrder(session, held);
    await afterHold(session, { ...held, key: orderKeyOf(held), parts }, check);
    await session.save();
    redirect('/checkout');
  },
);
