// Live ticket availability in the browser: refreshed every 30 s and on demand right before reserving.
'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityReplySchema, FRESH_AVAILABILITY_HEADERS, type TicketOption } from '@/lib/catalogue/ticket-option';
import type { Selection } from '@/lib/sellables/kinds';

// Well inside the 60 s limit on how old the availability a customer sees may be.
export const AVAILABILITY_REFRESH_MS = 30_000;

/** The availability route's address for a selection: its kind, then its fields as the query. */
export function availabilityUrl({ kind, ...fields }: Selection): string {
  const query = new URLSearchParams(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return `/api/availability/${kind}?${query}`;
}

const availabilityKey = (url: string) => ['availability', url] as const;

async function fetchAvailability(url: string, fresh = false): Promise<TicketOption[]> {
  const response = await fetch(url, {
    cache: 'no-store',
    headers: fresh ? FRESH_AVAILABILITY_HEADERS : { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Availability answered ${response.status}`);
  return availabilityReplySchema.parse(await response.json()).options;
}

export function useAvailability(selection: Selection, initial: TicketOption[], fetchedAt: number) {
  const queryClient = useQueryClient();
  const url = availabilityUrl(selection);
  const query = useQuery({
    queryKey: availabilityKey(url),
    queryFn: () => fetchAvailability(url),
    initialData: initial,
    initialDataUpdatedAt: fetchedAt,
    staleTime: AVAILABILITY_REFRESH_MS / 2,
    refetchInterval: AVAILABILITY_REFRESH_MS,
  });
  /** Fresh numbers now, or null when they cannot be had (the server checks again anyway). */
  const refreshNow = async (): Promise<TicketOption[] | null> => {
    try {
      return await queryClient.fetchQuery({ queryKey: availabilityKey(url), queryFn: () => fetchAvailability(url, true), staleTime: 0 });
    } catch {
      return null;
    }
  };
  return { options: query.data, refreshFailed: query.isError, refreshNow };
}
