// The ticketing client's error model: an answer from the service, or no usable answer at all.
import 'server-only';
import { wireErrorEnvelope } from '@/server/ticketing/wire/error';

/** The service answered with its failure envelope (4xx). */
export class TicketingError extends Error {
  override readonly name = 'TicketingError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly reason?: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** Messages under one field path, or under any path that starts with it (`tickets` covers `tickets.0.id`). */
  messagesFor(path: string): string[] {
    return Object.entries(this.errors)
      .filter(([key]) => key === path || key.startsWith(`${path}.`))
      .flatMap(([, messages]) => messages);
  }
}

export type UnavailableCause = 'timeout' | 'network' | 'server' | 'protocol';

/**
 * No usable answer: timeout, dropped connection, 5xx, or a reply that broke the contract. For a write
 * the outcome is unknown, which is why a purchase is then looked up by its merchant reference.
 */
export class TicketingUnavailableError extends Error {
  override readonly name = 'TicketingUnavailableError';
  constructor(
    readonly kind: UnavailableCause,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Maps an HTTP failure status and body to one of the two errors. */
export function errorFromResponse(
  status: number,
  body: unknown,
): TicketingError | TicketingUnavailableError {
  const envelope = wireErrorEnvelope.parse(body);
  if (status >= 500) {
    return new TicketingUnavailableError(
      'server',
      envelope.message ?? `Ticketing service answered ${status}`,
      status,
    );
  }
  return new TicketingError(
    status,
    envelope.message ?? `Ticketing service answered ${status}`,
    envelope.errors,
    envelope.reason,
    envelope.data,
  );
}

/** Maps what `fetch` throws (abort, timeout, socket errors) to an unavailable error. */
export function errorFromFetchFailure(error: unknown): TicketingUnavailableError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new TicketingUnavailableError('timeout', 'Ticketing service did not answer in time');
  }
  return new TicketingUnavailableError('network', 'Ticketing service could not be reached');
}

export function isNotFound(error: unknown): boolean {
  return error instanceof TicketingError && error.status === 404;
}
