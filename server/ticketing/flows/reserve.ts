// Reserve: checks availability, holds what was chosen (any kind), and describes any failure in plain words.
import 'server-only';
import { describeShortfalls } from '@/lib/checkout/availability';
import type { Contact } from '@/lib/checkout/contact-schema';
import { clockOffsetMs } from '@/lib/checkout/countdown';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { FieldErrors } from '@/lib/checkout/reserve-schema';
import type { ChosenLine, Selection, SellableKind } from '@/lib/sellables/kinds';
import { mediumOf, newMerchantReference, type Channel } from '@/server/channel';
import {
  orderKeyOf,
  STORED_TEXT,
  storedLines,
  type CheckoutState,
  type OrderSource,
} from '@/server/session/checkout-state';
import { TicketingError, TicketingUnavailableError } from '../errors';
import { createHolds } from '../holds';
import type { SellableKindModule } from '../kinds/kind';
import { kindModule } from '../kinds/registry';

export interface ReserveRequest {
  selection: Selection;
  lines: ChosenLine[];
  contact: Contact;
  channel: Channel;
  /** The embedding site and campaign, recorded with the order once it is bought. */
  source?: OrderSource;
}

export type ReserveOutcome =
  { ok: true; checkout: CheckoutState } | { ok: false; message: string; fieldErrors?: FieldErrors };

const FIELD_OF_PATH: Record<string, keyof FieldErrors> = {
  'customer_info.email': 'email',
  'customer_info.phone_number': 'phone',
  tickets: 'quantities',
};

type AnyKind = SellableKindModule<SellableKind>;

async function soldOutMessage(
  kind: AnyKind,
  request: ReserveRequest,
  error: TicketingError,
  now: number,
): Promise<string> {
  // The 409's wording is the provider's; fresh numbers let us say exactly what is left.
  const quote = await kind.quote(request.selection, request.lines, now).catch(() => null);
  if (quote && quote.shortfalls.length > 0) return describeShortfalls(quote.shortfalls);
  const named = error.messagesFor('tickets');
  return named.length > 0
    ? named.join(' ')
    : 'Some of these were just taken. Check what is left and try again.';
}

function rejectedOutcome(kind: AnyKind, error: TicketingError): ReserveOutcome {
  const explained = kind.explainRejection?.(error);
  if (explained) return { ok: false, message: explained };
  const fieldErrors: FieldErrors = {};
  for (const [path, field] of Object.entries(FIELD_OF_PATH)) {
    const messages = error.messagesFor(path);
    if (messages.length > 0) fieldErrors[field] = messages[0];
  }
  return { ok: false, message: CHECKOUT_MESSAGES.checkDetails, fieldErrors };
}

async function failureOf(
  kind: AnyKind,
  request: ReserveRequest,
  error: unknown,
  now: number,
): Promise<ReserveOutcome> {
  if (error instanceof TicketingUnavailableError)
    return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  if (error instanceof TicketingError) {
    if (error.status === 409)
      return { ok: false, message: await soldOutMessage(kind, request, error, now) };
    if (error.status === 404) return { ok: false, message: kind.goneMessage };
    if (error.status === 400 || error.status === 422) return rejectedOutcome(kind, error);
    return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  }
  throw error;
}

export async function reserve(
  request: ReserveRequest,
  now: () => number = Date.now,
): Promise<ReserveOutcome> {
  const kind = kindModule(request.selection.kind);
  try {
    // Checked here too, not only in the browser: the page may be minutes old.
    const quote = await kind.quote(request.selection, request.lines, now());
    if (!quote) return { ok: false, message: kind.goneMessage };
    if (quote.refusal) return { ok: false, message: quote.refusal };
    if (quote.shortfalls.length > 0)
      return { ok: false, message: describeShortfalls(quote.shortfalls) };
    const owner = { email: request.contact.email, phone: request.contact.phone };
    const holds = await createHolds(
      kind.holdItems(request.selection, request.lines),
      owner,
      mediumOf(request.channel),
    );
    const receivedAt = now();
    const earliest = holds.reduce((a, b) =>
      Date.parse(b.expiresAt) < Date.parse(a.expiresAt) ? b : a,
    );
    return {
      ok: true,
      checkout: {
        selection: request.selection,
        title: quote.title.slice(0, STORED_TEXT.title),
        subtitle: quote.subtitle?.slice(0, STORED_TEXT.subtitle),
        lines: storedLines(quote.lines),
        contact: request.contact,
        holds: holds.map((hold) => hold.reservationId),
        expiresAt: earliest.expiresAt,
        clockOffsetMs: clockOffsetMs(
          earliest.expiresAt,
          earliest.secondsRemaining * 1000,
          receivedAt,
        ),
        merchantReference: newMerchantReference(request.channel),
        channel: request.channel,
        ...(request.source && { source: request.source }),
      },
    };
  } catch (error) {
    return failureOf(kind, request, error, now());
  }
}

/**
 * The same items again, for a checkout whose holds expired or were lost: still the same order, so a payment
 * made for the old holds and one made for the new are never both bought.
 */
export async function reserveAgain(
  checkout: CheckoutState,
  now?: () => number,
): Promise<ReserveOutcome> {
  const lines = checkout.lines.map((line) => ({ id: line.id, quantity: line.quantity }));
  const outcome = await reserve(
    {
      selection: checkout.selection,
      lines,
      contact: checkout.contact,
      channel: checkout.channel,
      source: checkout.source,
    },
    now,
  );
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    checkout: {
      ...outcome.checkout,
      orderKey: orderKeyOf(checkout),
      ...(checkout.promoCode && { promoCode: checkout.promoCode }),
    },
  };
}
