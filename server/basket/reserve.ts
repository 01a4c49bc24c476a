// Reserving a basket: every item held, or none. The service's own kinds (events, screenings, coach seats) go
// together in one create-holds request (at most ten holds a request, so a big basket takes more than one); each
// hotel stay is held right after on its own; when any request fails, every hold already taken is released and the
// item that could not be held is named.
import 'server-only';
import { basketReference, partReference } from '@/lib/basket/part-reference';
import { describeShortfalls } from '@/lib/checkout/availability';
import type { Contact } from '@/lib/checkout/contact-schema';
import { clockOffsetMs } from '@/lib/checkout/countdown';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { Hold } from '@/lib/checkout/types';
import { mediumOf, newMerchantReference, type Channel } from '@/server/channel';
import {
  orderKeyOf,
  STORED_TEXT,
  storedLines,
  type CheckoutState,
  type OrderSource,
} from '@/server/session/checkout-state';
import { TicketingError, TicketingUnavailableError } from '@/server/ticketing/errors';
import { createHolds, releaseHold } from '@/server/ticketing/holds';
import type { HoldItem, Quote } from '@/server/ticketing/kinds/kind';
import { kindModule } from '@/server/ticketing/kinds/registry';
import type { BasketCheckout, BasketItem } from './state';

/** The create-holds endpoint takes 1 to 10 items. */
const HOLDS_PER_REQUEST = 10;

export interface BasketReserveRequest {
  items: readonly Pick<BasketItem, 'key' | 'selection' | 'chosen' | 'title'>[];
  contact: Contact;
  channel: Channel;
  source?: OrderSource;
  /** The order's first reference, when this holds the same basket again after its holds lapsed. */
  orderKey?: string;
}

export type BasketReserveOutcome =
  { ok: true; checkout: BasketCheckout } | { ok: false; message: string; itemKey?: string };

/**
 * Which items each create-holds request takes, by index: the service's own kinds together (an item's holds are
 * never split between requests), then every hotel stay alone.
 */
export function holdGroups(items: readonly { hotel: boolean; holdCount: number }[]): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let count = 0;
  items.forEach((item, index) => {
    if (item.hotel) return;
    if (current.length > 0 && count + item.holdCount > HOLDS_PER_REQUEST) {
      groups.push(current);
      current = [];
      count = 0;
    }
    current.push(index);
    count += item.holdCount;
  });
  if (current.length > 0) groups.push(current);
  items.forEach((item, index) => item.hotel && groups.push([index]));
  return groups;
}

const named = (title: string, message: string) => `${title}: ${message}`;

/** Why an item cannot be held now, from fresh numbers; null when it can. */
function refusalOf(
  item: BasketReserveRequest['items'][number],
  quote: Quote | null,
): string | null {
  if (!quote) return named(item.title, kindModule(item.selection.kind).goneMessage);
  if (quote.refusal) return named(quote.title, quote.refusal);
  if (quote.shortfalls.length > 0) return named(quote.title, describeShortfalls(quote.shortfalls));
  return null;
}

/** Which item of a refused request was short, from fresh numbers, in plain words. */
async function failedItem(
  request: BasketReserveRequest,
  group: readonly number[],
  error: unknown,
  now: number,
): Promise<{ message: string; itemKey?: string }> {
  if (error instanceof TicketingUnavailableError || !(error instanceof TicketingError))
    return { message: CHECKOUT_MESSAGES.unavailable };
  for (const index of group) {
    const item = request.items[index]!;
    const kind = kindModule(item.selection.kind);
    const explained =
      error.status === 422 && group.length === 1 ? kind.explainRejection?.(error) : null;
    if (explained) return { message: named(item.title, explained), itemKey: item.key };
    const quote = await kind.quote(item.selection, item.chosen, now).catch(() => undefined);
    if (quote === undefined) continue;
    const refusal = refusalOf(item, quote);
    if (refusal) return { message: refusal, itemKey: item.key };
  }
  const only = group.length === 1 ? request.items[group[0]!] : undefined;
  if (only)
    return {
      message: named(
        only.title,
        'it could not be held just now. Check what is left and try again.',
      ),
      itemKey: only.key,
    };
  return { message: 'Some of these were just taken. Check what is left and try again.' };
}

