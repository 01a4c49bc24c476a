// Compares what the customer chose with what is left, and says which tickets fall short in plain words.
import type { TicketOption } from '@/lib/catalogue/types';

export interface Shortfall {
  title: string;
  wanted: number;
  remaining: number;
}

export function findShortfalls(
  chosen: readonly { categoryId: string; quantity: number }[],
  options: readonly TicketOption[],
): Shortfall[] {
  return chosen.flatMap(({ categoryId, quantity }) => {
    const option = options.find((o) => o.id === categoryId);
    if (!option) return [{ title: 'A ticket you chose', wanted: quantity, remaining: 0 }];
    return option.remaining < quantity ? [{ title: option.title, wanted: quantity, remaining: option.remaining }] : [];
  });
}

export function describeShortfall({ title, remaining }: Shortfall): string {
  if (remaining <= 0) return `${title} is sold out.`;
  return `Only ${remaining} ${title} ${remaining === 1 ? 'ticket is' : 'tickets are'} left.`;
}

export function describeShortfalls(shortfalls: readonly Shortfall[]): string {
  return `${shortfalls.map(describeShortfall).join(' ')} Change your tickets and try again.`;
}

export function availabilityLabel(remaining: number): string {
  return remaining <= 0 ? 'Sold out' : `${remaining} left`;
}
