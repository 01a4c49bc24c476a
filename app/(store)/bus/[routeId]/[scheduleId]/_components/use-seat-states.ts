// Live seat states in the browser: never older than 15 s while the page is open, and fetched on demand.
'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { seatStatesReplySchema, type SeatStatesReply } from '@/lib/bus/types';

// Polled a little more often than the 15 s limit, so a slow reply still arrives in time.
export const SEAT_REFRESH_MS = 10_000;

const seatStatesKey = (scheduleId: number) => ['bus-seats', scheduleId] as const;

async function fetchSeatStates(scheduleId: number): Promise<SeatStatesReply> {
  const response = await fetch(`/api/bus/schedules/${scheduleId}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Seat states answered ${response.status}`);
  return seatStatesReplySchema.parse(await response.json());
}

export function useSeatStates(scheduleId: number, initial: SeatStatesReply) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: seatStatesKey(scheduleId),
    queryFn: () => fetchSeatStates(scheduleId),
    initialData: initial,
    initialDataUpdatedAt: initial.fetchedAt,
    staleTime: SEAT_REFRESH_MS / 2,
    refetchInterval: SEAT_REFRESH_MS,
  });
  /** Fresh states now, or null when they cannot be had (the server checks again anyway). */
  const refreshNow = async (): Promise<SeatStatesReply | null> => {
    try {
      return await queryClient.fetchQuery({ queryKey: seatStatesKey(scheduleId), queryFn: () => fetchSeatStates(scheduleId), staleTime: 0 });
    } catch {
      return null;
    }
  };
  return { states: query.data, refreshFailed: query.isError, refreshNow };
}
