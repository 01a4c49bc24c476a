// How the browser asks the availability route (app/api/availability/[kind]): its address for a selection, and
// the headers of a read that must be current. No schema here: the reply's (ticket-option.ts) loads with zod.
import type { Selection } from '@/lib/sellables/kinds';

/**
 * How the browser asks for availability that must be current (right before a hold, after a refusal): the route
 * then reads the service afresh instead of answering with the read it shares with other browsers for seconds.
 */
export const FRESH_AVAILABILITY_HEADERS = {
  Accept: 'application/json',
  'Cache-Control': 'no-cache',
} as const;

/** The availability route's address for a selection: its kind, then its fields as the query. */
export function availabilityUrl({ kind, ...fields }: Selection): string {
  const query = new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return `/api/availability/${kind}?${query}`;
}
