// The embed builder: what to embed (every event or organiser, found by name), the snippet with a copy button, a live
// preview made by embed.js itself, and the sites allowed to show it, with a check of the site the code is for.
'use client';

import Script from 'next/script';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { findChoices, type Choice } from '@/lib/embed/find-choice';
import { EMBED_ATTRIBUTE, snippetOf, type EmbedKind } from '@/lib/embed/snippet';
import { SiteCheck } from './site-check';

const noSubscription = () => () => {};

/** Rows the list shows at once; the rest scroll, and the search narrows them. */
const LIST_ROWS = 8;

export interface BuilderProps {
  events: Choice[];
  organisers: Choice[];
  /** EMBED_ALLOWED_ORIGINS: the sites whose pages may frame the embeds. */
  allowedOrigins: string[];
  merchant: string;
}

export function EmbedBuilder({ events, organisers, allowedOrigins, merchant }: BuilderProps) {
  const [kind, setKind] = useState<EmbedKind>('event');
  const [eventId, setEventId] = useState(events[0]?.id ?? '');
  const [organiserId, setOrganiserId] = useState(organisers[0]?.id ?? '');
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // The shop's address as the browser sees it; empty while rendering on the server.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const selectId = useId();
  const searchId = useId();
  const countId = useId();
  const id = kind === 'event' ? eventId : organiserId;
  const snippet = snippetOf(origin, kind, id, merchant);

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
  const found = findChoices(choices, query);
  const choose = kind === 'event' ? setEventId : setOrganiserId;

  /** Narrows the list; a choice the search hides gives way to the first match, so the list shows what is chosen. */
  function search(text: string) {
    setQuery(text);
    const matches = findChoices(choices, text);
    if (matches.length > 0 && !matches.some((choice) => choice.id === id)) choose(matches[0]!.id);
  }
  const noun = kind === 'event' ? 'events' : 'organisers';
  const previewProps = { [EMBED_ATTRIBUTE[kind]]: id };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="font-semibold">What to embed</legend>
          {(['event', 'organiser'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {option === 'event' ? 'One event with its tickets' : 'An organiser’s upcoming events'}
            </label>
          ))}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={searchId} className="block font-semibold">
            Search {noun}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            aria-describedby={countId}
            aria-controls={selectId}
            className="w-full rounded border border-black/20 bg-surface p-2"
          />
          <p id={countId} role="status" className="text-sm text-ink-muted">
            {found.length === choices.length
              ? `All ${choices.length} ${noun}`
              : `${found.length} of ${choices.length} ${noun}`}
          </p>
        </div>
        <div className="space-y-1">
          <label htmlFor={selectId} className="block font-semibold">
            {kind === 'event' ? 'Event' : 'Organiser'}
          </label>
          {/* A list box: arrows move through every match, type-ahead jumps by name. */}
          <select
            id={selectId}
            size={LIST_ROWS}
            value={id}
            onChange={(event) => choose(event.target.value)}
            className="w-full rounded border border-black/20 bg-surface p-2"
          >
            {found.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
          <p className="text-sm">
            Chosen:{' '}
            <strong>{choices.find((choice) => choice.id === id)?.label ?? 'nothing yet'}</strong>
          </p>
        </div>
        <div className="space-y-2">
          <label htmlFor="embed-snippet" className="block font-semibold">
            Snippet
          </label>
          <textarea
            id="embed-snippet"
            readOnly
            rows={4}
            value={snippet}
            className="w-full rounded border border-black/20 bg-surface p-2 font-mono text-sm"
          />
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={copy}
              className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600"
            >
              Copy snippet
            </button>
            <p role="status" className="text-sm text-ink-muted">
              {copied === 'yes'
                ? 'Copied.'
                : copied === 'failed'
                  ? 'Copying was refused: select the snippet and copy it.'
                  : ''}
            </p>
          </div>
          <p className="text-sm text-ink-muted">
            Paste it where the tickets should appear. The page’s <code>utm_</code> parameters are
            passed on, and a <code>tickets:order-completed</code> event is sent to the div when a
            purchase completes (its detail: orderId, an opaque id that is the same for each report
            of one order, amount, currency). Without scripts, or on a site not allowed below, the
            snippet shows a “Buy on {merchant}” link to the shop instead.
          </p>
        </div>
        <SiteCheck allowedOrigins={allowedOrigins} merchant={merchant} />
      </div>
      <section aria-labelledby="preview-heading" className="space-y-2">
        <h2 id="preview-heading" className="font-semibold">
          Preview
        </h2>
        <div
          key={`${kind}:${id}`}
          {...previewProps}
          className="rounded-card border border-dashed border-black/20 bg-surface"
        />
      </section>
      <Script
        src="/embed.js"
        strategy="afterInteractive"
        onReady={() => (window as { ticketsEmbed?: { scan(): void } }).ticketsEmbed?.scan()}
      />
    </div>
  );
}
