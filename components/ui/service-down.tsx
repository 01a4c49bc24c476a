// Shown in place of content when the ticketing service cannot be reached.
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';

export function ServiceDown({ what = 'events' }: { what?: string }) {
  return (
    <section role="alert" className="rounded-card border border-danger/30 bg-surface p-6">
      <h2 className="text-lg font-semibold text-danger">We can’t load {what} right now</h2>
      <p className="mt-2 text-ink-muted">{CHECKOUT_MESSAGES.unavailable}</p>
    </section>
  );
}
