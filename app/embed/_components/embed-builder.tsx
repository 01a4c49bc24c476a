// The embed builder: what to embed, the snippet with a copy button, and a live preview made by embed.js itself.
'use client';

import Script from 'next/script';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';

interface Choice {
  id: string;
  label: string;
}

type Kind = 'event' | 'organiser';

const ATTRIBUTE: Record<Kind, string> = { event: 'data-tickets-event', organiser: 'data-tickets-organiser' };

const noSubscription = () => () => {};

function snippetOf(origin: string, kind: Kind, id: string): string {
  return `<script src="${origin}/embed.js" async></script>\n<div ${ATTRIBUTE[kind]}="${id}"></div>`;
}

export function EmbedBuilder({ events, organisers }: { events: Choice[]; organisers: Choice[] }) {
  const [kind, setKind] = useState<Kind>('event');
  const [eventId, setEventId] = useState(events[0]?.id ?? '');
  const [organiserId, setOrganiserId] = useState(organisers[0]?.id ?? '');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // The shop's address as the browser sees it; empty while rendering on the server.
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => '');
  const selectId = useId();
  const id = kind === 'event' ? eventId : organiserId;
  const snippet = snippetOf(origin, kind, id);

  // embed.js turns new host divs into frames when asked; the preview's div is replaced on every choice.
  useEffect(() => {
    (window as { ticketsEmbed?: { scan(): void } }).ticketsEmbed?.scan();
  }, [kind, id]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  const choices = kind === 'event' ? events : organisers;
  const previewProps = { [ATTRIBUTE[kind]]: id };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="font-semibold">What to embed</legend>
          {(['event', 'organiser'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
              {option === 'event' ? 'One event with its tickets' : 'An organiser’s upcoming events'}
            </label>
          ))}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={selectId} className="block font-semibold">
            {kind === 'event' ? 'Event' : 'Organiser'}
          </label>
          <select
            id={selectId}
            value={id}
            onChange={(event) => (kind === 'event' ? setEventId : setOrganiserId)(event.target.value)}
            className="w-full rounded border border-black/20 bg-surface p-2"
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <label htmlFor="embed-snippet" className="block font-semibold">
            Snippet
          </label>
          <textarea id="embed-snippet" readOnly rows={3} value={snippet} className="w-full rounded border border-black/20 bg-surface p-2 font-mono text-sm" />
          <div className="flex items-center gap-3">
            <button type="button" onClick={copy} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600">
              Copy snippet
            </button>
            <p role="status" className="text-sm text-ink-muted">
              {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Copying was refused: select the snippet and copy it.' : ''}
            </p>
          </div>
          <p className="text-sm text-ink-muted">
            Paste it where the tickets should appear. The page’s <code>utm_</code> parameters are passed on, and a <code>tickets:order-completed</code>{' '}
            event is sent to the div when a purchase completes (its detail: orderId, an opaque id that is the same for each report of one order, amount, currency).
          </p>
        </div>
      </div>
      <section aria-labelledby="preview-heading" className="space-y-2">
        <h2 id="preview-heading" className="font-semibold">
          Preview
        </h2>
        <div key={`${kind}:${id}`} {...previewProps} className="rounded-card border border-dashed border-black/20 bg-surface" />
      </section>
      <Script src="/embed.js" strategy="afterInteractive" onReady={() => (window as { ticketsEmbed?: { scan(): void } }).ticketsEmbed?.scan()} />
    </div>
  );
}
