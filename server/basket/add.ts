// Adding a choice to a basket: quoted first (it exists, is on sale, and enough is left now), then kept with how it
// read; the same choice again replaces the earlier one's quantities rather than adding a second line of it.
import 'server-only';
import { describeShortfalls } from '@/lib/checkout/availability';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';
import { sameSelection } from '@/lib/sellables/same-selection';
import { STORED_TEXT, storedLines } from '@/server/session/checkout-state';
import { TicketingUnavailableError } from '@/server/ticketing/errors';
import { kindModule } from '@/server/ticketing/kinds/registry';
import { MAX_BASKET_ITEMS, type BasketItem } from './state';

export type AddOutcome = { ok: true; items: BasketItem[] } | { ok: false; message: string };

export const BASKET_MESSAGES = {
  full: `A basket holds at most ${MAX_BASKET_ITEMS} things. Reserve this one first, or remove something.`,
  reserved: 'Your basket is reserved. Pay for it or cancel the reservation before adding more.',
} as const;

export async function addItem(
  items: readonly BasketItem[],
  selection: Selection,
  chosen: ChosenLine[],
  key: string,
  now: number,
): Promise<AddOutcome> {
  const kind = kindModule(selection.kind);
  let quote;
  try {
    quote = await kind.quote(selection, chosen, now);
  } catch (error) {
    if (error instanceof TicketingUnavailableError)
      return { ok: false, message: CHECKOUT_MESSAGES.unavailable };
    throw error;
  }
  if (!quote) return { ok: false, message: kind.goneMessage };
  if (quote.refusal) return { ok: false, message: quote.refusal };
  if (quote.shortfalls.length > 0)
    return { ok: false, message: describeShortfalls(quote.shortfalls) };
  const same = items.findIndex((item) => sameSelection(item.selection, selection));
  if (same < 0 && items.length >= MAX_BASKET_ITEMS)
    return { ok: false, message: BASKET_MESSAGES.full };
  const item: BasketItem = {
    key: same < 0 ? key : items[same]!.key,
    selection,
    chosen,
    title: quote.title.slice(0, STORED_TEXT.title),
    ...(quote.subtitle && { subtitle: quote.subtitle.slice(0, STORED_TEXT.subtitle) }),
    lines: storedLines(quote.lines),
  };
  return {
    ok: true,
    items:
      same < 0
        ? [...items, item]
        : items.map((existing, index) => (index === same ? item : existing)),
  };
}