async function releaseAll(holds: readonly Hold[], request: BasketReserveRequest): Promise<void> {
  const medium = mediumOf(request.channel);
  await Promise.allSettled(
    holds.map((hold) => releaseHold(hold.reservationId, request.contact, medium)),
  );
}

const earliestOf = (holds: readonly Hold[]): Hold =>
  holds.reduce((a, b) => (Date.parse(b.expiresAt) < Date.parse(a.expiresAt) ? b : a));

export async function reserveBasket(
  request: BasketReserveRequest,
  now: () => number = Date.now,
): Promise<BasketReserveOutcome> {
  if (request.items.length === 0) return { ok: false, message: 'Your basket is empty.' };
  // Checked first with fresh numbers: the basket may be hours old.
  let quotes: (Quote | null)[];
  try {
    quotes = await Promise.all(
      request.items.map((item) =>
        kindModule(item.selection.kind).quote(item.selection, item.chosen, now()),
      ),
    );
  } catch {
    return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
  }
  for (const [index, item] of request.items.entries()) {
    const refusal = refusalOf(item, quotes[index]!);
    if (refusal) return { ok: false, message: refusal, itemKey: item.key };
  }
  const holdItems: HoldItem[][] = request.items.map((item) =>
    kindModule(item.selection.kind).holdItems(item.selection, item.chosen),
  );
  const groups = holdGroups(
    request.items.map((item, index) => ({
      hotel: item.selection.kind === 'hotel',
      holdCount: holdItems[index]!.length,
    })),
  );
  const owner = { email: request.contact.email, phone: request.contact.phone };
  const medium = mediumOf(request.channel);
  const taken: Hold[][] = request.items.map(() => []);
  for (const group of groups) {
    let holds: Hold[];
    try {
      holds = await createHolds(
        group.flatMap((index) => holdItems[index]!),
        owner,
        medium,
      );
    } catch (error) {
      await releaseAll(taken.flat(), request);
      return { ok: false, ...(await failedItem(request, group, error, now())) };
    }
    // One hold per item sent, in order: each item takes as many as it sent.
    let next = 0;
    for (const index of group) {
      taken[index] = holds.slice(next, next + holdItems[index]!.length);
      next += holdItems[index]!.length;
    }
  }
  const receivedAt = now();
  const reference = basketReference(newMerchantReference(request.channel));
  const earliest = earliestOf(taken.flat());
  const offset = clockOffsetMs(earliest.expiresAt, earliest.secondsRemaining * 1000, receivedAt);
  const parts = request.items.map((item, index): CheckoutState => {
    const quote = quotes[index]!;
    const holds = taken[index]!;
    return {
      selection: item.selection,
      title: quote.title.slice(0, STORED_TEXT.title),
      subtitle: quote.subtitle?.slice(0, STORED_TEXT.subtitle),
      lines: storedLines(quote.lines),
      contact: request.contact,
      holds: holds.map((hold) => hold.reservationId),
      expiresAt: earliestOf(holds).expiresAt,
      clockOffsetMs: offset,
      merchantReference: partReference(reference, index),
      channel: request.channel,
      ...(request.source && { source: request.source }),
    };
  });
  return {
    ok: true,
    checkout: {
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

/** Releases every hold of a reserved basket (a hold already gone needs nothing more). */
export async function releaseBasket(
  checkout: Pick<BasketCheckout, 'parts' | 'contact' | 'channel'>,
): Promise<void> {
  const medium = mediumOf(checkout.channel);
  const holds = checkout.parts
    .filter((part) => part.outcome === undefined)
    .flatMap((part) => part.holds);
  await Promise.allSettled(holds.map((id) => releaseHold(id, checkout.contact, medium)));
}

/** The same parts again, for a basket whose holds lapsed: still the same order (a payment for either buys once). */
export async function reserveBasketAgain(
  checkout: BasketCheckout,
  now?: () => number,
): Promise<BasketReserveOutcome> {
  const items = checkout.parts.map((part, index) => ({
    key: String(index),
    selection: part.selection,
    chosen: part.lines.map((line) => ({ id: line.id, quantity: line.quantity })),
    title: part.title,
  }));
  return reserveBasket(
    {
      items,
      contact: checkout.contact,
      channel: checkout.channel,
      source: checkout.source,
      orderKey: orderKeyOf(checkout),
    },
    now,
  );
}
