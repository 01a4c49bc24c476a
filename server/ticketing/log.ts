// Logs failed calls to the service as one line of the storefront's log; never the key, the body or customer details.
import 'server-only';
import type { z } from 'zod';
import { log } from '@/server/log';
import { TicketingError, type TicketingUnavailableError } from './errors';

export function logTicketingFailure(
  method: string,
  path: string,
  error: TicketingError | TicketingUnavailableError,
  issues?: z.core.$ZodIssue[],
): void {
  // 4xx are answers the customer sees (sold out, expired); only a rejected key is an incident among them.
  if (error instanceof TicketingError && error.status !== 401 && error.status !== 403) return;
  const line = {
    method,
    // The path alone: query strings can carry a customer's search or merchant reference.
    path: path.split('?')[0],
    error: error.name,
    status: 'status' in error ? error.status : undefined,
    kind: 'kind' in error ? error.kind : undefined,
    issues: issues?.map((issue) => ({ path: issue.path.join('.'), code: issue.code })),
  };
  log.error(line, 'ticketing call failed');
}
