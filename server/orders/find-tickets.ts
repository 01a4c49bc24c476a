// "Find my tickets" and "Resend": what the customer is told, and the emails sent. The find form's answer is the
// same whether or not the contact bought anything (same words, and the search and sending happen after answering),
// so nobody can learn from it who bought what; both are limited per client address and per contact.
import { maskEmail } from '@/lib/format/mask-email';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import type { StoreDatabase } from '@/server/store-db/connect';
import { tryAgainMessage, type OrderEmailLimiter } from './email-limit';
import { ordersOfContact, parseFindContact, type FoundOrder } from './find-orders';

export type FindAnswer = { status: 'sent' | 'invalid' | 'limited'; message: string };

export const FIND_SENT =
  'If this email or phone number was used to buy from us in the last 12 months, we have sent links to those orders to the email address used to buy. Check your inbox, and your spam folder, in a few minutes.';
export const FIND_INVALID = 'Enter the email address or the phone number you bought with.';

export interface FindDeps {
  db: () => Promise<StoreDatabase>;
  limiter: OrderEmailLimiter;
  now: () => number;
  /** Runs the task after the answer is sent (Next's `after`): the answer takes as long whatever the task finds. */
  later: (task: () => Promise<void>) => void;
  /** Emails `to` its orders: links to the shop's, and a box-office sale's tickets. */
  sendFound: (to: string, orders: FoundOrder[]) => Promise<void>;
  /** A failure of the task, for the log (never the customer's contact). */
  failed: (error: unknown) => void;
}

export async function findTickets(
  deps: FindDeps,
  typed: string,
  address: string | undefined,
): Promise<FindAnswer> {
  const contact = parseFindContact(typed);
  if (!contact) return { status: 'invalid', message: FIND_INVALID };
  const limit = await deps.limiter({ contact: `${contact.kind}:${contact.value}`, address });
  if (!limit.ok) return { status: 'limited', message: tryAgainMessage(limit.retryAfterSeconds) };
  const now = deps.now();
  deps.later(async () => {
    try {
      const found = await ordersOfContact(await deps.db(), contact, now);
      for (const [to, orders] of found) await deps.sendFound(to, orders);
    } catch (error) {
      deps.failed(error);
    }
  });
  return { status: 'sent', message: FIND_SENT };
}

export type ResendAnswer = { ok: boolean; message: string };

export const RESEND_REFUSED =
  'This order’s confirmation cannot be sent from here. Please contact us.';

export interface ResendDeps {
  db: () => Promise<StoreDatabase>;
  limiter: OrderEmailLimiter;
  /** Sends the order's confirmation again to `to`. */
  sendConfirmation: (reference: string, to: string) => Promise<void>;
}

/** The confirmation again, to the order's own address: only for an order bought through the shop. */
export async function resendConfirmation(
  deps: ResendDeps,
  reference: string,
  address: string | undefined,
): Promise<ResendAnswer> {
  if (!CUSTOMER_REFERENCE_PATTERN.test(reference)) return { ok: false, message: RESEND_REFUSED };
  const payment = await (
    await deps.db()
  )
    .selectFrom('payments')
    .select(['email', 'status'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!payment || payment.status !== 'bought' || !payment.email)
    return { ok: false, message: RESEND_REFUSED };
  const limit = await deps.limiter({
    contact: `email:${payment.email.trim().toLowerCase()}`,
    address,
  });
  if (!limit.ok) return { ok: false, message: tryAgainMessage(limit.retryAfterSeconds) };
  await deps.sendConfirmation(reference, payment.email);
  return {
    ok: true,
    message: `We have sent your confirmation again to ${maskEmail(payment.email)}. Check your inbox, and your spam folder, in a few minutes.`,
  };
}
