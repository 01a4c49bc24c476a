// Reserve: holds an order's parts (any kinds), all or none, and says in plain words why it could not. Every part is
// checked first with fresh numbers; then the service's own kinds (events, screenings, coach seats) are held together
// in one create-holds request (at most ten holds a request, so a big order takes more than one), and each hotel stay
// right after on its own. When any request fails, every hold already taken is released. A refusal about one part of
// an order of several names the part; an order of one part is its own subject.
import 'server-only';
import { basketReference } from '@/lib/basket/part-reference';
import { describeShortfalls } from '@/lib/checkout/availability';
import type { Contact } from '@/lib/checkout/contact-schema';
import { clockOffsetMs } from '@/lib/checkout/countdown';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { FieldErrors } from '@/lib/checkout/reserve-schema';
import type { Hold } from '@/lib/checkout/types';
import type { ChosenLine, Selection, SellableKind } from '@/lib/sellables/kinds';
import { mediumOf, newMerchantReference, type Channel } from '@/server/channel';
import {
  orderKeyOf,
  partReferenceOf,
  STORED_TEXT,
  storedLines,
  type CheckoutOrder,
  type CheckoutState,
  type OrderPart,
  type OrderSource,
} from '@/server/session/checkout-state';
import { TicketingError, TicketingUnavailableError } from '../errors';
import { createHolds, releaseHold } from '../holds';
import type { HoldItem, Quote, SellableKindModule } from '../kinds/kind';
import { kindModule } from '../kinds/registry';

/** The create-holds endpoint takes 1 to 10 items. */
const HOLDS_PER_REQUEST = 10;

/** One part asked for: what (the selection), how many of each line, and its title, which names it when it is refused. */
export interface PartRequest {
  selection: Selection;
  lines: ChosenLine[];
  title?: string;
}

export interface OrderRequest {
  parts: readonly PartRequest[];
  contact: Contact;
  channel: Channel;
  /** The embedding site and campaign, recorded with the order once it is bought. */
  source?: OrderSource;
  /** The order's first reference, when this holds the same order again after its holds lapsed. */
  orderKey?: string;
}

/** The order held, or why not (`part`: the index of the part refused, when one was). */
export type OrderOutcome =
  | { ok: true; order: CheckoutOrder }
  | { ok: false; message: string; fieldErrors?: FieldErrors; part?: number };

/** One part asked for alone (the counter's sale of one item, a part held again), with its customer. */
export interface ReserveRequest extends PartRequest {
  contact: Contact;
  channel: Channel;
  source?: OrderSource;
}

/** One part held (as a checkout of one kind), or why not. */
export type ReserveOutcome =
  { ok: true; checkout: CheckoutState } | { ok: false; message: string; fieldErrors?: FieldErrors };

const FIELD_OF_PATH: Record<string, keyof FieldErrors> = {
  'customer_info.email': 'email',
  'customer_info.phone_number': 'phone',
  tickets: 'quantities',
};

type AnyKind = SellableKindModule<SellableKind>;

/** A refusal of one part: named by its title in an order of several. */
function refusal(
  request: OrderRequest,
  index: number,
  title: string | undefined,
  message: string,
  fieldErrors?: FieldErrors,
): OrderOutcome {
  const named = request.parts.length > 1 && title ? `${title}: ${message}` : message;
  return { ok: false, message: named, part: index, ...(fieldErrors && { fieldErrors }) };
}

/** Why a part cannot be held now, from its quote; null when it can. */
function quoteRefusal(kind: AnyKind, quote: Quote | null): string | null {
  if (!quote) return kind.goneMessage;
  if (quote.refusal) return quote.refusal;
  if (quote.shortfalls.length > 0) return describeShortfalls(quote.shortfalls);
  return null;
}

async function soldOutMessage(
  kind: AnyKind,
  part: PartRequest,
  error: TicketingError,
  now: number,
): Promise<string> {
  // The 409's wording is the provider's; fresh numbers let us say exactly what is left.
  const quote = await kind.quote(part.selection, part.lines, now).catch(() => null);
  if (quote && quote.shortfalls.length > 0) return describeShortfalls(quote.shortfalls);
  const named = error.messagesFor('tickets');
  return named.length > 0
    ? named.join(' ')
    : 'Some of these were just taken. Check what is left and try again.';
}

