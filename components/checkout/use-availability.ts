// Live ticket availability in the browser: refreshed every 30 s and on demand right before reserving.
'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityReplySchema, type TicketOption } from '@/lib/catalogue/ticket-option';

// Well inside the 60 s limit on how old the availability a customer sees may be.
export const AVAILABILITY_REFRESH_MS = 30_000;

const availabilityKey = (eventId: string) => ['availability', eventId] as const;

async function fetchAvailability(eventId: string): Promise<TicketOption[]> {
  const response = await fetch(`/api/events/${encodeURIComponent(eventId)}/availability`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Availability answered ${response.status}`);
  return availabilityReplySchema.parse(await response.json()).options;
}

export function useAvailability(eventId: string, initial: TicketOption[], fetchedAt: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: availabilityKey(eventId),
    queryFn: () => fetchAvailability(eventId),
    initialData: initial,
    initialDataUpdatedAt: fetchedAt,
    staleTime: AVAILABILITY_REFRESH_MS / 2,
    refetchInterval: AVAILABILITY_REFRESH_MS,
  });
  /** Fresh numbers now, or null when they cannot be had (the server checks again anyway). */
  const refreshNow = async (): Promise<TicketOption[] | null> => {
    try {
      return await queryClient.fetchQuery({ queryKey: availabilityKey(eventId), queryFn: () => fetchAvailability(eventId), staleTime: 0 });
    } catch {
      return null;
    }
  };
  return { options: query.data, refreshFailed: query.isError, refreshNow };
}
