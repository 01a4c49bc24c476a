// Reserve: the action behind every page's reserve form (events, cinema, bus, hotels, embeds); holds and opens checkout.
'use server';
import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReserveState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { withInternationalHotelPhone } from '@/lib/checkout/international-phone';
import { chosenQuantities, fieldErrorsOf, readReserveForm, reserveSchemaFor } from '@/lib/checkout/reserve-schema';
import { sealContinueChoice } from '@/server/embed/continue-token';
import { FRAME_COOKIE } from '@/server/embed/frame-cookie';
import { readEmbedForm } from '@/server/embed/source-fields';
import { storefrontEnv } from '@/server/env';
import { limitReserveOfRequest, tooManyReservationsMessage } from '@/server/security/rate-limit';
import { requestIsSameOrigin } from '@/server/security/same-origin';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { releaseCheckout } from '@/server/ticketing/flows/release';
import { reserve as reserveSelection } from '@/server/ticketing/flows/reserve';

export async function reserve(_previous: ReserveState, form: FormData): Promise<ReserveState> {
  if (!(await requestIsSameOrigin())) return { ok: false, message: CHECKOUT_MESSAGES.crossSite };
  const parsed = withInternationalHotelPhone(reserveSchemaFor(storefrontEnv().MAX_TICKETS_PER_ORDER)).safeParse(readReserveForm(form));
  if (!parsed.success) {
    return { ok: false, message: 'Please check the highlighted details.', fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const { selection, name, email, phone } = parsed.data;
  const env = storefrontEnv();
  const embed = readEmbedForm(form, env.EMBED_ALLOWED_ORIGINS);
  // Inside a frame on another site the browser may refuse our cookies (the frame's cookie never came back):
  // nothing is held here; the choice goes, sealed, to a new tab on the shop's own site.
  if (embed?.framed && !(await cookies()).get(FRAME_COOKIE)) {
    const token = await sealContinueChoice({ selection, quantities: parsed.data.quantities, contact: { name, email, phone }, source: embed.source }, env.SESSION_SECRET);
    return { ok: false, message: CHECKOUT_MESSAGES.continueInNewTab, continueUrl: `/embed/continue?t=${encodeURIComponent(token)}` };
  }
  const session = await getCheckoutSession();
  // Counted before anything is released or held, so a refused client holds nothing more.
  const fresh = !session.sid;
  session.sid ??= randomBytes(12).toString('base64url');
  const limited = await limitReserveOfRequest(session.sid);
  if (!limited.ok) {
    if (fresh) await session.save();
    return { ok: false, message: tooManyReservationsMessage(limited.retryAfterSeconds) };
  }
  // A new reservation replaces the previous one, whose items go back on sale at once.
  const previous = session.checkout;
  if (previous) await releaseCheckout(previous);
  const outcome = await reserveSelection({
    selection,
    lines: chosenQuantities(parsed.data),
    contact: { name, email, phone },
    channel: embed ? 'embed' : 'web',
    ...(embed && { source: embed.source }),
  });
  session.checkout = outcome.ok ? outcome.checkout : undefined;
  session.draft = undefined;
  await session.save();
  if (!outcome.ok) return { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };
  redirect('/checkout');
}