/** A refused request that held one part alone: the service's answer, in the part's words. */
async function partFailure(
  request: OrderRequest,
  index: number,
  title: string | undefined,
  error: unknown,
  now: number,
): Promise<OrderOutcome> {
  const part = request.parts[index]!;
  const kind = kindModule(part.selection.kind);
  if (error instanceof TicketingUnavailableError || !(error instanceof TicketingError))
    return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  if (error.status === 409)
    return refusal(request, index, title, await soldOutMessage(kind, part, error, now));
  if (error.status === 404) return refusal(request, index, title, kind.goneMessage);
  if (error.status !== 400 && error.status !== 422)
    return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  const explained = kind.explainRejection?.(error);
  if (explained) return refusal(request, index, title, explained);
  const fieldErrors: FieldErrors = {};
  for (const [path, field] of Object.entries(FIELD_OF_PATH)) {
    const messages = error.messagesFor(path);
    if (messages.length > 0) fieldErrors[field] = messages[0];
  }
  return refusal(request, index, title, CHECKOUT_MESSAGES.checkDetails, fieldErrors);
}

/** A refused request that held several parts: which of them was short, from fresh numbers. */
async function groupFailure(
  request: OrderRequest,
  group: readonly number[],
  titles: readonly (string | undefined)[],
  error: unknown,
  now: number,
): Promise<OrderOutcome> {
  if (group.length === 1) return partFailure(request, group[0]!, titles[group[0]!], error, now);
  if (error instanceof TicketingUnavailableError || !(error instanceof TicketingError))
    return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  for (const index of group) {
    const part = request.parts[index]!;
    const kind = kindModule(part.selection.kind);
    const quote = await kind.quote(part.selection, part.lines, now).catch(() => undefined);
    if (quote === undefined) continue;
    const why = quoteRefusal(kind, quote);
    if (why) return refusal(request, index, quote?.title ?? titles[index], why);
  }
  return { ok: false, message: 'Some of these were just taken. Check what is left and try again.' };
}

/**
 * Which parts each create-holds request takes, by index: the service's own kinds together (a part's holds are never
 * split between requests), then every hotel stay alone.
 */
export function holdGroups(parts: readonly { hotel: boolean; holdCount: number }[]): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let count = 0;
  parts.forEach((part, index) => {
    if (part.hotel) return;
    if (current.length > 0 && count + part.holdCount > HOLDS_PER_REQUEST) {
      groups.push(current);
      current = [];
      count = 0;
    }
    current.push(index);
    count += part.holdCount;
  });
  if (current.length > 0) groups.push(current);
  parts.forEach((part, index) => part.hotel && groups.push([index]));
  return groups;
}

const earliestOf = (holds: readonly Hold[]): Hold =>
  holds.reduce((a, b) => (Date.parse(b.expiresAt) < Date.parse(a.expiresAt) ? b : a));

async function releaseHolds(holds: readonly Hold[], request: OrderRequest): Promise<void> {
  const medium = mediumOf(request.channel);
  await Promise.allSettled(
    holds.map((hold) => releaseHold(hold.reservationId, request.contact, medium)),
  );
}

/** Quotes every part with fresh numbers: the page (or the basket) may be minutes or hours old. */
async function quoteParts(
  request: OrderRequest,
  now: number,
): Promise<{ ok: true; quotes: Quote[] } | { ok: false; outcome: OrderOutcome }> {
  const quotes: Quote[] = [];
  for (const [index, part] of request.parts.entries()) {
    const kind = kindModule(part.selection.kind);
    let quote: Quote | null;
    try {
      quote = await kind.quote(part.selection, part.lines, now);
    } catch (error) {
      return { ok: false, outcome: await partFailure(request, index, part.title, error, now) };
    }
    const why = quoteRefusal(kind, quote);
    if (why)
      return { ok: false, outcome: refusal(request, index, quote?.title ?? part.title, why) };
    quotes.push(quote!);
  }
  return { ok: true, quotes };
}

