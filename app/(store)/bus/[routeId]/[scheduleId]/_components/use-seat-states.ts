// Live seat states in the browser: never older than 15 s while the page is open, and fetched on demand.
'use client';

import { usePolled } from '@/components/checkout/use-polled';
import { readSeatStatesReply } from '@/lib/bus/seat-states-reply';
import type { SeatStatesReply } from '@/lib/bus/types';

// Polled a little more often than the 15 s limit, so a slow reply still arrives in time.
export const SEAT_REFRESH_MS = 10_000;

async function fetchSeatStates(scheduleId: number): Promise<SeatStatesReply> {
  const response = await fetch(`/api/bus/schedules/${scheduleId}`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Seat states answered ${response.status}`);
  return readSeatStatesReply(await response.json());
}

export function useSeatStates(scheduleId: number, initial: SeatStatesReply) {
  const { data, failed, refreshNow } = usePolled(String(scheduleId), {
    read: () => fetchSeatStates(scheduleId),
    initial,
    fetchedAt: initial.fetchedAt,
    refreshMs: SEAT_REFRESH_MS,
    staleMs: SEAT_REFRESH_MS / 2,
  });
  /** Fresh states now, or null when they cannot be had (the server checks again anyway). */
  return { states: data, refreshFailed: failed, refreshNow };
}
