// Lets a page render its "service down" state instead of an error page when a catalogue read fails.
import 'server-only';
import { TicketingError, TicketingUnavailableError } from './errors';

export type Read<T> = { ok: true; value: T } | { ok: false };

export async function readOrDown<T>(work: Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    // A 4xx left over here (a rejected key, a refused query) is as unusable to a customer as an outage.
    if (error instanceof TicketingUnavailableError || error instanceof TicketingError)
      return { ok: false };
    throw error;
  }
}
