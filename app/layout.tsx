// The root layout: skip link, site header (with the Staging badge; not in the box office) and the main landmark of every page.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { OutsideBoxOffice } from '@/components/ui/outside-box-office';
import { SiteHeader } from '@/components/ui/site-header';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Tickets', template: '%s · Tickets' },
  description: 'Event, cinema, bus and hotel tickets.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        {/* The skip link is the first Tab stop; main takes focus (tabIndex -1) so the next Tab starts inside it. */}
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-surface focus:p-2">
          Skip to content
        </a>
        <OutsideBoxOffice>
          <SiteHeader />
        </OutsideBoxOffice>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 focus:outline-none sm:py-10">
          {children}
        </main>
      </body>
    </html>
  );
}
