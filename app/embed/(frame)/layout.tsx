// The embeds' own layout: compact, no site navigation (the root chrome leaves the header out inside a frame), robots kept away.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false } };

export default function EmbedLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl">{children}</div>;
}
