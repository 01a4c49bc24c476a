// Events and cinema screenings sell ticket categories: the lines and shortfalls of a choice among them.
import 'server-only';
import type { TicketOption } from '@/lib/catalogue/types';
import { findShortfalls } from '@/lib/checkout/availability';
import type { ChosenLine } from '@/lib/sellables/kinds';
import type { Quote } from './kind';

export function ticketLines(
  options: readonly TicketOption[],
  chosen: readonly ChosenLine[],
): Pick<Quote, 'lines' | 'shortfalls'> {
  const shortfalls = findShortfalls(chosen, options);
  const lines = chosen.flatMap((line) => {
    const option = options.find((o) => o.id === line.id);
    return option
      ? [{ id: line.id, title: option.title, quantity: line.quantity, unitPrice: option.price }]
      : [];
  });
  return { lines, shortfalls };
}

/** One entertainment hold per ticket category, with the kind's metadata (a cinema's screening). */
export const ticketHoldItems = (
  chosen: readonly ChosenLine[],
  metadata?: Record<string, unknown>,
) =>
  chosen.map((line) => ({
    ticket_type: 'entertainment' as const,
    resource_id: line.id,
    quantity: line.quantity,
    ...(metadata ? { metadata } : {}),
  }));

/** The experience buy's `tickets`: one entry per category with its count. */
export const ticketCounts = (lines: readonly { id: string; quantity: number }[]) =>
  lines.map((line) => ({ id: line.id, count: line.quantity }));
