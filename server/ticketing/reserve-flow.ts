// Reserve: checks availability, creates one hold per ticket type, and describes any failure in plain words.
import 'server-only';
import { describeShortfalls, findShortfalls } from '@/lib/checkout/availability';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { FieldErrors } from '@/lib/checkout/reserve-schema';
import { clockOffsetMs } from '@/lib/checkout/countdown';
import type { Contact } from '@/lib/checkout/contact-schema';
import type { CheckoutState } from '@/server/session/checkout-session';
import { getEvent, getTicketOptions } from './catalogue';
import { TicketingError, TicketingUnavailableError } from './errors';
import { createHolds } from './holds';
import { newMerchantReference } from './merchant-reference';

export interface ReserveRequest {
  eventId: string;
  lines: { categoryId: string; quantity: number }[];
  contact: Contact;
}

export type ReserveOutcome = { ok: true; checkout: CheckoutState } | { ok: false; message: string; fieldErrors?: FieldErrors };

const FIELD_OF_PATH: Record<string, keyof FieldErrors> = {
  'customer_info.email': 'email',
  'customer_info.phone_number': 'phone',
  tickets: 'quantities',
};

async function soldOutMessage(request: ReserveRequest, error: TicketingError): Promise<string> {
  // The 409's wording is the provider's; fresh numbers let us say exactly what is left.
  const options = await getTicketOptions(request.eventId).catch(() => null);
  const shortfalls = options ? findShortfalls(request.lines, options) : [];
  if (shortfalls.length > 0) return describeShortfalls(shortfalls);
  const named = error.messagesFor('tickets');
  return named.length > 0 ? named.join(' ') : 'Some of these tickets were just taken. Check what is left and try again.';
}

function rejectedOutcome(error: TicketingError): ReserveOutcome {
  const fieldErrors: FieldErrors = {};
  for (const [path, field] of Object.entries(FIELD_OF_PATH)) {
    const messages = error.messagesFor(path);
    if (messages.length > 0) fieldErrors[field] = messages[0];
  }
  return { ok: false, message: 'Please check the highlighted details.', fieldErrors };
}

async function failureOf(request: ReserveRequest, error: unknown): Promise<ReserveOutcome> {
  if (error instanceof TicketingUnavailableError) return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  if (error instanceof TicketingError) {
    if (error.status === 409) return { ok: false, message: await soldOutMessage(request, error) };
    if (error.status === 404) return { ok: false, message: CHECKOUT_MESSAGES.eventGone };
    if (error.status === 400 || error.status === 422) return rejectedOutcome(error);
    return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  }
  throw error;
}

export async function reserveTickets(request: ReserveRequest, now: () => number = Date.now): Promise<ReserveOutcome> {
  try {
    const [event, options] = await Promise.all([getEvent(request.eventId), getTicketOptions(request.eventId)]);
    if (!event || !options) return { ok: false, message: CHECKOUT_MESSAGES.eventGone };
    // Checked here too, not only in the browser: the page may be minutes old.
    const shortfalls = findShortfalls(request.lines, options);
    if (shortfalls.length > 0) return { ok: false, message: describeShortfalls(shortfalls) };

    const holds = await createHolds(request.lines, { email: request.contact.email, phone: request.contact.phone });
    const receivedAt = now();
    const earliest = holds.reduce((a, b) => (Date.parse(b.expiresAt) < Date.parse(a.expiresAt) ? b : a));
    return {
      ok: true,
      checkout: {
        eventId: event.id,
        eventTitle: event.title.slice(0, 120),
        lines: request.lines.map((line) => {
          const option = options.find((o) => o.id === line.categoryId)!;
          return { categoryId: line.categoryId, title: option.title.slice(0, 80), quantity: line.quantity, unitPrice: option.price };
        }),
        contact: request.contact,
        holds: holds.map((hold) => hold.reservationId),
        expiresAt: earliest.expiresAt,
        clockOffsetMs: clockOffsetMs(earliest.expiresAt, earliest.secondsRemaining * 1000, receivedAt),
        merchantReference: newMerchantReference(),
      },
    };
  } catch (error) {
    return failureOf(request, error);
  }
}
