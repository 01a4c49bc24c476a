// The basket page's actions: remove an item, reserve everything (all or nothing), pay once, cancel the reservation,
// reserve again after it lapsed. Each is a public endpoint declared with its policy (server/security/action-policy.ts):
// the customer whose session names the basket; pay, for the order the form was showing, at the held parts' prices,
// with a passenger's name for each coach seat the basket holds.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { PayState } from '@/lib/checkout/action-state';
import {
  contactSchema,
  HOLD_PHONE,
  HOLD_PHONE_MESSAGE,
  type Contact,
} from '@/lib/checkout/contact-schema';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { fieldErrorsOf, type FieldErrors } from '@/lib/checkout/reserve-schema';
import type { Selection } from '@/lib/sellables/kinds';
import { basketCaller, type BasketCaller } from '@/server/basket/caller';
import {
  basketPassengerSlots,
  keepBasketPassengers,
  readBasketPassengers,
} from '@/server/basket/passengers';
import { basketTotalKobo, type BasketCheckout, type BasketItem } from '@/server/basket/state';
import { afterHold, checkBeforeHold } from '@/server/checkout/hold-checks';
import { orderKeyOf, type HeldLine } from '@/server/session/checkout-state';
import { saveBasketCheckout, saveBasketItems } from '@/server/basket/store';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import { startCheckoutPayment } from '@/server/payments/start';
import { releaseOrder, reserveOrder, reserveOrderAgain } from '@/server/ticketing/flows/reserve';
import { guardedAction, refuse, type ActionPolicy } from '@/server/security/action-policy';

export type BasketState = {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
  itemKey?: string;
} | null;

const refused = (message: string): BasketState => ({ ok: false, message });

/** A basket's order reference: a customer channel's, ending `-0`. */
const ORDER = z
  .string()
  .regex(CUSTOMER_REFERENCE_PATTERN)
  .refine((reference) => reference.endsWith('-0'));

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

/** An item or part as the checks before a hold read it: its selection, its lines and its title. */
const partToHold = (item: { selection: Selection; title: string; lines: readonly HeldLine[] }) => ({
  selection: item.selection,
  title: item.title,
  lines: item.lines.map((line) => ({ id: line.id, quantity: line.quantity })),
});

/** The held basket as what follows a hold reads it. */
const heldOrder = (checkout: BasketCheckout) => ({
  ...checkout,
  key: orderKeyOf(checkout),
  parts: checkout.parts.map(partToHold),
});

/** A refusal of the checks, naming the basket's item it is about. */
const refusedItem = (
  check: { message: string; part?: number },
  items: readonly BasketItem[],
): BasketState => ({
  ok: false,
  message: check.message,
  ...(check.part !== undefined && { itemKey: items[check.part]?.key }),
});

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
    ({ basket }) => (basket.checkout ? refuse(redirect('/basket')) : undefined),
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
    async (caller) => {
      if (caller.basket.checkout) redirect('/basket');
      return caller.basket.items.length === 0
        ? refuse(refused('Your basket is empty.'))
        : undefined;
    },
  ),
  async ({ session, db, basket }, contact) => {
    // Before anything is held: the same checks as every hold a customer takes.
    const check = await checkBeforeHold(session, basket.items.map(partToHold));
    if (!check.ok) return refusedItem(check, basket.items);
    const outcome = await reserveOrder({
      parts: basket.items.map((item) => ({ ...item, lines: item.chosen })),
      contact,
      channel: 'web',
    });
    if (!outcome.ok) {
      await session.save();
      return refusedItem(outcome, basket.items);
    }
    await saveBasketCheckout(db, basket.id, outcome.order, Date.now());
    await afterHold(session, heldOrder(outcome.order), check);
    await session.save();
    redirect('/basket');
  },
);

interface PayInput {
  order: string;
  passengers: { part: number; passengers: { seatNumber: string | null; name: string }[] }[];
}

export const payBasket = guardedAction<
  [previous: PayState, form: FormData],
  BasketCaller,
  PayInput,
  PayState
>(
  basketPolicy<PayInput, PayState>(
    'a reserved basket whose total is above ₦0',
    'the order reference the form carries, against the session’s reserved basket; the total, from the held parts; a passenger name for each coach seat held, and for nothing else',
    async (form, { basket }) => {
      const order = ORDER.safeParse(form.get('order'));
      if (!order.success || !basket.checkout || order.data !== basket.checkout.merchantReference)
        redirect('/basket?changed=1');
      const names = readBasketPassengers(form, await basketPassengerSlots(basket.checkout));
      return names.ok
        ? { order: order.data, passengers: names.passengers }
        : refuse({ ok: false, reason: 'refused', message: names.message });
    },
    () => ({ ok: false, reason: 'refused', message: CHECKOUT_MESSAGES.crossSite }),
    () => ({ ok: false, reason: 'unavailable', message: CHECKOUT_MESSAGES.recordsUnavailable }),
    ({ basket }) =>
      basket.checkout && basketTotalKobo(basket.checkout.parts) > 0
        ? undefined
        : refuse({
            ok: false,
            reason: 'refused',
            message: 'Free tickets are taken from their own page, without the basket.',
          }),
  ),
  async ({ db, basket }, { passengers }) => {
    const checkout = basket.checkout!;
    await keepBasketPassengers(db, checkout, passengers, Date.now());
    const started = await startCheckoutPayment(checkout, basketTotalKobo(checkout.parts));
    if ('unreachable' in started)
      return { ok: false, reason: 'unavailable', message: CHECKOUT_MESSAGES.paymentUnavailable };
    redirect(started.go);
  },
);

/** Cancel: the reservation's holds go back on sale; the items stay in the basket. */
export const cancelBasketReservation = guardedAction<[], BasketCaller, null, void>(
  basketPolicy(
    'a reserved basket',
    'nothing from the browser: only the holds stored with the session’s basket are released',
    () => null,
    () => redirect('/basket'),
    () => redirect('/basket?unavailable=1'),
  ),
  async ({ db, basket }) => {
    if (basket.checkout) {
      await releaseOrder(basket.checkout);
      await saveBasketCheckout(db, basket.id, null, Date.now());
    }
    redirect('/basket');
  },
);

/** The same parts again after the holds lapsed: the same order (a payment made for either buys once). */
export const reserveBasketAgain = guardedAction<
  [previous: BasketState],
  BasketCaller,
  null,
  BasketState
>(
  basketPolicy(
    'a reserved basket, room under the reserve limits, the admission of any waiting room governing one of its parts, and none of its parts kept for others’ waiting-list turns',
    'nothing from the browser: the same parts as the session’s reserved basket',
    () => null,
    () => refused(CHECKOUT_MESSAGES.crossSite),
    () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
    async (caller) => {
      return caller.basket.checkout ? undefined : redirect('/basket');
    },
  ),
  async ({ session, db, basket }) => {
    const checkout = basket.checkout!;
    const check = await checkBeforeHold(session, checkout.parts.map(partToHold));
    if (!check.ok) return refused(check.message);
    await releaseOrder(checkout);
    const outcome = await reserveOrderAgain(checkout);
    if (!outcome.ok) return { ok: false, message: outcome.message };
    await saveBasketCheckout(db, basket.id, outcome.order, Date.now());
    await afterHold(session, heldOrder(outcome.order), check);
    await session.save();
    redirect('/basket');
  },
);
