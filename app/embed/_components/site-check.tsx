// The sites allowed to show the embeds (EMBED_ALLOWED_ORIGINS), and a check of the site a marketer will paste the
// code on: allowed, or what to add to the setting. The list is public (browsers read it in frame-ancestors).
'use client';

import { useId, useState } from 'react';
import { checkSite, type SiteCheck as Result } from '@/lib/embed/framing-answer';

export function SiteCheck({
  allowedOrigins,
  merchant,
}: {
  allowedOrigins: string[];
  merchant: string;
}) {
  const [site, setSite] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const inputId = useId();
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-card border border-black/10 bg-surface p-4"
    >
      <h2 id={headingId} className="font-semibold">
        Sites allowed to show it
      </h2>
      {allowedOrigins.length === 0 ? (
        <p className="text-sm">
          None yet: no other site can show the embed until EMBED_ALLOWED_ORIGINS names it.
        </p>
      ) : (
        <ul aria-label="Allowed sites" className="list-inside list-disc font-mono text-sm">
          {allowedOrigins.map((origin) => (
            <li key={origin}>{origin}</li>
          ))}
        </ul>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(checkSite(site, allowedOrigins));
        }}
      >
        <label htmlFor={inputId} className="block font-semibold">
          Site where you will paste the code
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder="https://blog.example"
            value={site}
            onChange={(event) => setSite(event.target.value)}
            className="min-w-0 flex-1 rounded border border-black/20 bg-surface p-2"
          />
          <button
            type="submit"
            className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-700/5"
          >
            Check site
          </button>
        </div>
      </form>
      <div role="status" className="text-sm">
        {result && <Verdict result={result} allowedOrigins={allowedOrigins} merchant={merchant} />}
      </div>
    </section>
  );
}

function Verdict({
  result,
  allowedOrigins,
  merchant,
}: {
  result: Result;
  allowedOrigins: string[];
  merchant: string;
}) {
  if (!result.ok) return <p className="text-danger">{result.problem}</p>;
  if (result.allowed) return <p>{result.origin} is allowed: the embed shows there.</p>;
  const setting = [...allowedOrigins, result.origin].join(' ');
  return (
    <div className="space-y-1">
      <p>
        <strong>{result.origin} is not allowed.</strong> There the code shows a “Buy on {merchant}”
        link instead of the tickets. To show the embed, ask whoever runs the shop to set:
      </p>
      <pre className="whitespace-pre-wrap break-all rounded bg-black/5 p-2 font-mono">
        EMBED_ALLOWED_ORIGINS=&quot;{setting}&quot;
      </pre>
      <p className="text-ink-muted">
        Each page of one site shares its origin (scheme, host and port); www and other subdomains
        are sites of their own.
      </p>
    </div>
  );
}
