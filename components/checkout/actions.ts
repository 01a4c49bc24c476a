// Reserve: the action behind every page's reserve form (events, cinema, bus, hotels, embeds); holds and opens checkout.
// A public endpoint declared with its policy (server/security/action-policy.ts).
'use server';
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import type { ReserveState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { withInternationalHotelPhone } from '@/lib/checkout/international-phone';
import {
  chosenQuantities,
  fieldErrorsOf,
  readReserveForm,
  reserveSchemaFor,
} from '@/lib/checkout/reserve-schema';
import { sealContinueChoice } from '@/server/embed/continue-token';
import { FRAME_COOKIE } from '@/server/session/frame-cookie';
import { readEmbedForm } from '@/server/embed/source-fields';
import { storefrontEnv } from '@/server/env';
import { afterHold, checkBeforeHold } from '@/server/checkout/hold-checks';
import { readSessionOrder, saveSessionOrder } from '@/server/checkout/session-order';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { rememberedPromoCode } from '@/server/session/promo-memory';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { releaseOrder, reserveOrder } from '@/server/ticketing/flows/reserve';
import { orderKeyOf } from '@/server/session/checkout-state';

type ReserveInput = z.output<ReturnType<typeof reserveSchemaFor>>;

const refused = (message: string): ReserveState => ({ ok: false, message });

export const reserve = guardedAction<
  [previous: ReserveState, form: FormData],
  null,
  ReserveInput,
  ReserveState
>(
  {
    who: 'any visitor of the shop’s pages (or of an allowed embedding site’s frame)',
    needs:
      'room under the reserve limits of this address and session, an admission of a waiting room that governs the sale (or a waiting list’s turn for it), and what it asks not kept for others’ turns, checked before anything is released or held',
    checks:
      'the selection, quantities (at most MAX_TICKETS_PER_ORDER) and contact, against the zod schema; prices and availability come from the service',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable: () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
    caller: () => null,
    input: (form) => {
      const parsed = withInternationalHotelPhone(
        reserveSchemaFor(storefrontEnv().MAX_TICKETS_PER_ORDER),
      ).safeParse(readReserveForm(form));
      return parsed.success
        ? parsed.data
        : refuse({
            ok: false,
            message: CHECKOUT_MESSAGES.checkDetails,
            fieldErrors: fieldErrorsOf(parsed.error),
          });
    },
  },
  async (_caller, input, form) => {
    const { selection, name, email, phone } = input;
    const env = storefrontEnv();
    const embed = readEmbedForm(form, env.EMBED_ALLOWED_ORIGINS);
    // Inside a frame on another site the browser may refuse our cookies (the frame's cookie never came back):
    // nothing is held here; the choice goes, sealed, to a new tab on the shop's own site.
    if (embed?.framed && !(await cookies()).get(FRAME_COOKIE)) {
      const choice = {
        selection,
        quantities: input.quantities,
        contact: { name, email, phone },
        source: embed.source,
        code: embed.code ?? null,
      };
      const token = await sealContinueChoice(choice, env.SESSION_SECRET);
      return {
        ok: false,
        message: CHECKOUT_MESSAGES.continueInNewTab,
        continueUrl: `/embed/continue?t=${encodeURIComponent(token)}`,
      };
    }
    const session = await getCheckoutSession();
    const lines = chosenQuantities(input);
    const check = await checkBeforeHold(session, [{ selection, lines }]);
    if (!check.ok)
      return {
        ok: false,
        message: check.message,
        ...(check.waitingRoomUrl && { waitingRoomUrl: check.waitingRoomUrl }),
      };
    // A new reservation replaces the session's order, whose items go back on sale at once (a basket's items stay).
    const { order: previous } = await readSessionOrder(session);
    if (previous) await releaseOrder(previous);
    const outcome = await reserveOrder({
      parts: [{ selection, lines }],
      contact: { name, email, phone },
      channel: embed ? 'embed' : 'web',
      ...(embed && { source: embed.source }),
    });
    // The campaign's code the form carried (an embed's), else the one this browser remembers, applied at checkout.
    const promoCode = embed?.code ?? (await rememberedPromoCode());
    const held = outcome.ok ? { ...outcome.order, ...(promoCode && { promoCode }) } : null;
    await saveSessionOrder(session, held);
    session.draft = undefined;
    if (held)
      await afterHold(
        session,
        { ...held, key: orderKeyOf(held), parts: [{ selection, lines }] },
        check,
      );
    await session.save();
    if (!outcome.ok)
      return { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };
    redirect('/checkout');
  },
);
