// Compares what the customer chose with what is left, and says which lines fall short in plain words.
import type { TicketOption } from '@/lib/catalogue/types';
import type { ChosenLine } from '@/lib/sellables/kinds';

export interface Shortfall {
  title: string;
  wanted: number;
  remaining: number;
  /** What one unit is called: ticket, seat, place or room. */
  unit?: string;
}

export function findShortfalls(
  chosen: readonly ChosenLine[],
  options: readonly TicketOption[],
): Shortfall[] {
  return chosen.flatMap(({ id, quantity }) => {
    const option = options.find((o) => o.id === id);
    if (!option) return [{ title: 'A ticket you chose', wanted: quantity, remaining: 0 }];
    return option.remaining < quantity
      ? [{ title: option.title, wanted: quantity, remaining: option.remaining }]
      : [];
  });
}

export function describeShortfall({ title, remaining, unit = 'ticket' }: Shortfall): string {
  if (remaining <= 0) return `${title} is sold out.`;
  return `Only ${remaining} ${title} ${remaining === 1 ? `${unit} is` : `${unit}s are`} left.`;
}

export function describeShortfalls(shortfalls: readonly Shortfall[]): string {
  const unit = shortfalls[0]?.unit ?? 'ticket';
  return `${shortfalls.map(describeShortfall).join(' ')} Change your ${unit}s and try again.`;
}

export function availabilityLabel(remaining: number): string {
  return remaining <= 0 ? 'Sold out' : `${remaining} left`;
}
