'use client';
// Shares the page: the device's share sheet where the browser has one (Web Share API), else copies the link and says so.
import { useEffect, useState } from 'react';
import { BUTTON } from '@/components/ui/styles';

type Outcome = { state: 'idle' } | { state: 'copied' } | { state: 'failed'; url: string };

/** How long "Link copied" stays, so that copying again is announced again. */
const MESSAGE_MS = 5_000;

function pageUrl(): string {
  const url = new URL(window.location.href);
  url.hash = '';
  return url.href;
}

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function ShareButton({ title }: { title: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  useEffect(() => {
    if (outcome.state !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome({ state: 'idle' }), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function share() {
    const url = pageUrl();
    const data = { title, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; any other refusal falls back to copying.
        if (cancelled(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ state: 'copied' });
    } catch {
      setOutcome({ state: 'failed', url });
    }
  }

  return (
    <div className="no-print flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={share}
        className={`${BUTTON.secondary} inline-flex items-center gap-2 px-3 py-1.5 text-sm`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 13V3M6 7l4-4 4 4M4 11v5a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-5" />
        </svg>
        Share
      </button>
      {/* Always in the page, so screen readers hear what appears in it. */}
      <p role="status" className="text-sm">
        {outcome.state === 'copied' && 'Link copied'}
        {outcome.state === 'failed' && (
          <>
            Copy this link: <span className="select-all break-all font-medium">{outcome.url}</span>
          </>
        )}
      </p>
    </div>
  );
}
