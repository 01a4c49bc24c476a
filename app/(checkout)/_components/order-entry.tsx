// One part of an order, or one item of the basket before it is reserved: what, where and when, its lines and price
// (after a promo code, when one applies), and what may be done with it (the basket's Remove).
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Selection } from '@/lib/sellables/kinds';
import type { HeldLine } from '@/server/session/checkout-state';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { HeldLines, type LinesAfterCode } from './held-lines';

export interface OrderEntryProps {
  entry: { selection: Selection; title: string; subtitle?: string | undefined; lines: HeldLine[] };
  index: number;
  promo?: LinesAfterCode | null;
  children?: ReactNode;
}

export function OrderEntry({ entry, index, promo, children }: OrderEntryProps) {
  const headingId = `part-${index + 1}-heading`;
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="space-y-2 rounded-card border border-black/10 bg-surface p-4"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          <Link href={hrefOf(entry.selection)} className="underline">
            {entry.title}
          </Link>
        </h2>
        {entry.subtitle && <p className="text-ink-muted">{entry.subtitle}</p>}
        <HeldLines lines={entry.lines} promo={promo} />
        {children}
      </section>
    </li>
  );
}
