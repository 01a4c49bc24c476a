// The root layout: skip link, site header (with the Staging badge), the main landmark of every page, and the site
// footer; neither header nor footer in the box office or inside an embed's frame. Titles carry the merchant's name.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/embed/site-chrome';
import { OutsideBoxOffice } from '@/components/ui/outside-box-office';
import { SiteFooter } from '@/components/shop/site-footer';
import { merchant } from '@/server/merchant';
import { siteOrigin } from '@/server/sharing/site-origin';
import './globals.css';

export function generateMetadata(): Metadata {
  const { name } = merchant();
  return {
    // Relative Open Graph and canonical URLs of every page are made absolute against it.
    metadataBase: new URL(siteOrigin()),
    title: { default: name, template: `%s · ${name}` },
    description: `Event, cinema, bus and hotel tickets from ${name}.`,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        {/* The skip link is the first Tab stop; main takes focus (tabIndex -1) so the next Tab starts inside it. */}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-surface focus:p-2"
        >
          Skip to content
        </a>
        <OutsideBoxOffice>
          <SiteChrome />
        </OutsideBoxOffice>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-page flex-1 px-4 py-6 focus:outline-none sm:py-10"
        >
          {children}
        </main>
        <OutsideBoxOffice>
          <SiteFooter />
        </OutsideBoxOffice>
      </body>
    </html>
  );
}
