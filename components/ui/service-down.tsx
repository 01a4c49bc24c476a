// Shown in place of content when the ticketing service cannot be reached.
const DEFAULT_HINT = 'Ticketing is unavailable right now. Please try again in a moment.';

interface Props {
  what?: string;
  hint?: string;
  /** 1 when the notice is all the page has (it then carries the page's only h1), else 2. */
  level?: 1 | 2;
}

export function ServiceDown({ what = 'events', hint = DEFAULT_HINT, level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section role="alert" className="rounded-card border border-danger/30 bg-surface p-6">
      <Heading className={`font-semibold text-danger ${level === 1 ? 'text-2xl' : 'text-lg'}`}>
        We can’t load {what} right now
      </Heading>
      <p className="mt-2 text-ink-muted">{hint}</p>
    </section>
  );
}
