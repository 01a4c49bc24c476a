// Finding a ticket without its code: by the holder's name, phone, the order reference, a seat or a room, with a
// check-in button per ticket found (a coach passenger boarding by seat, a hotel guest by booking number).
'use client';

import { useState, type FormEvent } from 'react';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { placeOf } from '@/lib/check-in/answer';
import type { SearchHit } from '@/lib/check-in/door-api';

type Found = { query: string; hits: SearchHit[] } | { query: string; failed: true } | null;

export function TicketSearch({
  search,
  onCheckIn,
}: {
  search: (query: string) => Promise<SearchHit[]>;
  onCheckIn: (hit: SearchHit) => void;
}) {
  const [found, setFound] = useState<Found>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!query) return;
    try {
      setFound({ query, hits: await search(query) });
    } catch {
      setFound({ query, failed: true });
    }
  };
  return (
    <section aria-labelledby="ticket-search-heading" className="space-y-3">
      <h2 id="ticket-search-heading" className="text-lg font-semibold">
        Find a ticket
      </h2>
      <search>
        <form onSubmit={(event) => void submit(event)} className="flex gap-2">
          <label htmlFor="ticket-search" className="sr-only">
            Name, phone, reference or seat
          </label>
          <input
            id="ticket-search"
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Name, phone, reference or seat"
            className={`h-12 min-w-0 grow ${FIELD}`}
          />
          <button type="submit" className={`min-h-12 px-4 ${BUTTON.secondary}`}>
            Search
          </button>
        </form>
      </search>
      <div aria-live="polite">
        {found && 'failed' in found && (
          <p className="text-danger">The search did not answer; try again.</p>
        )}
        {found && 'hits' in found && found.hits.length === 0 && (
          <p>No ticket on this list matches “{found.query}”.</p>
        )}
        {found && 'hits' in found && found.hits.length > 0 && (
          <ul
            aria-label="Tickets found"
            className="divide-y divide-black/10 rounded-lg border border-black/15 bg-surface"
          >
            {found.hits.map((hit) => (
              <li
                key={hit.ticket.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
              >
                <span>
                  <span className="block font-semibold">{hit.ticket.holderName}</span>
                  <span className="block text-ink-muted">
                    {placeOf(hit.ticket)} · {hit.ticket.reference}
                    {hit.state === 'inside' && ' · checked in'}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => onCheckIn(hit)}
                  aria-label={`Check in ${hit.ticket.holderName}, ${placeOf(hit.ticket)}`}
                  className={`min-h-12 px-4 ${hit.state === 'inside' ? BUTTON.secondary : BUTTON.primary}`}
                >
                  Check in
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
