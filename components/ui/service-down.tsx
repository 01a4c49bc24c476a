// Shown in place of content when the ticketing service cannot be reached.
const DEFAULT_HINT = 'Ticketing is unavailable right now. Please try again in a moment.';

export function ServiceDown({ what = 'events', hint = DEFAULT_HINT }: { what?: string; hint?: string }) {
  return (
    <section role="alert" className="rounded-card border border-danger/30 bg-surface p-6">
      <h2 className="text-lg font-semibold text-danger">We can’t load {what} right now</h2>
      <p className="mt-2 text-ink-muted">{hint}</p>
    </section>
  );
}
