// "Find my tickets" and "Resend": the actions behind the find form and the order page's resend button.
// Public endpoints declared with their policies (server/security/action-policy.ts).
'use server';
import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { ORDER_EMAIL_MESSAGES, type OrderEmailState } from '@/lib/orders/order-email-state';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import { parseFindContact } from '@/server/orders/find-orders';
import {
  FIND_INVALID,
  findTickets,
  RESEND_REFUSED,
  resendConfirmation,
} from '@/server/orders/find-tickets';
import { findDeps, resendDeps } from '@/server/orders/order-emails';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { clientAddress } from '@/server/security/client-address';

const crossSite = (): OrderEmailState => ({
  status: 'refused',
  message: ORDER_EMAIL_MESSAGES.crossSite,
});
const unavailable = (): OrderEmailState => ({
  status: 'refused',
  message: ORDER_EMAIL_MESSAGES.unavailable,
});

export const findMyTickets = guardedAction<
  [previous: OrderEmailState | null, form: FormData],
  null,
  string,
  OrderEmailState
>(
  {
    who: 'any visitor',
    needs:
      'room under the order-email limits of this client address and of the contact typed (counted whether or not it bought anything)',
    checks:
      'the contact: an email address or a phone number of 8 to 15 digits; the orders and the addresses written to come from the storefront’s books',
    crossSite,
    unavailable,
    caller: () => null,
    input: (form) => {
      const typed = form.get('contact');
      if (typeof typed === 'string' && parseFindContact(typed)) return typed;
      return refuse({
        status: 'invalid',
        message: FIND_INVALID,
        typed: typeof typed === 'string' ? typed.slice(0, 254) : '',
      });
    },
  },
  async (_caller, typed) => {
    // The same answer whatever is found: the search and the emails run after it is sent.
    const answer = await findTickets(
      findDeps((task) => after(task)),
      typed,
      clientAddress(await headers()),
    );
    return {
      status: answer.status,
      message: answer.message,
      ...(answer.status === 'sent' ? {} : { typed }),
    };
  },
);

export const resendOrderEmail = guardedAction<
  [previous: OrderEmailState | null, form: FormData],
  null,
  string,
  OrderEmailState
>(
  {
    who: 'anyone who has the order page (its unguessable reference)',
    needs:
      'an order bought through the shop (a payment in state bought), and room under the order-email limits of this address and of the order’s email',
    checks:
      'the reference: a customer channel’s form only (never a box-office sale); the address written to is the order’s own',
    crossSite,
    unavailable,
    caller: () => null,
    input: (form) => {
      const reference = form.get('reference');
      return typeof reference === 'string' && CUSTOMER_REFERENCE_PATTERN.test(reference)
        ? reference
        : refuse({ status: 'refused', message: RESEND_REFUSED });
    },
  },
  async (_caller, reference) => {
    const answer = await resendConfirmation(
      resendDeps(),
      reference,
      clientAddress(await headers()),
    );
    return { status: answer.ok ? 'sent' : 'refused', message: answer.message };
  },
);
