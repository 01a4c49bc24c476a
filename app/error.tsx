// Last-resort error boundary: says so plainly and offers a retry.
'use client';

export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <section role="alert" className="space-y-3 py-10">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-ink-muted">Nothing was charged. Please try again.</p>
      <button type="button" onClick={() => retry()} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
        Try again
      </button>
    </section>
  );
}
