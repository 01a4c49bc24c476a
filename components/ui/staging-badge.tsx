// Tells customers and staff that this storefront sells with test funds and issues no real tickets.
export function StagingBadge() {
  return (
    <p className="ml-auto rounded-full border border-warning/40 bg-warning/10 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-warning">
      Staging<span className="sr-only">: test mode, no real money moves</span>
    </p>
  );
}
