// Reserve: the event page's form action; validates, holds the tickets, and opens the checkout.
'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import type { ReserveState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { chosenQuantities, fieldErrorsOf, readReserveForm, reserveSchema } from '@/lib/checkout/reserve-schema';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { requestIsSameOrigin } from '@/server/security/same-origin';
import { releaseHolds } from '@/server/ticketing/release-flow';
import { reserveTickets } from '@/server/ticketing/reserve-flow';

export async function reserve(_previous: ReserveState, form: FormData): Promise<ReserveState> {
  if (!(await requestIsSameOrigin())) return { ok: false, message: CHECKOUT_MESSAGES.crossSite };
  const parsed = reserveSchema.safeParse(readReserveForm(form));
  if (!parsed.success) {
    return { ok: false, message: 'Please check the highlighted details.', fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const { eventId, name, email, phone } = parsed.data;
  const session = await getCheckoutSession();
  // A new reservation replaces the previous one, whose tickets go back on sale at once.
  const previous = session.checkout;
  if (previous) await releaseHolds(previous.holds, previous.contact);

  const outcome = await reserveTickets({ eventId, lines: chosenQuantities(parsed.data), contact: { name, email, phone } });
  session.checkout = outcome.ok ? outcome.checkout : undefined;
  session.draft = undefined;
  await session.save();
  if (!outcome.ok) return { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };
  redirect('/checkout');
}
