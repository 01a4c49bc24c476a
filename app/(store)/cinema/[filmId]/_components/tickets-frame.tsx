// The frame of a screening's ticket section (its heading and landmark), and its loading state.
import type { ReactNode } from 'react';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';

export function TicketsFrame({ children }: { children: ReactNode }) {
  return (
    <section id="tickets" aria-labelledby="tickets-heading" className="scroll-mt-4 space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6">
      <h2 id="tickets-heading" className="text-xl font-semibold">
        Tickets
      </h2>
      {children}
    </section>
  );
}

export function ScreeningTicketsLoading() {
  return (
    <TicketsFrame>
      <LoadingStatus label="Loading tickets for this screening" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </TicketsFrame>
  );
}
