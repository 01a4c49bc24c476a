// The frame of a screening's ticket section: its heading and landmark.
import type { ReactNode } from 'react';

export function TicketsFrame({ children }: { children: ReactNode }) {
  return (
    <section
      id="tickets"
      aria-labelledby="tickets-heading"
      className="scroll-mt-4 space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      <h2 id="tickets-heading" className="text-xl font-semibold">
        Tickets
      </h2>
      {children}
    </section>
  );
}
