// The waiting page's live part: the place's status, asked again every few seconds while it can change (react-query),
// drawn for each state, and said to screen readers when it matters (a change of state; the position about once a
// minute), never on every poll.
'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  pollDelayMs,
  placeStatusSchema,
  type PlaceStatusReply,
} from '@/lib/waiting-room/place-status';
import { announcementFor, type Announced } from '@/lib/waiting-room/wording';
import { PlaceView, type PlaceViewProps } from './place-view';

interface Props extends Omit<PlaceViewProps, 'status' | 'now'> {
  /** The status route of this room. */
  statusUrl: string;
  initial: PlaceStatusReply;
  /** When the server read `initial`. */
  readAt: number;
}

/** A status and when this browser received it (the turn's minutes left count from then). */
interface Reading {
  status: PlaceStatusReply;
  at: number;
}

async function fetchStatus(url: string): Promise<Reading> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Waiting room status answered ${response.status}`);
  return { status: placeStatusSchema.parse(await response.json()), at: Date.now() };
}

function Live({ statusUrl, initial, readAt, ...view }: Props) {
  const [announcement, setAnnouncement] = useState('');
  // What screen readers heard last: at first, what the page showed when it was drawn.
  const said = useRef<Announced>({ state: initial.state, position: initial.position, at: readAt });
  const read = async (): Promise<Reading> => {
    const reading = await fetchStatus(statusUrl);
    const due = announcementFor(said.current, reading.status, reading.at);
    if (due) {
      said.current = {
        state: reading.status.state,
        position: reading.status.position,
        at: reading.at,
      };
      setAnnouncement(due);
    }
    return reading;
  };
  const query = useQuery({
    queryKey: ['waiting-room', statusUrl],
    queryFn: read,
    initialData: { status: initial, at: readAt },
    initialDataUpdatedAt: readAt,
    refetchInterval: (current) =>
      pollDelayMs((current.state.data ?? { status: initial }).status, Date.now()),
    refetchOnWindowFocus: true,
  });
  const { status, at } = query.data;
  return (
    <>
      <PlaceView status={status} now={at} {...view} />
      {query.isError && (
        <p className="text-sm text-ink-muted">
          We could not update your place just now; we keep trying. Your place is kept.
        </p>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

export function LiveStatus(props: Props) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  return (
    <QueryClientProvider client={client}>
      <Live {...props} />
    </QueryClientProvider>
  );
}
