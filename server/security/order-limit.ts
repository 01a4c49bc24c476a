// The merchant's cap on tickets in one order (MAX_TICKETS_PER_ORDER), so one customer cannot take a whole event's stock.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { logRefusal } from './security-log';

export type TicketCountResult = { ok: true } | { ok: false; max: number; message: string };

export function tooManyTicketsMessage(max: number): string {
  return `One order can hold at most ${max} ${max === 1 ? 'ticket' : 'tickets'}. Choose fewer and try again.`;
}

/**
 * Checks the quantities of one order for one event or screening (all its ticket types together)
 * against the cap, and logs a refusal (numbers only).
 */
export function checkTicketsPerOrder(
  quantities: readonly number[],
  { max = storefrontEnv().MAX_TICKETS_PER_ORDER, address }: { max?: number; address?: string } = {},
): TicketCountResult {
  const requested = quantities.reduce((sum, quantity) => sum + quantity, 0);
  if (requested <= max) return { ok: true };
  logRefusal('order over ticket limit', { requested, max, address });
  return { ok: false, max, message: tooManyTicketsMessage(max) };
}