export async function reserveOrder(
  request: OrderRequest,
  now: () => number = Date.now,
): Promise<OrderOutcome> {
  if (request.parts.length === 0) return { ok: false, message: 'There is nothing to reserve.' };
  const quoted = await quoteParts(request, now());
  if (!quoted.ok) return quoted.outcome;
  const { quotes } = quoted;
  const titles = quotes.map((quote) => quote.title);
  const holdItems: HoldItem[][] = request.parts.map((part) =>
    kindModule(part.selection.kind).holdItems(part.selection, part.lines),
  );
  const groups = holdGroups(
    request.parts.map((part, index) => ({
      hotel: part.selection.kind === 'hotel',
      holdCount: holdItems[index]!.length,
    })),
  );
  const owner = { email: request.contact.email, phone: request.contact.phone };
  const taken: Hold[][] = request.parts.map(() => []);
  for (const group of groups) {
    let holds: Hold[];
    try {
      holds = await createHolds(
        group.flatMap((index) => holdItems[index]!),
        owner,
        mediumOf(request.channel),
      );
    } catch (error) {
      await releaseHolds(taken.flat(), request);
      return groupFailure(request, group, titles, error, now());
    }
    // One hold per item sent, in order: each part takes as many as it sent.
    let next = 0;
    for (const index of group) {
      taken[index] = holds.slice(next, next + holdItems[index]!.length);
      next += holdItems[index]!.length;
    }
  }
  const receivedAt = now();
  const fresh = newMerchantReference(request.channel);
  const reference = request.parts.length > 1 ? basketReference(fresh) : fresh;
  const earliest = earliestOf(taken.flat());
  const offset = clockOffsetMs(earliest.expiresAt, earliest.secondsRemaining * 1000, receivedAt);
  const parts = request.parts.map((part, index): OrderPart => {
    const quote = quotes[index]!;
    const holds = taken[index]!;
    return {
      selection: part.selection,
      title: quote.title.slice(0, STORED_TEXT.title),
      subtitle: quote.subtitle?.slice(0, STORED_TEXT.subtitle),
      lines: storedLines(quote.lines),
      contact: request.contact,
      holds: holds.map((hold) => hold.reservationId),
      expiresAt: earliestOf(holds).expiresAt,
      clockOffsetMs: offset,
      merchantReference: partReferenceOf(reference, index),
      channel: request.channel,
      ...(request.source && { source: request.source }),
    };
  });
  return {
    ok: true,
    order: {
      merchantReference: reference,
      ...(request.orderKey && { orderKey: request.orderKey }),
      channel: request.channel,
      ...(request.source && { source: request.source }),
      contact: request.contact,
      expiresAt: earliest.expiresAt,
      clockOffsetMs: offset,
      parts,
    },
  };
}

/** What an order (or one part of one) asks to hold again: its parts' selections and lines. */
const partsOf = (order: Pick<CheckoutOrder, 'parts'>): PartRequest[] =>
  order.parts.map((part) => ({
    selection: part.selection,
    lines: part.lines.map((line) => ({ id: line.id, quantity: line.quantity })),
    title: part.title,
  }));

/**
 * The same parts again, for an order whose holds lapsed or were lost: still the same order (its key and promo code
 * kept), so a payment made for the old holds and one made for the new are never both bought.
 */
export async function reserveOrderAgain(
  order: CheckoutOrder,
  now?: () => number,
): Promise<OrderOutcome> {
  const outcome = await reserveOrder(
    {
      parts: partsOf(order),
      contact: order.contact,
      channel: order.channel,
      source: order.source,
      orderKey: orderKeyOf(order),
    },
    now,
  );
  if (!outcome.ok || !order.promoCode) return outcome;
  return { ok: true, order: { ...outcome.order, promoCode: order.promoCode } };
}

/** One part held alone: an order of one part, read as its part. */
export async function reserve(
  request: ReserveRequest,
  now?: () => number,
): Promise<ReserveOutcome> {
  const { contact, channel, source, ...part } = request;
  const outcome = await reserveOrder({ parts: [part], contact, channel, source }, now);
  if (!outcome.ok)
    return {
      ok: false,
      message: outcome.message,
      ...(outcome.fieldErrors && { fieldErrors: outcome.fieldErrors }),
    };
  const { outcome: _bought, failure: _failure, ...checkout } = outcome.order.parts[0]!;
  return { ok: true, checkout };
}

/**
 * One part again, for a checkout whose holds lapsed (a paid order's part, the counter's sale): the same order, its key
 * and promo code kept; the caller keeps the reference it buys under.
 */
export async function reserveAgain(
  checkout: CheckoutState,
  now?: () => number,
): Promise<ReserveOutcome> {
  const outcome = await reserve(
    {
      ...partsOf({ parts: [checkout] })[0]!,
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

/** Releases every hold of an order not bought yet (a hold already gone needs nothing more). */
export async function releaseOrder(
  order: Pick<CheckoutOrder, 'parts' | 'contact' | 'channel'>,
): Promise<void> {
  const medium = mediumOf(order.channel);
  const holds = order.parts
    .filter((part) => part.outcome === undefined)
    .flatMap((part) => part.holds);
  await Promise.allSettled(holds.map((id) => releaseHold(id, order.contact, medium)));
}
