// Live ticket availability in the browser: refreshed every 30 s and on demand right before reserving.
'use client';

import { readAvailabilityReply } from '@/lib/catalogue/availability-reply';
import { availabilityUrl, FRESH_AVAILABILITY_HEADERS } from '@/lib/catalogue/availability-request';
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import type { Selection } from '@/lib/sellables/kinds';
import { usePolled } from './use-polled';

// Well inside the 60 s limit on how old the availability a customer sees may be.
export const AVAILABILITY_REFRESH_MS = 30_000;

async function fetchAvailability(url: string, fresh: boolean): Promise<TicketOption[]> {
  const response = await fetch(url, {
    cache: 'no-store',
    headers: fresh ? FRESH_AVAILABILITY_HEADERS : { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Availability answered ${response.status}`);
  return readAvailabilityReply(await response.json());
}

export function useAvailability(selection: Selection, initial: TicketOption[], fetchedAt: number) {
  const url = availabilityUrl(selection);
  const { data, failed, refreshNow } = usePolled(url, {
    read: (fresh) => fetchAvailability(url, fresh),
    initial,
    fetchedAt,
    refreshMs: AVAILABILITY_REFRESH_MS,
    staleMs: AVAILABILITY_REFRESH_MS / 2,
  });
  /** Fresh numbers now, or null when they cannot be had (the server checks again anyway). */
  return { options: data, refreshFailed: failed, refreshNow };
}
